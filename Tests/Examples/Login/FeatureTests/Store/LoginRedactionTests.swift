import StatefulExampleLogin
import Stateful
import StatefulSnapshot
import StatefulTesting
import Testing

/// The password (and the tokens) never appear in a dump, a diff, a
/// transcript or a test-store failure message.
@MainActor
@Suite struct LoginRedactionTests {
    nonisolated static let password = "correct-horse-battery"

    @Test func dumpsMaskEveryDeclaredSecret() {
        let content = LoginViewContent(loginId: "a", password: Self.password)
        #expect(ValueDump.text(of: content) == #"LoginViewContent(loginId: "a", password: "********")"#)
        #expect(ValueDump.text(of: LoginViewState.completed(content)).contains(#"password: "********""#))
        #expect(ValueDump.text(of: LoginViewCommand.inputPassword(Self.password)) == #".inputPassword("********")"#)
        #expect(ValueDump.text(of: LoginViewAction.passwordInput(Self.password)) == #".passwordInput("********")"#)
        #expect(ValueDump.text(of: AuthTokens(accessToken: "access-1", refreshToken: "refresh-1")) == """
            AuthTokens(
              accessToken: "********"
              refreshToken: "********"
            )
            """)
    }

    @Test func anEmptyPasswordShowsAsEmpty() {
        #expect(ValueDump.text(of: LoginViewCommand.inputPassword("")) == #".inputPassword("")"#)
        #expect(ValueDump.text(of: LoginViewContent()) == #"LoginViewContent(loginId: "", password: "")"#)
    }

    @Test func diffsMaskThePassword() {
        let diff = ValueDiff.text(
            from: LoginViewState.completed(.init()),
            to: LoginViewState.completed(.init(password: Self.password)))
        #expect(diff?.contains(#"+     password: "********""#) == true)
        #expect(diff?.contains(Self.password) == false)
    }

    @Test func transcriptsOfEveryFlowMaskThePassword() async {
        let flow = LoginFlow(latency: .seconds(1))
        await flow.run([.inputLoginId("login-test@example.com"), .inputPassword(Self.password), .logIn, .logIn])
        await flow.driver.advance(by: .seconds(1))
        await flow.run([.inputPassword("testpass"), .logIn])
        await flow.driver.advance(by: .seconds(2))
        await flow.driver.finish()
        let text = flow.text
        #expect(text.contains(#"inputPassword("********")"#))
        #expect(!text.contains(Self.password))
        #expect(!text.contains("testpass"))
        #expect(!text.contains("access-"))
    }

    @Test func testStoreFailureMessagesMaskThePassword() async {
        let store = TestStore(LoginViewStoreImpl(authClient: InMemoryAuthServer().client))
        await withKnownIssue {
            await store.send(.inputPassword(Self.password))
            await store.send(.inputPassword("testpass")) { $0.modifyContent { $0.password = "x" } }
            await store.send(.logIn)
            await store.receive(.complete(userId: "u-1"))
            await store.finish()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return !text.contains(Self.password) && !text.contains("testpass")
        }
    }
}
