/// A store that runs one ``ScreenLogic``: the logic's screen on its own, with
/// everything a ``CoreViewStore`` has (relays, Observation, the test store,
/// the screen host, flow scripts).
///
/// ```swift
/// let store = ScreenStore(Counter(), initialState: .init())
/// await store.dispatchCommand(.increment)
/// store.currentState.count   // 1
/// ```
///
/// A screen that is part of a parent needs no store of its own: the parent's
/// store runs the child's logic (see ``CommandContext/forward(_:to:state:action:effect:)``).
/// `ScreenStore` is for a screen shown alone, and for testing a child screen
/// apart from its parent.
@MainActor
public final class ScreenStore<Logic: ScreenLogic>: CoreViewStore {
    /// The State of the logic's screen.
    public typealias State = Logic.State
    /// The Commands of the logic.
    public typealias Command = Logic.Command
    /// The Actions of the logic.
    public typealias Action = Logic.Action
    /// The Effects of the logic.
    public typealias Effect = Logic.Effect

    /// The logic whose work this store runs.
    public let logic: Logic
    /// The store's machinery.
    public let core: StoreCore<Command, Action, Effect>

    /// Creates a store for `logic`.
    ///
    /// - Parameters:
    ///   - logic: The screen's behaviour.
    ///   - initialState: The State before any Action.
    ///   - dependencies: What the work sees as ``Dependencies/current``; by
    ///     default the set current now.
    ///   - errorEffect: The Effect that reports an error the work throws.
    public init(
        _ logic: Logic,
        initialState: Logic.State,
        dependencies: Dependencies = .current,
        errorEffect: @escaping (any Error) -> Logic.Effect
    ) {
        self.logic = logic
        core = StoreCore(initialState: initialState, dependencies: dependencies, errorEffect: errorEffect)
    }

    /// Creates a store for `logic` without an error Effect: for a logic whose
    /// Effect is `Never`, or has no case for errors.
    ///
    /// ```swift
    /// let store = ScreenStore(Counter(), initialState: .init())
    /// ```
    ///
    /// An error the work throws is then a mistake, reported at this call:
    /// with `StatefulTesting` the running test fails, naming the Command and
    /// the error; elsewhere it is written to standard error. The Command
    /// ends as failed.
    ///
    /// - Parameters:
    ///   - logic: The screen's behaviour.
    ///   - initialState: The State before any Action.
    ///   - dependencies: What the work sees as ``Dependencies/current``; by
    ///     default the set current now.
    ///   - fileID: The file ID of the call, where an error is reported.
    ///   - filePath: The file path of the call, where an error is reported.
    ///   - line: The line of the call, where an error is reported.
    ///   - column: The column of the call, where an error is reported.
    public init(
        _ logic: Logic,
        initialState: Logic.State,
        dependencies: Dependencies = .current,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.logic = logic
        core = StoreCore(
            initialState: initialState, dependencies: dependencies,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Runs the logic's work for `command`.
    public func handleCommand(_ command: Logic.Command, context: CommandContext<Logic.Action, Logic.Effect>) async throws {
        try await logic.handle(command, context: context)
    }
}
