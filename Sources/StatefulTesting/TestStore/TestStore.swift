import Stateful
import StatefulSnapshot

/// An exhaustive test harness for a ``Stateful/CoreViewStore``: send a
/// Command and say exactly how the State must change; receive every Effect
/// in order; fail, with a diff, on anything else.
///
/// ```swift
/// @Test func saveTheProfile() async {
///     let clock = TestClock()
///     let server = FakeProfileServer(latency: .seconds(1), clock: clock)
///     let store = TestStore(ProfileStore(client: server.client), clock: clock)
///
///     await store.send(.setName("Ada")) {
///         $0.modifyContent { $0.name = "Ada" }
///     }
///     await store.send(.enterPin("4711")) {
///         $0.modifyContent { $0.pin = "4711" }
///     }
///     await store.send(.save)
///     await store.receive(.showProgress)
///     clock.advance(by: .seconds(1))
///     await store.receive(.dismissProgress)
///     await store.receive(.saved)
///     await store.finish()
/// }
/// ```
///
/// ## How steps are checked
/// - ``send(_:assert:fileID:filePath:line:column:)`` dispatches the Command
///   and returns once the store's work has settled: it can do nothing more
///   until the ``TestClock`` advances or the test feeds it (yields to a
///   stream, resumes a continuation). Every Action its child tasks, task
///   groups, actors and `for await` loops could apply by then has been
///   applied (``Stateful/WorkSettling/exact``). Nothing sleeps or times out:
///   the test store counts the work's jobs and watches the main actor.
/// - Each step's `assert` closure mutates a copy of the State as it was after
///   the previous step into the State expected now. The step fails, showing a
///   ``StatefulSnapshot/ValueDiff`` (`-` expected, `+` actual), if they differ;
///   with no closure, the State must not have changed.
/// - Effects queue up as they are emitted; ``receive(_:assert:fileID:filePath:line:column:)``
///   takes the oldest one and fails if it is not the one expected. Sending a
///   Command while Effects are unreceived fails.
/// - ``finish(fileID:filePath:line:column:)`` fails if an Effect was not
///   received, a State change not asserted, or a Command is still running
///   (which it then cancels). A store released without `finish()` reports
///   unreceived Effects and running work too.
///
/// Failures go to Swift Testing or XCTest, whichever runs the test, at the
/// line of the failing step. Every value in a message is a dump, so secrets
/// stay masked. Set ``exhaustivity`` to ``Exhaustivity/off`` for long flows.
///
/// The store's work should wait only on things the test controls (the
/// ``TestClock``, streams and continuations the test holds): work that waits
/// on anything else, such as a real server, counts as settled while it
/// waits. For such a store, pass `settling: .untilCommandsEnd`, and each step
/// waits until every running Command has ended or sleeps on the clock.
@MainActor
public final class TestStore<Store: CoreViewStore> where Store.State: Equatable {
    /// The State of the store under test.
    public typealias State = Store.State
    /// The Commands it takes.
    public typealias Command = Store.Command
    /// The Effects it emits.
    public typealias Effect = Store.Effect

    /// The store under test.
    public let store: Store
    /// The clock the store's dependencies wait on, if any.
    public let clock: TestClock?
    /// How strictly steps are checked; can change between steps.
    public var exhaustivity: Exhaustivity {
        didSet {
            let exhaustive = exhaustivity == .on
            leftovers.counts.withLock { $0.exhaustive = exhaustive }
        }
    }

    /// The Effects emitted and not yet received, oldest first.
    public private(set) var unreceivedEffects: [Effect] = [] {
        didSet {
            let count = unreceivedEffects.count
            leftovers.counts.withLock { $0.unreceivedEffects = count }
        }
    }

    private var assertedState: State
    private var runningCommands: [CommandID: Command] = [:] {
        didSet {
            let count = runningCommands.count
            leftovers.counts.withLock { $0.runningCommands = count }
        }
    }
    private var lastStartedCommand: CommandID?
    private let settler: WorkSettler
    private var observation: StoreObservation?
    private let leftovers = TestStoreLeftovers()
    private let creation: CallSite

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - store: The store under test, with its dependencies.
    ///   - clock: The clock its dependencies wait on; steps then also settle
    ///     when all running work waits on it.
    ///   - exhaustivity: ``Exhaustivity/on`` unless the test is a long flow.
    ///   - settling: When a step returns: ``Stateful/WorkSettling/exact`` (the
    ///     default) once the work can do nothing more without the test;
    ///     ``Stateful/WorkSettling/untilCommandsEnd`` for a store whose work
    ///     waits on something outside the test, such as a real server.
    public init(
        _ store: Store, clock: TestClock? = nil, exhaustivity: Exhaustivity = .on,
        settling: WorkSettling = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.store = store
        self.clock = clock
        self.exhaustivity = exhaustivity
        self.assertedState = store.currentState
        self.creation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let exhaustive = exhaustivity == .on
        leftovers.counts.withLock { $0.exhaustive = exhaustive }
        settler = WorkSettler(core: store.core, clock: clock, settling: settling)
        observation = store.core.observe { [weak self] event in
            self?.record(event)
        }
    }

