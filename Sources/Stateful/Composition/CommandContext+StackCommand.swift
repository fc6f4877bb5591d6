/// Routing every ``StackCommand`` of a stack with one call.
extension CommandContext {
    /// Routes `command` for the stack that `path` reads from this store's
    /// State: a push or a pop becomes that ``StackAction``, wrapped by
    /// `action`; an element's Command runs in the logic its ``PathElement``
    /// registers, as ``forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``
    /// runs it (cancellation ids of its own, work cancelled when it leaves
    /// the stack), its Actions wrapped as `.element(id:action:)`.
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case .stack(let command):
    ///         try await context.forward(command, of: \.path, action: App.Action.stack) { id, effect, parent in
    ///             switch effect {
    ///             case .counter(.reachedTen): parent.dispatchAction(.stack(.popFrom(id: id)))
    ///             }
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - command: The push, pop or element Command.
    ///   - path: Reads the stack from this store's State.
    ///   - toAction: Wraps a ``StackAction`` as one of this store's Actions.
    ///   - handleEffect: Decides what an element's Effect does here; it is
    ///     given the element's id.
    ///   - fileID: The file ID of the call, where a missing element is reported.
    ///   - filePath: The file path of the call, where a missing element is reported.
    ///   - line: The line of the call, where a missing element is reported.
    ///   - column: The column of the call, where a missing element is reported.
    /// - Throws: ``ChildNotPresented`` when a pop or an element's Command
    ///   names an id not on the stack (also reported at this call: with
    ///   `StatefulTesting`, the running test fails naming the id); what
    ///   ``forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``
    ///   throws for an element's Command.
    @MainActor
    public func forward<Element: PathElement>(
        _ command: StackCommand<Element>,
        of path: @escaping @MainActor @Sendable (Action.State) -> StackState<Element>,
        action toAction: @escaping @Sendable (StackAction<Element>) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (
            StackElementID, Element.Effect, CommandContext<Action, Effect>
        ) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        switch command {
        case let .push(element, id):
            // A push with an id already on the stack is reported where the
            // Action is applied (`StackState.append(_:id:)`).
            dispatchAction(toAction(.push(element, id: id)))
        case .popFrom(let id):
            let stack = path(state)
            guard stack.contains(id: id) else {
                IssueReporter.report(ReportedIssue(
                    "a pop was asked from \(id), which is not on the stack (\(stack.stackDescription)): nothing was popped",
                    fileID: fileID, filePath: filePath, line: line, column: column))
                throw ChildNotPresented(child: "\(TypeName.full(Element.self)) \(id)", wasReported: true)
            }
            dispatchAction(toAction(.popFrom(id: id)))
        case let .element(id, command):
            try await forward(
                command, toElement: id, of: path,
                action: StackAction.wrappingElement(id, in: toAction),
                effect: { effect, parent in handleEffect(id, effect, parent) },
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
