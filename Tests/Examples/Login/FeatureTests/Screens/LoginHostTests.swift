import StatefulExampleLogin
import Stateful
import StatefulText
import Testing

@MainActor
@Suite struct LoginHostTests {
    /// Logs in through a host that follows the store's core, and records the
    /// host's outline after every change.
    private func logIn(password: String, labels: LoginLabels = .english) async -> (ScreenHost<LoginViewStoreImpl>, [String]) {
        let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        let host = ScreenHost(login: store, labels: labels)
        host.observe(store.core)
        var outlines: [String] = []
        host.onChange = { outlines.append(host.outline) }
        await store.dispatchCommand(.inputLoginId("login-test@example.com"))
        await store.dispatchCommand(.inputPassword(password))
        outlines.removeAll()
        await store.dispatchCommand(.logIn)
        return (host, outlines)
    }

    @Test func aSuccessfulLoginShowsTheHUDThenPushesHome() async throws {
        let (host, outlines) = await logIn(password: "testpass")
        #expect(outlines.count == 3)
        #expect(outlines.first?.hasSuffix("progressHUD \"Logging in\"\n") == true)
        #expect(outlines.dropFirst().allSatisfy { !$0.contains("progressHUD") })
        #expect(try host.render(width: .compact) == """
            +----------------------------------+
            | < Log in      Home               |
            +----------------------------------+
            | You are logged in.               |
            |                                  |
            | User ID: u-42                    |
            +----------------------------------+

            """)
        host.goBack()
        #expect(host.outline.contains("secureField \"Password\" value \"********\""))
    }

    @Test func theLoggingInScreenDrawsTheHUD() async throws {
        let store = LoginViewStoreImpl(authClient: .unimplemented, initialState: LoginScreenTests.filled)
        let host = ScreenHost(login: store, labels: .japanese)
        host.handle(.showProgress)
        #expect(try host.render(width: .compact) == """
            +----------------------------------+
            |             ログイン             |
            +----------------------------------+
            | ログインID                       |
            |       +------------------+       |
            |       | (...) ログイン中 |       |
            |       +------------------+       |
            |                                  |
            | [ ログイン ]                     |
            +----------------------------------+

            """)
    }

    @Test func aFailedLoginPresentsTheErrorUntilDismissed() async throws {
        let (host, outlines) = await logIn(password: "wrong")
        #expect(outlines.count == 3)
        #expect(host.presentation.progress == nil)
        #expect(try host.render(width: .compact) == """
            +----------------------------------+
            |              Log in              |
            +----------------------------------+
            | Login ID                         |
            | +------------------------------+ |
            | | Error                        | |
            | |                              | |
            | | The login ID or password is  | |
            | | incorrect.                   | |
            | |                              | |
            | |                       [ OK ] | |
            | +------------------------------+ |
            |                                  |
            +----------------------------------+

            """)
        host.dismissAlert()
        #expect(try host.render(width: .compact) == (try LoginScreen(
            state: .completed(.init(loginId: "login-test@example.com", password: "wrong"))).screen.render(width: .compact)))
    }

    @Test func theJapaneseErrorAlertHasAJapaneseTitle() async {
        let (host, _) = await logIn(password: "wrong", labels: .japanese)
        #expect(host.outline.hasSuffix(
            "alert \"エラー\" message \"The login ID or password is incorrect.\" button \"OK\"\n"))
    }

    @Test func theHostFollowsTheStoresStreams() async {
        let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        let host = ScreenHost(login: store)
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        host.onChange = { continuation.yield() }
        let subscription = host.subscribe()
        var iterator = changes.makeAsyncIterator()

        await store.dispatchCommand(.inputLoginId("login-test@example.com"))
        await store.dispatchCommand(.inputPassword("testpass"))
        await store.dispatchCommand(.logIn)
        while host.presentation.pushed.isEmpty || host.presentation.progress != nil {
            _ = await iterator.next()
        }
        #expect(host.topScreen == HomeScreen(userId: "u-42").screen.backButton("Log in"))

        subscription.cancel()
        await subscription.value
    }

    @Test func renderingTheSameHostTwiceGivesTheSameBytes() async throws {
        let (host, _) = await logIn(password: "wrong", labels: .japanese)
        for width in [ScreenWidth.compact, .regular] {
            let first = try host.render(width: width)
            let second = try host.render(width: width)
            #expect(Array(first.utf8) == Array(second.utf8))
        }
    }
}
