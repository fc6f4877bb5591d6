import Stateful

extension TestStore {
    /// Creates a test store for `logic`, run by a ``/Stateful/ScreenStore`` of
    /// its own that has no error Effect: no store to build by hand, and no
    /// Effect case for errors in a logic that has none (or whose Effect is
    /// `Never`).
    ///
    /// ```swift
    /// let store = TestStore(Counter(), initialState: Counter.State())
    /// await store.send(.increment) { $0.count = 1 }
    /// ```
    ///
    /// An error the logic's work throws fails the test at this line, naming
    /// the error, and the Command ends as failed.
    ///
    /// - Parameters:
    ///   - logic: The screen's behaviour under test.
    ///   - initialState: The State before any Action, made with `dependencies`
    ///     current, so that its `@Shared` values live in their storage.
    ///   - dependencies: What the work sees as ``/Stateful/Dependencies/current``;
    ///     by default the set current now (call it inside `withTestDependencies`).
    ///     When its shared storage is the live one (a test with no test
    ///     dependencies of its own), the store gets a new in-memory storage:
    ///     each such test store has shared values, files and defaults of its
    ///     own.
    ///   - clock: The clock its dependencies wait on; steps then also settle
    ///     when all running work waits on it.
    ///   - exhaustivity: ``Exhaustivity/on`` unless the test is a long flow.
    ///   - actions: ``ActionChecking/perStep`` (the default) or ``ActionChecking/received``.
    ///   - settling: When a step returns; ``/Stateful/WorkSettling/exact`` by default.
    ///   - fileID: The file ID of the call, where a failure is reported.
    ///   - filePath: The file path of the call, where a failure is reported.
    ///   - line: The line of the call, where a failure is reported.
    ///   - column: The column of the call, where a failure is reported.
    public convenience init<Logic: ScreenLogic>(
        _ logic: Logic, initialState: @autoclosure () -> Logic.State, dependencies: Dependencies = .current,
        clock: TestClock? = nil, exhaustivity: Exhaustivity = .on,
        actions: ActionChecking = .perStep, settling: WorkSettling = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) where Store == ScreenStore<Logic> {
        // Shared values of its own when the test gave it none: the State is
        // made, and the store runs, with a new in-memory storage.
        let dependencies = dependencies.sharedStorage.isSame(as: .live)
            ? dependencies.updating { $0.sharedStorage = .inMemory() } : dependencies
        let state = Dependencies.$current.withValue(dependencies) { initialState() }
        let store = ScreenStore(
            logic, initialState: state, dependencies: dependencies,
            fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(
            store, clock: clock, exhaustivity: exhaustivity, actions: actions, settling: settling,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
