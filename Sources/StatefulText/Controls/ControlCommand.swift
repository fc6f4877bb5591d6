import Stateful

/// What a control on a screen sends to the store when a person uses it: a
/// fixed Command (a button, a list row), or a Command made from the new text
/// (a text field) or the new value (a toggle).
///
/// You rarely build one yourself: give the control its Command where you
/// describe the screen, and the element keeps it.
///
/// ```swift
/// let state = TransferState(amount: "120")
/// let screen = Screen("Transfer") {
///     Button("Continue", isEnabled: state.canContinue, command: TransferCommand.continueTapped)
///     TextField("Amount", text: state.amount, onChange: TransferCommand.amountChanged)
///     Toggle("Remember me", isOn: state.remember, command: TransferCommand.setRemember)
/// }
/// ```
///
/// A flow's `tap`, `type … into` and `toggle` statements send it (see
/// ``ScreenControl``). The Command is kept type-erased, as an
/// ``AlertButton``'s is, so that a ``Screen`` stays a plain value; the
/// runner checks that it is the store's Command type when it sends it.
///
/// Two control Commands are equal when they send equal fixed Commands, or
/// when both make their Command from input and make Commands of the same
/// type: closures cannot be compared, so the element's label tells those
/// apart.
public struct ControlCommand: Sendable, Hashable {
    enum Source: Sendable {
        case fixed(any Hashable & Sendable)
        case text(@Sendable (String) -> any Sendable)
        case flag(@Sendable (Bool) -> any Sendable)
    }

    let source: Source
    /// The type of the Commands it sends.
    let commandType: Any.Type

    /// The type of the Commands it sends, named in full.
    ///
    /// Named when read, once per type (a screen is built on every change of
    /// State, and few of its controls' type names are ever read).
    public var commandTypeName: String {
        TypeName.full(commandType)
    }

    /// A control that always sends `command`.
    public static func send<Command: Hashable & Sendable>(_ command: Command) -> ControlCommand {
        ControlCommand(source: .fixed(command), commandType: Command.self)
    }

    /// A control that sends the Command `make` makes from the text a person
    /// typed (a ``TextField`` or ``SecureField``).
    public static func text<Command: Sendable>(_ make: @escaping @Sendable (String) -> Command) -> ControlCommand {
        ControlCommand(source: .text { make($0) }, commandType: Command.self)
    }

    /// A control that sends the Command `make` makes from the value a person
    /// switched it to (a ``Toggle``).
    public static func flag<Command: Sendable>(_ make: @escaping @Sendable (Bool) -> Command) -> ControlCommand {
        ControlCommand(source: .flag { make($0) }, commandType: Command.self)
    }

    /// Whether both make Commands of types with the same name (the same
    /// type, at no cost).
    func sendsTheSameType(as other: ControlCommand) -> Bool {
        commandType == other.commandType || commandTypeName == other.commandTypeName
    }

    /// The fixed Command, for a control that sends one whatever the input;
    /// `nil` for one that makes its Command from text or a value.
    public var fixedCommand: (any Hashable & Sendable)? {
        if case .fixed(let command) = source { return command }
        return nil
    }

    /// The Command for typed `text`; `nil` when the control does not take text.
    public func command(text: String) -> (any Sendable)? {
        if case .text(let make) = source { return make(text) }
        return nil
    }

    /// The Command for switching to `isOn`; `nil` when the control does not
    /// take a value.
    public func command(isOn: Bool) -> (any Sendable)? {
        if case .flag(let make) = source { return make(isOn) }
        return nil
    }

    /// Whether both send equal fixed Commands, or both make Commands of the
    /// same type from the same kind of input.
    public static func == (lhs: ControlCommand, rhs: ControlCommand) -> Bool {
        switch (lhs.source, rhs.source) {
        case let (.fixed(left), .fixed(right)): AnyHashable(left) == AnyHashable(right)
        case (.text, .text), (.flag, .flag): lhs.sendsTheSameType(as: rhs)
        default: false
        }
    }

    /// Hashes the fixed Command, or the Command type and the kind of input.
    public func hash(into hasher: inout Hasher) {
        switch source {
        case .fixed(let command):
            hasher.combine(0)
            hasher.combine(AnyHashable(command))
        case .text:
            hasher.combine(1)
            hasher.combine(commandTypeName)
        case .flag:
            hasher.combine(2)
            hasher.combine(commandTypeName)
        }
    }
}
