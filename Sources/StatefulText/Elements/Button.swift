/// A button, drawn `[ Save ]`, followed by `(disabled)` when it cannot be
/// tapped.
///
/// ```swift
/// let content = ProfileContent(name: "Ada", email: "ada@example.com")
/// let save = Button("Save", isEnabled: !content.name.isEmpty && !content.pin.isEmpty, command: ProfileCommand.save)
/// ```
///
/// Given the Command a tap sends, the button can be tapped by its title in
/// a flow (`tap "Save"`); a disabled one refuses the tap.
public struct Button: ScreenContent {
    let title: String
    let isEnabled: Bool
    let command: ControlCommand?

    /// Creates a button titled `title` that sends nothing a flow can tap.
    public init(_ title: String, isEnabled: Bool = true) {
        self.title = CanonicalComposition.nfc(title)
        self.isEnabled = isEnabled
        self.command = nil
    }

    /// Creates a button titled `title` whose tap sends `command` to the store.
    ///
    /// - Parameters:
    ///   - title: The button's title; a flow taps it by this.
    ///   - isEnabled: Whether it can be tapped; enabled by default.
    ///   - command: A value of the store's Command type.
    public init<Command: Hashable & Sendable>(_ title: String, isEnabled: Bool = true, command: Command) {
        self.title = CanonicalComposition.nfc(title)
        self.isEnabled = isEnabled
        self.command = .send(command)
    }

    /// Not available: a control's Command must be `Hashable`, so that a
    /// screen compares and finds controls by the Commands they carry.
    @available(*, unavailable, message: "a control's Command must be Hashable: declare the Command type `Hashable` (an enum whose payloads are Hashable gets it by adding `Hashable` to its declaration)")
    public init<Command: Sendable>(_ title: String, isEnabled: Bool = true, command: Command) {
        self.title = title
        self.isEnabled = isEnabled
        self.command = nil
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.button(title: title, isEnabled: isEnabled), control: command)]
    }
}
