import StatefulExampleLogin
import Stateful
import StatefulSnapshot
import StatefulTesting
import Testing

/// Transcripts of the login screen's flows, compared byte for byte with
/// the files recorded under `__Snapshots__/LoginTranscriptTests/`.
@MainActor
@Suite struct LoginTranscriptTests {
    @Test func successfulLogin() async {
        let flow = LoginFlow()
        await flow.run(LoginFlow.fillIn + [.logIn])
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func wrongPassword() async {
        let flow = LoginFlow()
        await flow.run([.inputLoginId("login-test@example.com"), .inputPassword("wrong"), .logIn])
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func networkError() async {
        let flow = LoginFlow(failure: .network)
        await flow.run(LoginFlow.fillIn + [.logIn])
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func serverErrorWhileFetchingTheUser() async {
        let flow = LoginFlow(failure: .server(status: 503), on: .fetchUserId)
        await flow.run(LoginFlow.fillIn + [.logIn])
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func cancellationMidLogin() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run(LoginFlow.fillIn)
        let login = await flow.driver.send(.logIn)
        #expect(login.isRunning)
        await login.cancel()
        #expect(!login.isRunning)
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func secondLogInWhileOneIsInFlightIsIgnored() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run(LoginFlow.fillIn)
        await flow.driver.send(.logIn)
        await flow.driver.send(.logIn)
        await flow.driver.advance(by: .seconds(1))
        await flow.driver.advance(by: .seconds(1))
        #expect(flow.server.requestCount(.logIn) == 1)
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func logInWithAnEmptyFieldDoesNothing() async {
        let flow = LoginFlow()
        await flow.run([.inputLoginId("login-test@example.com"), .logIn])
        #expect(flow.server.requestCount(.logIn) == 0)
        assertSnapshot(of: flow.text, as: .lines)
    }

    @Test func aCommandStillRunningIsMarkedRunning() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run(LoginFlow.fillIn + [.logIn])
        #expect(flow.text.hasSuffix("""
            > logIn
              effect showProgress
              running

            """))
        await flow.driver.finish()
    }

    @Test func changingThePasswordShowsNoVisibleChangeAndNeverThePassword() async {
        let flow = LoginFlow()
        await flow.run(LoginFlow.fillIn + [.inputPassword("other-secret"), .inputPassword("")])
        assertSnapshot(of: flow.text, as: .lines)
        #expect(!flow.text.contains("testpass"))
        #expect(!flow.text.contains("other-secret"))
    }

    @Test func transcriptsAreByteForByteStableAcrossRuns() async {
        var texts: [String] = []
        for _ in 0..<5 {
            let flow = LoginFlow(latency: .seconds(1))
            await flow.run(LoginFlow.fillIn + [.logIn, .logIn])
            await flow.driver.advance(by: .seconds(2))
            await flow.driver.finish()
            await flow.run([.inputPassword("wrong"), .logIn])
            await flow.driver.advance(by: .seconds(1))
            await flow.driver.finish()
            texts.append(flow.text)
        }
        #expect(Set(texts).count == 1)
        #expect(Array(texts[0].utf8) == Array(texts[4].utf8))
        #expect(texts[0].hasSuffix("\n") && !texts[0].hasSuffix("\n\n"))
        #expect(!texts[0].contains("testpass") && !texts[0].contains("wrong\""))
    }
}
