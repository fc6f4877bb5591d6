/// A step a person takes on the screen host rather than by sending a
/// Command: recorded as its flow statement, and any Command it sends is part
/// of it (replaying the statement sends it again).
public enum RecordedHostStep: Sendable, Hashable {
    /// `tap "Discard"` on the shown alert or confirmation dialog.
    case tap(String)
    /// `back`.
    case goBack
    /// `dismiss alert`.
    case dismissAlert
    /// `dismiss dialog`.
    case dismissDialog
    /// `dismiss sheet`.
    case dismissSheet
    /// `relaunch`: the app was quit and started again.
    case relaunch
    /// `cancel`: every running Command's work was cancelled.
    case cancel
    /// `tap "Continue"`, `type "100" into "Amount"`, `toggle "Remember me"`
    /// on a control of the screen; `start tap …` when `background` (the
    /// step did not wait for the Command's work).
    case gesture(Gesture, background: Bool)

    /// The statement, as a flow writes it.
    public var statement: String {
        switch self {
        case .tap(let title): "tap " + ScriptStringLiteral.text(of: title)
        case .goBack: "back"
        case .dismissAlert: "dismiss alert"
        case .dismissDialog: "dismiss dialog"
        case .dismissSheet: "dismiss sheet"
        case .relaunch: "relaunch"
        case .cancel: "cancel"
        case let .gesture(gesture, background): (background ? "start " : "") + gesture.description
        }
    }
}
