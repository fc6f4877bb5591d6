import StatefulText

/// What each ``LoginViewEffect`` does to the screen host: the seed's
/// `handleEffect` and coordinator, as data.
///
/// | Effect | change |
/// |---|---|
/// | `showProgress` | show the HUD titled ``LoginLabels/loggingIn`` |
/// | `dismissProgress` | hide the HUD |
/// | `presentError(error)` | an alert titled ``LoginLabels/errorTitle`` with the error's description |
/// | `complete(userId:)` | push the ``HomeScreen`` |
public enum LoginPresentation {
    /// The presentation change for `effect`.
    ///
    /// ```swift
    /// LoginPresentation.change(for: .presentError(AuthError.invalidCredentials))
    /// // .presentAlert(Alert(title: "Error", message: "The login ID or password is incorrect."))
    /// ```
    public static func change(for effect: LoginViewEffect, labels: LoginLabels = .english) -> PresentationChange {
        switch effect {
        case .showProgress:
            .showProgress(ProgressHUD(labels.loggingIn))
        case .dismissProgress:
            .dismissProgress
        case .presentError(let error):
            .presentAlert(Alert(title: labels.errorTitle, message: String(describing: error), dismissTitle: labels.ok))
        case .complete(let userId):
            .push(HomeScreen(userId: userId, labels: labels).screen)
        }
    }
}