    deinit {
        if let message = leftovers.messageAtRelease() {
            creation.record(message)
        }
    }

    /// The store's current State.
    public var state: State { store.currentState }

    // MARK: Steps

    /// Sends `command` and returns once the store's work has settled, then
    /// checks the State.
    ///
    /// ```swift
    /// await store.send(.setName("Ada")) {
    ///     $0.modifyContent { $0.name = "Ada" }
    /// }
    /// ```
    ///
    /// - Parameter update: Changes the State as it was after the previous
    ///   step into the State expected now. Omit it when nothing may change.
    /// - Returns: The Command's work, to cancel it or wait for its end.
    @discardableResult
    public func send(
        _ command: Command,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "send(\(ValueDump.node(of: command).singleLine))"
        if !unreceivedEffects.isEmpty {
            if exhaustivity == .on {
                site.record("\(step): must receive every Effect before sending a Command; unreceived:\n"
                    + Self.list(unreceivedEffects))
            }
            unreceivedEffects.removeAll()
        }
        checkNoUnassertedChange(before: step, at: site)

        settler.send(command, to: store)
        await settle()
        let id = lastStartedCommand
        checkState(update, after: step, at: site)
        return TestStoreTask(
            commandID: id,
            cancel: { [weak self] in
                guard let id else { return }
                self?.store.core.cancel(id)
                await self?.settle()
            },
            isRunning: { [weak self] in id.map { self?.runningCommands[$0] != nil } ?? false },
            finish: { [weak self] site in
                await self?.settle()
                guard let self, let id, self.runningCommands[id] != nil else { return }
                site.record("\(step) is still running: its work waits on the clock. "
                    + "Advance the TestClock or cancel the task first.")
            })
    }

