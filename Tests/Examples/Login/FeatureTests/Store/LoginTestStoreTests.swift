import StatefulExampleLogin
import Stateful
import StatefulTesting
import Testing

/// The login screen, step by step, through an exhaustive test store.
@MainActor
@Suite struct LoginTestStoreTests {
    let clock = TestClock()

    func makeStore(
        latency: Duration = .seconds(1),
        failure: InMemoryAuthServer.Failure? = nil,
        on endpoint: InMemoryAuthServer.Endpoint = .logIn
    ) -> (TestStore<LoginViewStoreImpl>, InMemoryAuthServer) {
        let server = InMemoryAuthServer(latency: latency, clock: clock)
        server.setFailure(failure, for: endpoint)
        return (TestStore(LoginViewStoreImpl(authClient: server.client), clock: clock), server)
    }

    func fillIn(_ store: TestStore<LoginViewStoreImpl>, password: String = "testpass") async {
        await store.send(.inputLoginId("login-test@example.com")) {
            $0.modifyContent { $0.loginId = "login-test@example.com" }
        }
        await store.send(.inputPassword(password)) {
            $0.modifyContent { $0.password = password }
        }
    }

    @Test func successfulLogin() async {
        let (store, server) = makeStore()
        await fillIn(store)
        await store.send(.logIn)
        await store.receive(.showProgress)
        await store.advance(by: .seconds(2))
        await store.receive(.dismissProgress)
        await store.receive(.complete(userId: "u-42"))
        await store.finish()
        #expect(server.requestCount(.fetchUserId) == 1)
    }

    @Test func successfulLoginStepByStep() async {
        let (store, server) = makeStore()
        await fillIn(store)
        let login = await store.send(.logIn)
        await store.receive(.showProgress)
        #expect(server.requestCount(.logIn) == 1)
        await store.advance(by: .seconds(1))
        #expect(server.requestCount(.fetchUserId) == 1)
        #expect(login.isRunning)
        await store.advance(by: .seconds(1))
        await store.receive(.dismissProgress)
        await store.receive(.complete(userId: "u-42"))
        await login.finish()
        #expect(!login.isRunning)
        await store.finish()
    }

    @Test func wrongPassword() async {
        let (store, _) = makeStore(latency: .zero)
        await fillIn(store, password: "wrong")
        await store.send(.logIn)
        await store.receive(.showProgress)
        await store.receive(.dismissProgress)
        await store.receive(.presentError(AuthError.invalidCredentials))
        await store.finish()
    }

    @Test func networkError() async {
        let (store, _) = makeStore(failure: .network)
        await fillIn(store)
        await store.send(.logIn)
        await store.receive(.showProgress)
        await store.advance(by: .seconds(1))
        await store.receive(.dismissProgress)
        await store.receive(.presentError(AuthError.network(reason: "the network connection was lost")))
        await store.finish()
    }

    @Test func serverError() async {
        let (store, _) = makeStore(failure: .server(status: 500), on: .fetchUserId)
        await fillIn(store)
        await store.send(.logIn)
        await store.receive(.showProgress)
        await store.advance(by: .seconds(2))
        await store.receive(.dismissProgress)
        await store.receive("presentError(AuthError.server)") {
            if case .presentError(AuthError.server(status: 500)) = $0 { true } else { false }
        }
        await store.finish()
    }

    @Test func cancellationMidLoginDismissesProgressWithoutAnError() async {
        let (store, server) = makeStore()
        await fillIn(store)
        let login = await store.send(.logIn)
        await store.receive(.showProgress)
        await login.cancel()
        await store.receive(.dismissProgress)
        await store.finish()
        #expect(server.requestCount(.fetchUserId) == 0)
    }

    @Test func secondLogInWhileOneIsInFlightDoesNothing() async {
        let (store, server) = makeStore()
        await fillIn(store)
        await store.send(.logIn)
        await store.receive(.showProgress)
        let second = await store.send(.logIn)
        #expect(!second.isRunning)
        await store.advance(by: .seconds(1))
        await store.advance(by: .seconds(1))
        await store.receive(.dismissProgress)
        await store.receive(.complete(userId: "u-42"))
        await store.finish()
        #expect(server.requestCount(.logIn) == 1)
    }

    @Test(arguments: [("", "testpass"), ("login-test@example.com", ""), ("", "")])
    func logInWithAnEmptyFieldDoesNothing(loginId: String, password: String) async {
        let (store, server) = makeStore()
        await store.send(.inputLoginId(loginId)) { $0.modifyContent { $0.loginId = loginId } }
        await store.send(.inputPassword(password)) { $0.modifyContent { $0.password = password } }
        await store.send(.logIn)
        await store.finish()
        #expect(server.requestCount(.logIn) == 0)
    }

    @Test func aWrongExpectedStateFailsWithAMaskedDiff() async {
        let (store, _) = makeStore()
        await withKnownIssue {
            await store.send(.inputPassword("testpass")) {
                $0.modifyContent { $0.loginId = "someone" }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text == """
                send(.inputPassword("********")): State differs from the expected State: (- expected, + actual)

                  .completed(
                    LoginViewContent(
                -     loginId: "someone"
                +     loginId: ""
                -     password: ""
                +     password: "********"
                    )
                  )
                """
        }
        await store.finish()
    }

    @Test func aStateDifferingOnlyInThePasswordSaysSoWithoutShowingIt() async {
        let (store, _) = makeStore()
        await store.send(.inputPassword("testpass")) { $0.modifyContent { $0.password = "testpass" } }
        await withKnownIssue {
            await store.send(.inputPassword("hunter2")) {
                $0.modifyContent { $0.password = "other" }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text == #"send(.inputPassword("********")): State differs from the expected State only in secret values, which are not shown."#
                && !text.contains("hunter2") && !text.contains("other") && !text.contains("testpass")
        }
        await store.finish()
    }
}
