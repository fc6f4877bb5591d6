import StatefulExampleLogin
import Stateful
import StatefulText
import Testing

@Suite struct LoginPresentationTests {
    @Test func showProgressShowsTheLoggingInHUD() {
        #expect(LoginPresentation.change(for: .showProgress) == .showProgress(ProgressHUD("Logging in")))
        #expect(LoginPresentation.change(for: .showProgress, labels: .japanese) == .showProgress(ProgressHUD("ログイン中")))
    }

    @Test func dismissProgressHidesTheHUD() {
        #expect(LoginPresentation.change(for: .dismissProgress) == .dismissProgress)
    }

    @Test func presentErrorShowsAnAlertWithTheErrorsDescription() {
        #expect(LoginPresentation.change(for: .presentError(AuthError.invalidCredentials))
            == .presentAlert(Alert(title: "Error", message: "The login ID or password is incorrect.", dismissTitle: "OK")))
        #expect(LoginPresentation.change(for: .presentError(AuthError.server(status: 503)), labels: .japanese)
            == .presentAlert(Alert(
                title: "エラー", message: "The server had a problem (HTTP 503). Please try again later.", dismissTitle: "OK")))
    }

    @Test func completePushesTheHomeScreen() {
        #expect(LoginPresentation.change(for: .complete(userId: "u-42"))
            == .push(HomeScreen(userId: "u-42").screen))
    }
}
