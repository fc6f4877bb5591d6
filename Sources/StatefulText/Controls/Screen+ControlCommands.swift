import Stateful

extension Screen {
    /// The screen with its controls' Commands mapped by `transform` where
    /// they are `ChildCommand`s; any other control unchanged.
    ///
    /// A parent that shows a child's screen gives the child's controls the
    /// parent's Commands, which route back to the child, as
    /// ``PresentationChange/mapCommands(_:)`` does for alerts:
    ///
    /// ```swift
    /// let id: StackElementID = 0
    /// let counter = Counter.State()
    /// let screen = CounterScreen(counter).screen.mapCommands { (command: Counter.Command) in
    ///     App.Command.path(id, .counter(command))
    /// }
    /// ```
    public func mapCommands<ChildCommand, Command: Hashable & Sendable>(
        _ transform: @escaping @Sendable (ChildCommand) -> Command
    ) -> Screen {
        var copy = self
        copy.elements = elements.map { $0.mappingControls { $0.map(transform) } }
        return copy
    }
}

extension ControlCommand {
    /// The control Command with the Commands it sends mapped by `transform`
    /// where they are `ChildCommand`s; unchanged where they are not.
    public func map<ChildCommand, Command: Hashable & Sendable>(
        _ transform: @escaping @Sendable (ChildCommand) -> Command
    ) -> ControlCommand {
        switch source {
        case .fixed(let command):
            guard let child = command as? ChildCommand else { return self }
            return .send(transform(child))
        case .text(let make):
            guard makesCommands(of: ChildCommand.self) else { return self }
            return ControlCommand(
                source: .text { text in
                    let made = make(text)
                    guard let child = made as? ChildCommand else { return made }
                    return transform(child)
                },
                commandType: Command.self)
        case .flag(let make):
            guard makesCommands(of: ChildCommand.self) else { return self }
            return ControlCommand(
                source: .flag { isOn in
                    let made = make(isOn)
                    guard let child = made as? ChildCommand else { return made }
                    return transform(child)
                },
                commandType: Command.self)
        }
    }

    /// Whether the Commands it makes are of `type`, or of a type with the
    /// same name.
    private func makesCommands(of type: Any.Type) -> Bool {
        commandType == type || commandTypeName == TypeName.full(type)
    }
}

extension ScreenElement {
    /// The element with `transform` applied to the Command of every control
    /// in it; texts and structure unchanged.
    func mappingControls(_ transform: (ControlCommand) -> ControlCommand) -> ScreenElement {
        func children(_ elements: [ScreenElement]) -> [ScreenElement] {
            elements.map { $0.mappingControls(transform) }
        }
        let mappedKind: Kind
        switch kind {
        case let .verticalStack(spacing, elements):
            mappedKind = .verticalStack(spacing: spacing, children: children(elements))
        case let .horizontalStack(spacing, elements):
            mappedKind = .horizontalStack(spacing: spacing, children: children(elements))
        case let .section(header, elements):
            mappedKind = .section(header: header, children: children(elements))
        case .list(let rows):
            mappedKind = .list(rows: rows.map(children))
        case .group(let elements):
            mappedKind = .group(children(elements))
        case .text, .textField, .secureField, .button, .toggle, .divider, .spacer, .progress, .failure:
            mappedKind = kind
        }
        return ScreenElement(mappedKind, control: control.map(transform))
    }
}
