import Foundation
import Stateful

/// What a feature needs to know to build a session.
public struct ScriptContext: Sendable {
    /// The script's clock. Backends that wait (latency, timeouts) should wait
    /// on it: the runner moves it forward, so flows run instantly and the same
    /// way every time, and `start`/`cancel` can stop work at a known point.
    public let clock: TestClock
    /// The values of the feature's own ``FeatureOption``s given on the
    /// command line, by option name (`["--server": "http://127.0.0.1:8080"]`).
    public let options: [String: String]

    /// The dependencies of the flow: the set current when the session was
    /// started, with ``clock`` as the clock dependency
    /// (``/Stateful/Dependencies/clock``) and a shared storage that keeps
    /// everything in memory (a new ``/Stateful/SharedStorage/inMemory()``,
    /// unless the set already has such a storage of its own): the flow's
    /// `@Shared` values,
    /// files and defaults are its own, nothing reaches the disk, and
    /// `relaunch` starts the app again on what it saved. ``FlowSession`` makes them
    /// current while the feature builds its session, so a store created in
    /// `makeSession` keeps them for all its Commands. A feature overrides
    /// more for its flows with `withDependencies` around its store's
    /// creation; code that starts a ``FlowSession`` inside `withDependencies`
    /// overrides them for that one flow.
    public let dependencies: Dependencies

    /// The flow's own folder, for what the app saves: kept across
    /// `relaunch`, removed when the flow ends (see ``FlowFiles``).
    public let files: FlowFiles

    /// How many times the flow relaunched the app before this session: 0
    /// for the first session, 1 after the first `relaunch`, …
    public let launch: Int

    /// Creates a context whose dependencies are `dependencies` (by default
    /// the current set) with `clock` as the clock dependency.
    public init(
        clock: TestClock, options: [String: String] = [:], dependencies: Dependencies = .current,
        files: FlowFiles = FlowFiles(), launch: Int = 0
    ) {
        self.clock = clock
        self.options = options
        self.dependencies = dependencies.updating {
            $0.clock = clock
            if $0.sharedStorage.isSame(as: .live) || !$0.sharedStorage.isInMemory { $0.sharedStorage = .inMemory() }
        }
        self.files = files
        self.launch = launch
    }
}
