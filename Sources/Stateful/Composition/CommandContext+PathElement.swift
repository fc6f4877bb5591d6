/// Forwarding a Command to an element of a stack whose screens are
/// registered in their ``PathElement``.
extension CommandContext {
    /// Forwards `command` to the element `id` of the stack that `path` reads
    /// from this store's State: finds the screen that ``PathElement/screens``
    /// registers for the Command's case, and runs its logic as
    /// ``forward(_:to:id:state:action:effect:fileID:filePath:line:column:)``
    /// does, in a context scoped to that element — its cancellation ids are
    /// its own, its work is cancelled when it leaves the stack, and its
    /// Actions reach this store wrapped by `action`.
    ///
    /// One call routes every screen of the stack:
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case let .path(id, command):
    ///         try await context.forward(command, toElement: id, of: \.path, action: { .path(id, $0) }) { effect, parent in
    ///             switch effect {   // what each screen's Effect does here
    ///             case .counter(.reachedTen): parent.dispatchAction(.reachedTen(id))
    ///             }
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - command: A Command of one element's screen.
    ///   - id: The element it is for.
    ///   - path: Reads the stack from this store's State.
    ///   - toAction: Wraps an element's Action as one of this store's.
    ///   - handleEffect: Decides what each of the element's Effects does here.
    ///   - fileID: The file ID of the call, where a missing element is reported.
    ///   - filePath: The file path of the call, where a missing element is reported.
    ///   - line: The line of the call, where a missing element is reported.
    ///   - column: The column of the call, where a missing element is reported.
    /// - Throws: ``PathRoutingError/noScreenRegistered(path:command:)`` when
    ///   no screen takes the Command's case; ``ChildNotPresented`` (naming the
    ///   screen and `id`) when `id` is not on the stack or holds another
    ///   screen, which is also reported at this call (with
    ///   `StatefulTesting`, the running test fails); `CancellationError` when
    ///   the element was removed while its work ran; whatever the work throws.
    // Inlinable: compiled where the parent forwards, for its types, the
    // routing makes no generic type at run time on each Command.
    @MainActor @inlinable
    public func forward<Element: PathElement>(
        _ command: Element.Command,
        toElement id: StackElementID,
        of path: @escaping @MainActor @Sendable (Action.State) -> StackState<Element>,
        action toAction: @escaping @Sendable (Element.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Element.Effect, CommandContext<Action, Effect>) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        let element = path(state)[id: id]
        let found = try PathScreen.routing(command, for: element)
        // The element's scope is named by its type's identity, not its
        // name: a type's name is made by reflection, on every Command.
        guard case .run(let run) = found.route, let element else {
            throw Self.elementMissing(
                found.screen, id: id, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        let elementContext = scope(
            cancellation: cancellation.appending(ObjectIdentifier(Element.self), id),
            initial: element,
            state: { path($0)[id: id] },
            action: PathElementAction<Element>.unwrapping(toAction),
            effect: handleEffect)
        try await run(elementContext)
    }

    /// Reports, at the call of
    /// ``forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``,
    /// a Command of `screen` forwarded to element `id`, which is not on the
    /// stack or holds another screen; returns the error the call throws.
    @usableFromInline
    static func elementMissing<Element: PathElement>(
        _ screen: PathScreen<Element>, id: StackElementID,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> ChildNotPresented {
        ChildNotPresented.reported(
            "\(screen.name) \(id)", missingAs: "popped, never pushed, or another screen",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
