import StatefulExampleLogin
import Stateful
import Testing

@Suite struct LoginViewActionTests {
    @Test func loginIdInputSetsTheLoginId() {
        let state = LoginViewAction.transform(.completed(.init()), action: .loginIdInput("a@example.com"))
        #expect(state == .completed(.init(loginId: "a@example.com")))
    }

    @Test func passwordInputSetsThePassword() {
        let state = LoginViewAction.transform(.completed(.init(loginId: "a")), action: .passwordInput("pw"))
        #expect(state == .completed(.init(loginId: "a", password: "pw")))
    }
}
