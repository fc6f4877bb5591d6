/// What a person does with a control on the screen: the `tap`, `type … into`
/// and `toggle` statements of a flow.
///
/// ```
/// tap "Ada Lovelace"
/// type "100" into "Amount"
/// toggle "Remember me"
/// tap "Delete" in "Archived"
/// start tap "Send"
/// ```
///
/// The runner finds the control on the screen shown at that moment (on an
/// alert or confirmation dialog first, when one covers the screen) and sends
/// exactly the Command the screen gave it.
public enum Gesture: Sendable, Hashable, CustomStringConvertible {
    /// Tap a button or a list row (or an alert's or dialog's button).
    case tap(ControlReference)
    /// Replace the text of a text or secure field with this text, as a
    /// person who clears the field and types it does.
    case type(String, into: ControlReference)
    /// Switch a toggle to the other value.
    case toggle(ControlReference)

    /// The control the gesture is for.
    public var control: ControlReference {
        switch self {
        case .tap(let control), .type(_, let control), .toggle(let control): control
        }
    }

    /// The gesture as a flow writes it, the typed text included.
    public var description: String {
        switch self {
        case .tap(let control): "tap \(control)"
        case let .type(text, control): "type \(ScriptLiteral.quoted(text)) into \(control)"
        case .toggle(let control): "toggle \(control)"
        }
    }
}
