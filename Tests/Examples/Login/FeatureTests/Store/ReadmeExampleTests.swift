import StatefulExampleLogin
import Stateful
import StatefulSnapshot
import Testing

/// The examples the documentation shows (the DocC articles "Dumps, diffs and
/// transcripts" and "Screens as text"), checked so they stay true.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func dumpExamples() {
        #expect(ValueDump.text(of: LoginViewCommand.inputLoginId("a@example.com")) == #".inputLoginId("a@example.com")"#)
        #expect(ValueDump.text(of: LoginViewEffect.complete(userId: "u-42")) == #".complete(userId: "u-42")"#)
        #expect(ValueDump.text(of: AuthError.server(status: 503)) == "AuthError.server(status: 503)")
        #expect(ValueDump.text(of: ["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
        #expect(ValueDump.text(of: LoginViewContent(loginId: "a", password: "testpass"))
            == #"LoginViewContent(loginId: "a", password: "********")"#)
    }

    @Test func diffExample() {
        let before = LoginViewState.completed(.init())
        let after = LoginViewState.completed(.init(loginId: "a@example.com"))
        #expect(ValueDiff.text(from: before, to: after) == """
              .completed(
                LoginViewContent(
            -     loginId: ""
            +     loginId: "a@example.com"
                  ... (1 unchanged)
                )
              )
            """)
    }

    /// The transcript of typing the demo account's ID and password.
    private static let filledIn = """
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

    @Test func recorderExample() async {
        let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        let recorder = TranscriptRecorder(store: store)
        await store.dispatchCommand(.inputLoginId("login-test@example.com"))
        await store.dispatchCommand(.inputPassword("testpass"))
        await store.dispatchCommand(.logIn)
        #expect(recorder.transcript.text == Self.filledIn + """
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")

            """)
    }
}
