extension CommandContext {
    /// Forwards `command` to the child screen `child`, whose logic sends no
    /// Effects (its `Effect` is `Never`), as
    /// ``forward(_:to:state:action:effect:)`` does, with nothing to say
    /// about Effects: TCA's `Scope(state:action:)`.
    ///
    /// ```swift
    /// case .counter(let command):
    ///     try await context.forward(command, to: CounterTab(), state: { $0.counter }, action: Action.counter)
    /// ```
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - toChild: Finds the child's State in this store's State, `nil` when
    ///     the child is not shown.
    ///   - toAction: Wraps a child's Action as one of this store's.
    /// - Throws: ``ChildNotPresented`` when the State holds no such child;
    ///   `CancellationError` when the child was dismissed while its work ran;
    ///   whatever the child's work throws.
    @MainActor
    public func forward<Child: ScreenLogic>(
        _ command: Child.Command,
        to child: Child,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> Child.State?,
        action toAction: @escaping @Sendable (Child.Action) -> Action
    ) async throws where Child.Effect == Never {
        try await forward(command, to: child, state: toChild, action: toAction, effect: { _, _ in })
    }

    /// Forwards `command` to the child screen `child` known by `id` among its
    /// siblings, whose logic sends no Effects, as
    /// ``forward(_:to:id:state:action:effect:fileID:filePath:line:column:)``
    /// does: TCA's `forEach` over the rows of an `IdentifiedArray`.
    ///
    /// ```swift
    /// case let .todo(id, command):
    ///     try await context.forward(
    ///         command, to: Todo(), id: id, state: { $0.todos[id: id] }, action: { .todo(id, $0) })
    /// ```
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - id: The child among its siblings, such as its row's id.
    ///   - toChild: Finds the child's State in this store's State, `nil` when
    ///     the child is not shown.
    ///   - toAction: Wraps a child's Action as one of this store's.
    ///   - fileID: The file ID of the call, where a missing child is reported.
    ///   - filePath: The file path of the call, where a missing child is reported.
    ///   - line: The line of the call, where a missing child is reported.
    ///   - column: The column of the call, where a missing child is reported.
    /// - Throws: ``ChildNotPresented`` (naming `id`) when the State holds no
    ///   such child; `CancellationError` when the child was dismissed while
    ///   its work ran; whatever the child's work throws.
    @MainActor
    public func forward<Child: ScreenLogic, ID: Hashable & Sendable>(
        _ command: Child.Command,
        to child: Child,
        id: ID,
        state toChild: @escaping @MainActor @Sendable (Action.State) -> Child.State?,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws where Child.Effect == Never {
        try await forward(
            command, to: child, id: id, state: toChild, action: toAction, effect: { _, _ in },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
