/// Forwarding a Command to the child presented in an optional slot of this
/// store's State: a sheet's form (one screen), or a destination of several
/// sheets whose screens are registered in a ``PathElement``.
extension CommandContext {
    /// Forwards `command` to the child screen `child` presented in the
    /// optional slot `slot` of this store's State (a sheet): runs its work in
    /// a context scoped to the slot, and cancels that work as soon as an
    /// Action empties the slot.
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case .sheet(let command):
    ///         try await context.forward(command, to: Counter(), presentedIn: \.sheet, action: App.Action.sheet) { effect, app in
    ///             switch effect {   // what the sheet's Effects do here
    ///             case .reachedTen: app.dispatchEffect(.failed("Enough"))
    ///             }
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// The parent reduces the child's Actions with `state.addSyncUp.apply(action)`
    /// (`Optional.apply(_:)`).
    ///
    /// The child's cancellation ids are scoped to the slot: two slots
    /// presenting the same kind of screen never cancel each other's work,
    /// and work the child started under an id ends with the presentation.
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - slot: Where this store's State holds the child, `nil` while it is
    ///     not presented.
    ///   - toAction: Wraps a child's Action as one of this store's.
    ///   - handleEffect: Decides what each of the child's Effects does here.
    ///   - fileID: The file ID of the call, where an empty slot is reported.
    ///   - filePath: The file path of the call, where an empty slot is reported.
    ///   - line: The line of the call, where an empty slot is reported.
    ///   - column: The column of the call, where an empty slot is reported.
    /// - Throws: ``ChildNotPresented`` when the slot is empty, which is also
    ///   reported at this call, naming the slot (with `StatefulTesting`, the
    ///   running test fails); `CancellationError` when the slot was emptied
    ///   while the work ran (the Command then ends as cancelled); whatever
    ///   the child's work throws.
    @MainActor
    public func forward<Child: ScreenLogic>(
        _ command: Child.Command,
        to child: Child,
        presentedIn slot: KeyPath<Action.State, Child.State?> & Sendable,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Child.Effect, CommandContext<Action, Effect>) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        guard let initial = state[keyPath: slot] else {
            let name = TypeName.full(Child.self)
            IssueReporter.report(ReportedIssue(
                "a Command was forwarded to \(name) in \(SlotName.of(slot)), which is empty (dismissed, or never presented): it did not run",
                fileID: fileID, filePath: filePath, line: line, column: column))
            throw ChildNotPresented(child: name, wasReported: true)
        }
        try await forward(
            command, to: child, initial: initial,
            scope: cancellation.appending(ObjectIdentifier(Child.self), slot),
            state: { $0[keyPath: slot] }, action: toAction, effect: handleEffect)
    }

    /// Forwards `command` to the destination presented in the optional slot
    /// `slot` of this store's State: finds the screen that
    /// ``PathElement/screens`` registers for the Command's case, and runs its
    /// logic in a context scoped to the slot, as
    /// ``forward(_:to:presentedIn:action:effect:fileID:filePath:line:column:)``
    /// does for one screen. Its work is cancelled as soon as an Action
    /// empties the slot or replaces its screen by another.
    ///
    /// One call routes every sheet of the destination:
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case .destination(let command):
    ///         try await context.forward(command, toPresented: \.destination, action: App.Action.destination) { effect, parent in
    ///             switch effect {   // what each screen's Effect does here
    ///             case .counter(.reachedTen): parent.dispatchEffect(.failed("Enough"))
    ///             }
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// The parent reduces the destination's Actions with
    /// `state.destination.apply(action)` (`Optional.apply(_:)`). A case
    /// without logic (an alert, whose buttons send the destination's
    /// Commands) has no screen to run: the parent handles its Commands
    /// before this call, as `case .destination(.alert(.confirm)):`.
    ///
    /// - Parameters:
    ///   - command: A Command of one of the destination's screens.
    ///   - slot: Where this store's State holds the destination, `nil` while
    ///     none is presented.
    ///   - toAction: Wraps a destination's Action as one of this store's.
    ///   - handleEffect: Decides what each of the destination's Effects does here.
    ///   - fileID: The file ID of the call, where a missing screen is reported.
    ///   - filePath: The file path of the call, where a missing screen is reported.
    ///   - line: The line of the call, where a missing screen is reported.
    ///   - column: The column of the call, where a missing screen is reported.
    /// - Throws: ``PathRoutingError/noScreenRegistered(path:command:)`` when
    ///   no screen takes the Command's case; ``ChildNotPresented`` when the
    ///   slot is empty or holds another screen, which is also reported at
    ///   this call, naming the slot (with `StatefulTesting`, the running test
    ///   fails); `CancellationError` when the screen was dismissed or
    ///   replaced while its work ran; whatever the work throws.
    @MainActor
    public func forward<Element: PathElement>(
        _ command: Element.Command,
        toPresented slot: KeyPath<Action.State, Element?> & Sendable,
        action toAction: @escaping @Sendable (Element.Action) -> Action,
        effect handleEffect: @escaping @MainActor @Sendable (Element.Effect, CommandContext<Action, Effect>) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws {
        let element = state[keyPath: slot]
        let found = try PathScreen.routing(command, for: element)
        guard case .run(let run) = found.route, let element else {
            let held = element.map { "holds another destination (\(EnumCasePayload.caseName(of: $0) ?? "\($0)"))" }
            IssueReporter.report(ReportedIssue(
                "a Command was forwarded to \(found.screen.name) in \(SlotName.of(slot)), which "
                    + (held ?? "is empty (dismissed, or never presented)") + ": it did not run",
                fileID: fileID, filePath: filePath, line: line, column: column))
            throw ChildNotPresented(child: found.screen.name, wasReported: true)
        }
        let elementContext = scope(
            cancellation: cancellation.appending(ObjectIdentifier(Element.self), slot),
            initial: element,
            state: { $0[keyPath: slot] },
            action: PathElementAction<Element>.unwrapping(toAction),
            effect: handleEffect)
        try await run(elementContext)
    }
}
