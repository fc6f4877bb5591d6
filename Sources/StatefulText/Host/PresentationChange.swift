/// What an Effect does to a ``ScreenHost``'s ``Presentation``; a feature maps
/// each of its Effects to one of these.
///
/// ```swift
/// func change(for effect: ProfileEffect) -> PresentationChange {
///     switch effect {
///     case .showProgress: .showProgress(ProgressHUD("Saving"))
///     case .dismissProgress: .dismissProgress
///     case .presentError(let error): .presentAlert(Alert(title: "Error", message: "\(error)"))
///     case .saved: .pop
///     }
/// }
/// ```
public enum PresentationChange: Sendable, Hashable {
    /// Show the progress HUD (replacing one already shown).
    case showProgress(ProgressHUD)
    /// Hide the progress HUD, if shown.
    case dismissProgress
    /// Show an alert until it is dismissed (replacing one already shown).
    case presentAlert(Alert)
    /// Dismiss the alert, if shown.
    case dismissAlert
    /// Show a confirmation dialog until one of its buttons is tapped
    /// (replacing one already shown).
    case presentDialog(ConfirmationDialog)
    /// Dismiss the confirmation dialog, if shown.
    case dismissDialog
    /// Present `screen` as a sheet over the top screen (replacing a sheet
    /// already shown).
    case presentSheet(Screen)
    /// Dismiss the sheet, if shown.
    case dismissSheet
    /// Push `screen` onto the navigation stack.
    case push(Screen)
    /// Go back: pop the top pushed screen, if any.
    case pop
    /// Pop every pushed screen, back to the root screen.
    case popToRoot
    /// Change nothing.
    case none
}
