extension CommandContext {
    /// Forwards `command` to the child screen `child`, whose logic sends no
    /// Effects (its `Effect` is `Never`), as
    /// ``forward(_:to:state:action:effect:)`` does, with nothing to say
    /// about Effects: TCA's `Scope(state:action:)`.
    ///
    /// ```swift
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case .feed(let command):
    ///         try await context.forward(command, to: Feed(), state: { $0.feed }, action: App.Action.feed)
    ///     default:
    ///         break
    ///     }
    /// }
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
    /// func handle(_ command: App.Command, context: CommandContext<App.Action, App.Effect>) async throws {
    ///     switch command {
    ///     case let .path(id, .feed(command)):
    ///         try await context.forward(
    ///             command, to: Feed(), id: id, state: { $0.path[id: id, case: Path.feed] }, action: { .path(id, .feed($0)) })
    ///     default:
    ///         break
    ///     }
    /// }
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

extension CommandContext {
    /// Forwards `command` to the child screen presented in `slot` (a sheet),
    /// whose logic sends no Effects, as
    /// ``forward(_:to:presentedIn:action:effect:fileID:filePath:line:column:)``
    /// does, with nothing to say about Effects.
    ///
    /// - Parameters:
    ///   - command: The child's Command.
    ///   - child: The child's logic.
    ///   - slot: Where this store's State holds the child, `nil` while it is
    ///     not presented.
    ///   - toAction: Wraps a child's Action as one of this store's.
    ///   - fileID: The file ID of the call, where an empty slot is reported.
    ///   - filePath: The file path of the call, where an empty slot is reported.
    ///   - line: The line of the call, where an empty slot is reported.
    ///   - column: The column of the call, where an empty slot is reported.
    /// - Throws: As the form with an `effect` closure does.
    @MainActor
    public func forward<Child: ScreenLogic>(
        _ command: Child.Command,
        to child: Child,
        presentedIn slot: KeyPath<Action.State, Child.State?> & Sendable,
        action toAction: @escaping @Sendable (Child.Action) -> Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws where Child.Effect == Never {
        try await forward(
            command, to: child, presentedIn: slot, action: toAction, effect: { _, _ in },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Forwards a stack's Command (a push, a pop, or a Command for one
    /// element) for a path whose screens send no Effects, as
    /// ``forward(_:of:action:effect:fileID:filePath:line:column:)`` does,
    /// with nothing to say about Effects.
    ///
    /// ```swift
    /// struct Feeds: ScreenLogic {
    ///     struct State: Equatable, Sendable { var path = StackState<FeedPath>() }
    ///     enum Command: Sendable { case path(StackCommand<FeedPath>) }
    ///     enum Action: ViewAction, Sendable {
    ///         case path(StackAction<FeedPath>)
    ///         static func transform(_ state: State, action: Action) -> State {
    ///             var state = state
    ///             switch action {
    ///             case .path(let action): state.path.apply(action)
    ///             }
    ///             return state
    ///         }
    ///     }
    ///
    ///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
    ///         switch command {
    ///         case .path(let command):
    ///             try await context.forward(command, of: \.path, action: Action.path)
    ///         }
    ///     }
    /// }
    ///
    /// enum FeedPath: PathElement, Equatable, Sendable {
    ///     case feed(FeedState)
    ///     enum Command: Hashable, Sendable { case feed(FeedCommand) }
    ///     enum Action: Equatable, Sendable { case feed(FeedAction) }
    ///
    ///     static var screens: [PathScreen<FeedPath>] {
    ///         [.screen(Feed(), state: Self.feed, command: Command.feed, action: Action.feed)]
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - command: The stack's Command.
    ///   - path: Finds the stack in this store's State.
    ///   - toAction: Wraps the stack's Action as one of this store's.
    ///   - fileID: The file ID of the call, where a missing element is reported.
    ///   - filePath: The file path of the call, where a missing element is reported.
    ///   - line: The line of the call, where a missing element is reported.
    ///   - column: The column of the call, where a missing element is reported.
    /// - Throws: As the form with an `effect` closure does.
    @MainActor
    public func forward<Element: PathElement>(
        _ command: StackCommand<Element>,
        of path: @escaping @MainActor @Sendable (Action.State) -> StackState<Element>,
        action toAction: @escaping @Sendable (StackAction<Element>) -> Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws where Element.Effect == Never {
        try await forward(
            command, of: path, action: toAction, effect: { _, _, _ in },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Forwards `command` to the stack element `id`, for a path whose
    /// screens send no Effects, as
    /// ``forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``
    /// does, with nothing to say about Effects.
    ///
    /// - Parameters:
    ///   - command: The element's Command.
    ///   - id: The element.
    ///   - path: Finds the stack in this store's State.
    ///   - toAction: Wraps the element's Action as one of this store's.
    ///   - fileID: The file ID of the call, where a missing element is reported.
    ///   - filePath: The file path of the call, where a missing element is reported.
    ///   - line: The line of the call, where a missing element is reported.
    ///   - column: The column of the call, where a missing element is reported.
    /// - Throws: As the form with an `effect` closure does.
    @MainActor
    public func forward<Element: PathElement>(
        _ command: Element.Command,
        toElement id: StackElementID,
        of path: @escaping @MainActor @Sendable (Action.State) -> StackState<Element>,
        action toAction: @escaping @Sendable (Element.Action) -> Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws where Element.Effect == Never {
        try await forward(
            command, toElement: id, of: path, action: toAction, effect: { _, _ in },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Forwards `command` to the child presented in `slot` (a destination of
    /// registered screens) whose screens send no Effects, as
    /// ``forward(_:toPresented:action:effect:fileID:filePath:line:column:)``
    /// does, with nothing to say about Effects.
    ///
    /// - Parameters:
    ///   - command: The destination's Command.
    ///   - slot: Where this store's State holds the destination.
    ///   - toAction: Wraps the destination's Action as one of this store's.
    ///   - fileID: The file ID of the call, where an empty slot is reported.
    ///   - filePath: The file path of the call, where an empty slot is reported.
    ///   - line: The line of the call, where an empty slot is reported.
    ///   - column: The column of the call, where an empty slot is reported.
    /// - Throws: As the form with an `effect` closure does.
    @MainActor
    public func forward<Element: PathElement>(
        _ command: Element.Command,
        toPresented slot: KeyPath<Action.State, Element?> & Sendable,
        action toAction: @escaping @Sendable (Element.Action) -> Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async throws where Element.Effect == Never {
        try await forward(
            command, toPresented: slot, action: toAction, effect: { _, _ in },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
