/// A switch with a label, drawn with `[x]` (on) or `[ ]` (off) at the right
/// edge.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let toggle = Toggle("Public profile", isOn: content.isPublic)
/// ```
///
/// Given the Command its new value makes, a flow can switch it by its label
/// (`toggle "Public profile"`):
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let toggle = Toggle("Public profile", isOn: content.isPublic, command: ProfileCommand.setPublic)
/// ```
public struct Toggle: ScreenContent {
    let label: String
    let isOn: Bool
    let command: ControlCommand?

    /// Creates a toggle labelled `label`.
    public init(_ label: String, isOn: Bool) {
        self.label = CanonicalComposition.nfc(label)
        self.isOn = isOn
        self.command = nil
    }

    /// Creates a toggle labelled `label` that sends `command(newValue)` to
    /// the store when it is switched.
    ///
    /// - Parameters:
    ///   - label: The toggle's label; a flow switches it by this.
    ///   - isOn: Whether it is on.
    ///   - command: Makes the Command for the value it is switched to.
    public init<Command: Sendable>(_ label: String, isOn: Bool, command: @escaping @Sendable (Bool) -> Command) {
        self.label = CanonicalComposition.nfc(label)
        self.isOn = isOn
        self.command = .flag(command)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.toggle(label: label, isOn: isOn), control: command)]
    }
}
