import Stateful

/// The work of one Command sent by ``TestStore/send(_:assert:fileID:filePath:line:column:)``.
///
/// ```swift
/// let clock = TestClock()
/// let server = FakeProfileServer(latency: .seconds(1), clock: clock)
/// let store = TestStore(ProfileStore(client: server.client), clock: clock)
/// let save = await store.send(.save)   // now waiting on the clock
/// await store.receive(.showProgress)
/// await save.cancel()
/// await store.receive(.dismissProgress)
/// ```
@MainActor
public struct TestStoreTask {
    /// The Command's position in the store, once it has started.
    public let commandID: CommandID?
    private let cancelWork: @MainActor () async -> Void
    private let isWorkRunning: @MainActor () -> Bool
    private let finishWork: @MainActor (CallSite) async -> Void

    init(
        commandID: CommandID?,
        cancel: @escaping @MainActor () async -> Void,
        isRunning: @escaping @MainActor () -> Bool,
        finish: @escaping @MainActor (CallSite) async -> Void
    ) {
        self.commandID = commandID
        self.cancelWork = cancel
        self.isWorkRunning = isRunning
        self.finishWork = finish
    }

    /// Whether the Command's work is still running.
    public var isRunning: Bool { isWorkRunning() }

    /// Cancels the Command's work and returns once the store's work has
    /// settled. Assert what the cancellation caused with `receive` and `finish`.
    public func cancel() async {
        await cancelWork()
    }

    /// Returns once the Command's work has ended; fails if it cannot end
    /// without the test's help (it is waiting on the ``/Stateful/TestClock``).
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await finishWork(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
