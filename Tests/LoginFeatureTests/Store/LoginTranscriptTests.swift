import LoginFeature
import Stateful
import StatefulSnapshot
import StatefulTesting
import Testing

/// Transcripts of the login screen's flows, compared byte for byte.
@MainActor
@Suite struct LoginTranscriptTests {
    /// The transcript of typing the demo account's ID and password.
    static let filledIn = """
        state .completed(LoginViewContent(loginId: "", password: ""))
        > inputLoginId("login-test@example.com")
          action loginIdInput("login-test@example.com")
              .completed(
                LoginViewContent(
            -     loginId: ""
            +     loginId: "login-test@example.com"
                  ... (1 unchanged)
                )
              )
        > inputPassword("********")
          action passwordInput("********")
              .completed(
                LoginViewContent(
                  ... (1 unchanged)
            -     password: ""
            +     password: "********"
                )
              )

        """

    @Test func successfulLogin() async {
        let flow = LoginFlow()
        await flow.run(LoginFlow.fillIn + [.logIn])
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")

            """)
    }

    @Test func wrongPassword() async {
        let flow = LoginFlow()
        await flow.run([.inputLoginId("login-test@example.com"), .inputPassword("wrong"), .logIn])
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect presentError(AuthError.invalidCredentials)
              failed AuthError.invalidCredentials

            """)
    }

    @Test func networkError() async {
        let flow = LoginFlow(failure: .network)
        await flow.run(LoginFlow.fillIn + [.logIn])
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect presentError(
                AuthError.network(reason: "the network connection was lost")
              )
              failed AuthError.network(reason: "the network connection was lost")

            """)
    }

    @Test func serverErrorWhileFetchingTheUser() async {
        let flow = LoginFlow(failure: .server(status: 503), on: .fetchUserId)
        await flow.run(LoginFlow.fillIn + [.logIn])
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect presentError(AuthError.server(status: 503))
              failed AuthError.server(status: 503)

            """)
    }

    @Test func cancellationMidLogin() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run(LoginFlow.fillIn)
        let login = await flow.driver.send(.logIn)
        #expect(login.isRunning)
        await login.cancel()
        #expect(!login.isRunning)
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              cancelled

            """)
    }

    @Test func secondLogInWhileOneIsInFlightIsIgnored() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run(LoginFlow.fillIn)
        await flow.driver.send(.logIn)
        await flow.driver.send(.logIn)
        await flow.driver.advance(by: .seconds(1))
        await flow.driver.advance(by: .seconds(1))
        #expect(flow.server.requestCount(.logIn) == 1)
        #expect(flow.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")
            > logIn
              (while #3 is running)
              ignored

            """)
    }

    @Test func logInWithAnEmptyFieldDoesNothing() async {
        let flow = LoginFlow()
        await flow.run([.inputLoginId("login-test@example.com"), .logIn])
        #expect(flow.server.requestCount(.logIn) == 0)
        #expect(flow.text == """
            state .completed(LoginViewContent(loginId: "", password: ""))
            > inputLoginId("login-test@example.com")
              action loginIdInput("login-test@example.com")
                  .completed(
                    LoginViewContent(
                -     loginId: ""
                +     loginId: "login-test@example.com"
                      ... (1 unchanged)
                    )
                  )
            > logIn

            """)
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
        #expect(flow.text == Self.filledIn + """
            > inputPassword("********")
              action passwordInput("********") (no visible change)
            > inputPassword("")
              action passwordInput("")
                  .completed(
                    LoginViewContent(
                      ... (1 unchanged)
                -     password: "********"
                +     password: ""
                    )
                  )

            """)
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