    /// Receives the oldest unreceived Effect, which must equal `expected`,
    /// then checks the State.
    ///
    /// ```swift
    /// await store.receive(.saved)
    /// ```
    ///
    /// With ``Exhaustivity/off``, Effects before the first one equal to
    /// `expected` are skipped.
    public func receive(
        _ expected: Effect,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Effect: Equatable {
        await receive(
            ValueDump.node(of: expected).singleLine, expected: expected, where: { $0 == expected },
            assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Effect, which must satisfy `matches`,
    /// then checks the State. For Effects that are not `Equatable`.
    ///
    /// ```swift
    /// await store.receive("presentError") {
    ///     if case .presentError = $0 { true } else { false }
    /// }
    /// ```
    public func receive(
        _ description: String,
        where matches: (Effect) -> Bool,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await receive(
            description, expected: nil, where: matches, assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Moves the ``clock`` forward by `duration`, one sleep's deadline at a
    /// time, letting the store's work settle after each, then checks the State.
    ///
    /// ```swift
    /// await store.send(.save)                       // waits 1 s for the server
    /// await store.receive(.showProgress)
    /// await store.advance(by: .seconds(1))          // the server saves
    /// await store.receive(.dismissProgress)
    /// ```
    ///
    /// Work woken at one deadline that starts another sleep ending within
    /// `duration` is woken again, as it would be in real time. Fails when the
    /// test store has no clock.
    public func advance(
        by duration: Duration,
        assert update: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let clock else {
            site.record("advance(by:) needs a TestClock: create the TestStore with `clock:`.")
            return
        }
        await settle()
        let target = clock.now.advanced(by: duration)
        while let deadline = clock.nextDeadline, deadline <= target {
            clock.advance(to: deadline)
            await settle()
        }
        clock.advance(to: target)
        await settle()
        checkState(update, after: "advance(by: \(duration))", at: site)
    }

    /// Drops every unreceived Effect without checking it.
    public func skipReceivedEffects() async {
        await settle()
        unreceivedEffects.removeAll()
    }

    /// Waits for the store's work to settle, then fails if an Effect was not
    /// received, a State change was not asserted, or a Command's work is
    /// still running (which it then cancels). Call it at the end of every test.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await settle()
        if !runningCommands.isEmpty {
            if exhaustivity == .on {
                let names = runningCommands.keys.sorted().compactMap { id in
                    runningCommands[id].map { "  \(id) \(ValueDump.node(of: $0).singleLine)" }
                }
                let hint = clock == nil ? "" : ", waiting on the clock"
                site.record("\(runningCommands.count) command(s) still running at the end of the test\(hint):\n"
                    + names.joined(separator: "\n")
                    + "\nAdvance the TestClock, cancel the work, or use exhaustivity .off.")
            }
            // What the cancellation itself causes is not the test's to assert.
            checkNoUnassertedChange(before: "finish()", at: site)
            let effectsBeforeCancelling = unreceivedEffects.count
            store.core.cancelAll()
            await settle()
            unreceivedEffects.removeLast(unreceivedEffects.count - effectsBeforeCancelling)
            assertedState = store.currentState
        }
        if !unreceivedEffects.isEmpty {
            if exhaustivity == .on {
                site.record("\(unreceivedEffects.count) effect(s) emitted but never received:\n"
                    + Self.list(unreceivedEffects))
            }
            unreceivedEffects.removeAll()
        }
        checkNoUnassertedChange(before: "finish()", at: site)
        leftovers.counts.withLock { $0.finished = true }
    }

    // MARK: Checking

    private func receive(
        _ description: String, expected: Effect?, where matches: (Effect) -> Bool,
        assert update: ((inout State) -> Void)?, at site: CallSite
    ) async {
        await settle()
        let step = "receive(\(description))"
        if let index = unreceivedEffects.firstIndex(where: matches),
           exhaustivity == .off || index == 0 {
            unreceivedEffects.removeFirst(index + 1)
        } else if let first = unreceivedEffects.first, exhaustivity == .on {
            var message = "\(step): received a different Effect first"
            if let expected, let diff = ValueDiff.lines(from: expected, to: first) {
                message += ": (- expected, + received)\n\n" + diff.joined(separator: "\n")
            } else {
                message += ":\n  effect \(ValueDump.node(of: first).singleLine)"
            }
            site.record(message)
            unreceivedEffects.removeFirst()
        } else {
            var message = "\(step): the Effect was never emitted"
            if !unreceivedEffects.isEmpty {
                message += "; unreceived:\n" + Self.list(unreceivedEffects)
                unreceivedEffects.removeAll()
            } else if !runningCommands.isEmpty, clock != nil {
                message += " (\(runningCommands.count) command(s) are waiting on the clock: advance it first)"
            }
            site.record(message + ".")
        }
        checkState(update, after: step, at: site)
    }

    private func checkState(_ update: ((inout State) -> Void)?, after step: String, at site: CallSite) {
        let actual = store.currentState
        var expected = exhaustivity == .on ? assertedState : actual
        update?(&expected)
        assertedState = actual
        guard expected != actual else { return }
        let what = update == nil ? "State changed, but no change was asserted" : "State differs from the expected State"
        site.record("\(step): \(what)" + Self.stateDiff(expected: expected, actual: actual))
    }

    private func checkNoUnassertedChange(before step: String, at site: CallSite) {
        let actual = store.currentState
        guard actual != assertedState else { return }
        if exhaustivity == .on {
            site.record("State changed after the last step and before \(step), but no change was asserted"
                + Self.stateDiff(expected: assertedState, actual: actual))
        }
        assertedState = actual
    }

    private static func stateDiff(expected: State, actual: State) -> String {
        guard let diff = ValueDiff.lines(from: expected, to: actual) else {
            return " only in secret values, which are not shown."
        }
        return ": (- expected, + actual)\n\n" + diff.joined(separator: "\n")
    }

    private static func list(_ effects: [Effect]) -> String {
        effects.map { "  effect " + ValueDump.node(of: $0).singleLine }.joined(separator: "\n")
    }

    // MARK: Settling

    private func record(_ event: StoreEvent<Command, Store.Action, Effect>) {
        switch event {
        case .commandStarted(let id, let command):
            lastStartedCommand = id
            runningCommands[id] = command
        case .effect(let effect, _):
            unreceivedEffects.append(effect)
        case .commandFinished(let id, _):
            runningCommands[id] = nil
        case .action:
            break
        }
    }

    /// Returns once every Command sent has started and every running one has
    /// ended or waits on the clock. Event-driven, never a timer.
    private func settle() async {
        await settler.settle()
    }
}
