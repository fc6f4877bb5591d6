import StatefulExampleLogin
import Stateful
import StatefulInternalTestSupport
import Testing

@MainActor
@Suite struct LoginViewStoreTests {
    @Test func inputsChangeTheState() async {
        let store = LoginViewStoreImpl(authClient: .unimplemented)
        await fill(store, loginId: "a@example.com", password: "pw")
        #expect(store.currentState == .completed(LoginViewContent(loginId: "a@example.com", password: "pw")))
    }

    @Test func successShowsThenDismissesProgressBeforeCompleting() async {
        let server = InMemoryAuthServer()
        let store = LoginViewStoreImpl(authClient: server.client)
        let log = LoginEventLog(store)
        await fill(store)
        await store.dispatchCommand(.logIn)
        #expect(log.effects == ["showProgress", "dismissProgress", "complete(u-42)"])
        #expect(log.lines.last == "< completed")
        #expect(server.requestCount(.logIn) == 1)
        #expect(server.requestCount(.fetchUserId) == 1)
    }

    @Test(arguments: [
        (InMemoryAuthServer.Failure.wrongPassword, InMemoryAuthServer.Endpoint.logIn, AuthError.invalidCredentials),
        (.network, .logIn, .network(reason: "the network connection was lost")),
        (.server(status: 503), .logIn, .server(status: 503)),
        (.server(status: 500), .fetchUserId, .server(status: 500)),
    ])
    func failureDismissesProgressThenPresentsTheError(
        failure: InMemoryAuthServer.Failure, endpoint: InMemoryAuthServer.Endpoint, expected: AuthError
    ) async {
        let server = InMemoryAuthServer()
        server.setFailure(failure, for: endpoint)
        let store = LoginViewStoreImpl(authClient: server.client)
        let log = LoginEventLog(store)
        var effects = store.effect.makeAsyncIterator()
        await fill(store)
        await store.dispatchCommand(.logIn)
        #expect(log.effects == ["showProgress", "dismissProgress", "presentError(\(expected))"])
        // The same, through the public stream.
        #expect(await collect(3, from: &effects) == [.showProgress, .dismissProgress, .presentError(expected)])
    }

    @Test func aWrongPasswordIsRejectedByTheServer() async {
        let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        let log = LoginEventLog(store)
        await fill(store, password: "wrong")
        await store.dispatchCommand(.logIn)
        #expect(log.effects == ["showProgress", "dismissProgress", "presentError(\(AuthError.invalidCredentials))"])
    }

    @Test func cancellingMidLoginDismissesProgressAndPresentsNoError() async {
        let auth = GatedAuth()
        let store = LoginViewStoreImpl(authClient: auth.client)
        let log = LoginEventLog(store)
        var reached = auth.reached.stream().makeAsyncIterator()
        await fill(store)
        let login = Task { await store.dispatchCommand(.logIn) }
        _ = await reached.next()
        login.cancel()
        await login.value
        #expect(log.effects == ["showProgress", "dismissProgress"])
        #expect(log.lines.last == "< cancelled")
        #expect(store.core.runningCommandCount == 0)
    }

    @Test func aSecondLogInWhileOneIsInFlightStartsNoSecondLogin() async {
        let auth = GatedAuth()
        let store = LoginViewStoreImpl(authClient: auth.client)
        let log = LoginEventLog(store)
        var reached = auth.reached.stream().makeAsyncIterator()
        await fill(store)
        let first = Task { await store.dispatchCommand(.logIn) }
        _ = await reached.next()
        await store.dispatchCommand(.logIn)
        #expect(log.lines.last == "< ignored")
        auth.gate.open()
        await first.value
        #expect(auth.server.requestCount(.logIn) == 1)
        #expect(log.effects == ["showProgress", "dismissProgress", "complete(u-42)"])
    }

    @Test(arguments: [("", "testpass"), ("login-test@example.com", ""), ("", "")])
    func logInWithAnEmptyFieldDoesNothing(loginId: String, password: String) async {
        let server = InMemoryAuthServer()
        let store = LoginViewStoreImpl(authClient: server.client)
        let log = LoginEventLog(store)
        await fill(store, loginId: loginId, password: password)
        await store.dispatchCommand(.logIn)
        #expect(log.effects.isEmpty)
        #expect(server.requestCount(.logIn) == 0)
        #expect(log.lines.last == "< completed")
    }

    @Test func dismissProgressAlwaysFollowsShowProgress() async {
        let cases: [(InMemoryAuthServer.Failure?, InMemoryAuthServer.Endpoint)] = [
            (nil, .logIn), (.wrongPassword, .logIn), (.network, .logIn), (.network, .fetchUserId), (.server(status: 502), .fetchUserId),
        ]
        for (failure, endpoint) in cases {
            let server = InMemoryAuthServer()
            server.setFailure(failure, for: endpoint)
            let store = LoginViewStoreImpl(authClient: server.client)
            let log = LoginEventLog(store)
            await fill(store)
            await store.dispatchCommand(.logIn)
            #expect(log.effects.prefix(2) == ["showProgress", "dismissProgress"], "\(String(describing: failure)) at \(endpoint)")
        }
    }

    @Test func theStateStreamReplaysAndFollowsInputs() async {
        let store = LoginViewStoreImpl(authClient: .unimplemented)
        var loginIds = store.state.map { $0.content?.loginId }.distinctUntilChanged().makeAsyncIterator()
        #expect(await loginIds.next() == "")
        await store.dispatchCommand(.inputLoginId("a"))
        #expect(await loginIds.next() == "a")
    }

    @Test func descriptionsNeverShowThePassword() {
        let secret = "hunter2-secret"
        let texts = [
            String(describing: LoginViewContent(loginId: "a", password: secret)),
            String(reflecting: LoginViewContent(loginId: "a", password: secret)),
            String(describing: LoginViewCommand.inputPassword(secret)),
            String(describing: LoginViewAction.passwordInput(secret)),
            String(describing: AuthTokens(accessToken: secret, refreshToken: secret)),
        ]
        for text in texts {
            #expect(!text.contains(secret), "\(text)")
        }
        #expect(String(describing: LoginViewCommand.inputPassword("")) == #"inputPassword("")"#)
        #expect(String(describing: LoginViewCommand.inputPassword(secret)) == #"inputPassword("********")"#)
    }
}
