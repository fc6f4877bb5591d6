/// A control a person can use on a screen: a button, a list row, a text or
/// secure field, or a toggle, with what it shows and the Command it sends.
///
/// ``Screen/controls`` and ``PresentedScreen/controls`` list them in the
/// order they are drawn; a flow finds the one it taps, types into or
/// switches by its label:
///
/// ```swift
/// let state = TransferState(amount: "120")
/// let screen = Screen("Transfer") { Button("Continue", isEnabled: state.canContinue, command: TransferCommand.continueTapped) }
/// let continueButton = screen.controls.first { $0.kind == .button && $0.matches(label: "Continue") }
/// ```
public struct ScreenControl: Sendable, Hashable {
    /// What kind of control it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A ``Button``, tapped.
        case button
        /// A row of a ``List``, tapped.
        case row
        /// A ``TextField``, typed into.
        case textField
        /// A ``SecureField``, typed into; what is typed is a secret.
        case secureField
        /// A ``Toggle``, switched.
        case toggle

        /// The kind as a sentence names it: `button`, `list row`,
        /// `text field`, `secure field`, `toggle`.
        public var spokenName: String {
            switch self {
            case .button: "button"
            case .row: "list row"
            case .textField: "text field"
            case .secureField: "secure field"
            case .toggle: "toggle"
            }
        }
    }

    /// What kind of control it is.
    public var kind: Kind
    /// Its label: a button's title, a field's or a toggle's label, or the
    /// first text of a row.
    public var label: String
    /// Every text a person can read on it and find it by: the label; for a
    /// row every text in it; for a field without a label, the placeholder it
    /// shows while empty.
    public var texts: [String]
    /// Whether it can be used; only a button is ever disabled.
    public var isEnabled: Bool
    /// A toggle's value; `nil` for any other control.
    public var isOn: Bool?
    /// The header of the ``Section`` it is in (the innermost one); `nil`
    /// outside any section.
    public var section: String?
    /// What it sends; `nil` when the screen gave it no Command.
    public var command: ControlCommand?

    /// Creates a control.
    public init(
        kind: Kind, label: String, texts: [String]? = nil, isEnabled: Bool = true, isOn: Bool? = nil,
        section: String? = nil, command: ControlCommand? = nil
    ) {
        self.kind = kind
        self.label = label
        self.texts = texts ?? [label]
        self.isEnabled = isEnabled
        self.isOn = isOn
        self.section = section
        self.command = command
    }

    /// Whether a person would call it `label`: one of its ``texts`` is
    /// `label` (compared as Swift strings compare: canonically equivalent
    /// texts match).
    public func matches(label: String) -> Bool {
        texts.contains(label)
    }
}
