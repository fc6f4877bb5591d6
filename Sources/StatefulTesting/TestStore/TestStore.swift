import Stateful
import StatefulSnapshot

/// An exhaustive test harness for a ``/Stateful/CoreViewStore``: send a
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
///   until the ``/Stateful/TestClock`` advances or the test feeds it (yields to a
///   stream, resumes a continuation). Every Action its child tasks, task
///   groups, actors and `for await` loops could apply by then has been
///   applied (``/Stateful/WorkSettling/exact``). Nothing sleeps or times out:
///   the test store counts the work's jobs and watches the main actor.
/// - Each step's `assert` closure mutates a copy of the State as it was after
///   the previous step into the State expected now. The step fails, showing a
///   ``/StatefulSnapshot/ValueDiff`` (`-` expected, `+` actual), if they differ;
///   with no closure, the State must not have changed.
/// - Effects queue up as they are emitted; ``receive(_:assert:fileID:filePath:line:column:)``
///   takes the oldest one and fails if it is not the one expected. Sending a
///   Command while Effects are unreceived fails.
/// - ``finish(fileID:filePath:line:column:)`` fails if an Effect was not
///   received, a State change not asserted, or a Command is still running
///   (which it then cancels). A store released without `finish()` reports
///   them too: work still running at the `send` that started it, what was
///   never received at the line that made the store.
///
/// ## Receiving Actions one by one
/// Created with `actions: .received` (see ``ActionChecking``), the test store
/// also queues every Action, in the order dispatched and interleaved with
/// the Effects, with the State right after it. `send`'s closure describes the
/// State the Command's work left when it first suspended (the Actions it
/// dispatched synchronously, as a TCA reducer's change); each later Action
/// is received with ``receive(action:assert:fileID:filePath:line:column:)``,
/// whose closure describes the State it left, so a test shows the order the
/// work applied them:
///
/// ```swift
/// let speech = SpeechClient.saying("I completed", "I completed the project", thenFails: true)
/// let store = TestStore(Recorder(speech: speech), initialState: Recorder.State(), actions: .received)
/// let task = await store.send(.task)
/// await store.receive(action: .speechResult("I completed")) { $0.transcript = "I completed" }
/// await store.receive(action: .speechResult("I completed the project")) {
///     $0.transcript = "I completed the project"
/// }
/// await store.receive(.speechRecognizerFailed)
/// await task.cancel()
/// await store.finish()
/// ```
///
/// With exhaustivity on, every Action and Effect must be received, in
/// order, before the next `send` and by `finish()`; receiving another one
/// first fails with a diff. With ``Exhaustivity/off``, a `receive` skips the
/// entries before the one it names.
///
/// Failures go to Swift Testing or XCTest, whichever runs the test, at the
/// line of the failing step. Every value in a message is a dump, so secrets
/// stay masked. Set ``exhaustivity`` to ``Exhaustivity/off`` for long flows.
///
/// The store's work should wait only on things the test controls (the
/// ``/Stateful/TestClock``, streams and continuations the test holds): work that waits
/// on anything else, such as a real server, counts as settled while it
/// waits. For such a store, pass `settling: .untilCommandsEnd`, and each step
/// waits until every running Command has ended or sleeps on the clock.
@MainActor
public final class TestStore<Store: CoreViewStore> where Store.State: Equatable {
    /// The State of the store under test.
    public typealias State = Store.State
    /// The Commands it takes.
    public typealias Command = Store.Command
    /// The Actions its Commands' work dispatches.
    public typealias Action = Store.Action
    /// The Effects it emits.
    public typealias Effect = Store.Effect

    /// The store under test.
    public let store: Store
    /// The clock the store's dependencies wait on, if any.
    public let clock: TestClock?
    /// Whether Actions are received one by one (see ``ActionChecking``).
    public let actions: ActionChecking
    /// How strictly steps are checked; can change between steps.
    public var exhaustivity: Exhaustivity {
        didSet {
            let exhaustive = exhaustivity == .on
            leftovers.counts.withLock { $0.exhaustive = exhaustive }
        }
    }

    /// The Effects emitted and not yet received, oldest first.
    public var unreceivedEffects: [Effect] {
        unreceived.compactMap { if case .effect(let effect, _) = $0 { effect } else { nil } }
    }

    /// The Actions dispatched and not yet received, oldest first; always
    /// empty unless ``actions`` is ``ActionChecking/received``.
    public var unreceivedActions: [Action] {
        unreceived.compactMap { if case .action(let action, _, _) = $0 { action } else { nil } }
    }

    /// What the store's work dispatched and the test has not received yet, in
    /// order: the Effects, and with ``ActionChecking/received`` the Actions.
    /// With ``ActionChecking/perStep``: the Actions dispatched since the
    /// last `send`, not yet received with `receive(action:)`. Not part of
    /// exhaustivity: the step's closure asserts what they did.
    private var stepActions: [Dispatched] = []
    private var unreceived: [Dispatched] = [] {
        didSet {
            // Usually one appended: its line alone is written.
            let lines: [String]? = unreceived.count == oldValue.count + 1 ? nil : unreceived.map(\.line)
            let appended = lines == nil ? unreceived.last?.line : nil
            leftovers.counts.withLock {
                if let lines { $0.unreceived = lines } else if let appended { $0.unreceived.append(appended) }
            }
        }
    }
    /// The State after the last Action dispatched: the State an Effect is
    /// queued with.
    private var latestState: StateMoment<State>
    /// The State the last step asserted: where the next step's `assert`
    /// closure starts.
    private var assertedState: StateMoment<State>
    private var runningCommands: [CommandID: Command] = [:]
    private var lastStartedCommand: CommandID?
    /// The `send` whose Command the store starts next, noted for the
    /// failure of work still running when the test store is released.
    private var sendStartingNextCommand: CallSite?
    private let settler: WorkSettler
    private var observation: StoreObservation?
    private let leftovers = TestStoreLeftovers()
    private let creation: CallSite

    /// Creates a test store.
    ///
    /// From then on, a mistake the core finds while the store runs (an
    /// unimplemented endpoint called, a Command for a stack element that is
    /// not there, an id popped that is not on the stack) fails the running
    /// test at the line that made it.
    ///
    /// - Parameters:
    ///   - store: The store under test, with its dependencies.
    ///   - clock: The clock its dependencies wait on; steps then also settle
    ///     when all running work waits on it.
    ///   - exhaustivity: ``Exhaustivity/on`` unless the test is a long flow.
    ///   - actions: ``ActionChecking/perStep`` (the default) to describe the
    ///     State each step's Actions left in its `assert` closure;
    ///     ``ActionChecking/received`` to receive every Action one by one.
    ///   - settling: When a step returns: ``/Stateful/WorkSettling/exact`` (the
    ///     default) once the work can do nothing more without the test;
    ///     ``/Stateful/WorkSettling/untilCommandsEnd`` for a store whose work
    ///     waits on something outside the test, such as a real server.
    ///   - fileID: The file ID of the test store's creation, where a failure at its release is reported.
    ///   - filePath: The file path of the test store's creation, where a failure at its release is reported.
    ///   - line: The line of the test store's creation, where a failure at its release is reported.
    ///   - column: The column of the test store's creation, where a failure at its release is reported.
    public init(
        _ store: Store, clock: TestClock? = nil, exhaustivity: Exhaustivity = .on,
        actions: ActionChecking = .perStep, settling: WorkSettling = .exact,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        Dependencies.installIssueReporter()
        self.store = store
        self.clock = clock
        self.actions = actions
        self.exhaustivity = exhaustivity
        self.assertedState = .now(store.currentState)
        self.latestState = assertedState
        self.creation = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let exhaustive = exhaustivity == .on
        leftovers.counts.withLock { $0.exhaustive = exhaustive }
        settler = WorkSettler(core: store.core, clock: clock, settling: settling)
        observation = store.core.observe { [weak self] event in
            self?.record(event)
        }
    }

    deinit {
        for failure in leftovers.failuresAtRelease() {
            (failure.site ?? creation).record(failure.message)
        }
    }

    /// The store's current State.
    public var state: State { store.currentState }

    // MARK: Steps

    /// Sends `command` and returns once the store's work has settled, then
    /// checks the State.
    ///
    /// ```swift
    /// let store = TestStore(ProfileStore())
    /// await store.send(.setName("Ada")) {
    ///     $0.modifyContent { $0.name = "Ada" }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - command: The Command to send to the store.
    ///   - update: Changes the State as it was after the previous
    ///     step into the State expected now. Omit it when nothing may change.
    ///     With ``ActionChecking/received``, the State checked is the one the
    ///     Command's own first part left: the Actions its work dispatched
    ///     before it first suspended (all of them, for work that never
    ///     suspends), which the step takes as received. Actions dispatched
    ///     after that are received one by one with
    ///     ``receive(action:assert:fileID:filePath:line:column:)``.
    ///   - fileID: The file ID of the call, where a failure is reported.
    ///   - filePath: The file path of the call, where a failure is reported.
    ///   - line: The line of the call, where a failure is reported.
    ///   - column: The column of the call, where a failure is reported.
    /// - Returns: The Command's work, to cancel it or wait for its end.
    @discardableResult
    public func send(
        _ command: Command,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> TestStoreTask {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let step = "send(\(ValueDump.node(of: command).singleLine))"
        if !unreceived.isEmpty {
            if exhaustivity == .on {
                let what = actions == .received ? "Action and Effect" : "Effect"
                site.record("\(step): must receive every \(what) before sending a Command; unreceived:\n"
                    + Self.list(unreceived))
            }
            dropUnreceived()
        }
        checkNoUnassertedChange(before: step, at: site)

        if actions == .received {
            var queuedBefore = 0
            sendStartingNextCommand = site
            settler.send(command, to: store) { [weak self] moment in
                guard let self else { return }
                switch moment {
                case .began: queuedBefore = unreceived.count
                case .ended: takeActionsOfFirstPart(queuedAfter: queuedBefore)
                }
            }
        } else {
            stepActions.removeAll()
            sendStartingNextCommand = site
            settler.send(command, to: store)
        }
        sendStartingNextCommand = nil
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
    /// let store = TestStore(ProfileStore())
    /// await store.send(.save)
    /// await store.receive(.showProgress)
    /// await store.receive(.dismissProgress)
    /// await store.receive(.saved)
    /// ```
    ///
    /// With ``Exhaustivity/off``, Effects before the first one equal to
    /// `expected` are skipped. With ``ActionChecking/received``, Actions and
    /// Effects share one queue: the oldest entry must be this Effect (with
    /// exhaustivity off, the Actions before it are skipped too), and the
    /// State checked is the one when it was emitted.
    public func receive(
        _ expected: Effect,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Effect: Equatable {
        await receiveEffect(
            ValueDump.node(of: expected).singleLine, expected: expected, where: { $0 == expected },
            assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Effect, which must satisfy `matches`,
    /// then checks the State. For Effects that are not `Equatable`.
    ///
    /// ```swift
    /// let store = TestStore(ProfileStore(client: .offline))
    /// await store.send(.load)
    /// await store.receive(.showProgress)
    /// await store.receive(.dismissProgress)
    /// await store.receive("presentError") {
    ///     if case .presentError = $0 { true } else { false }
    /// }
    /// ```
    public func receive(
        _ description: String,
        where matches: (Effect) -> Bool,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await receiveEffect(
            description, expected: nil, where: matches, assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Action, which must equal `expected`,
    /// and checks the State right after it.
    ///
    /// With ``ActionChecking/received``, every Action is received this way
    /// (see there). With ``ActionChecking/perStep`` (the default), it checks
    /// one Action of the last `send`'s work, without taking over the step's
    /// closure: the Action must be the oldest of that work's Actions not yet
    /// received (with exhaustivity off, the ones before it are skipped),
    /// and `update` changes the State just before it into the State just
    /// after it. Actions a step's work dispatched that no `receive(action:)`
    /// names are not a failure in that mode: the step's closure asserted
    /// what they did.
    ///
    /// ```swift
    /// let store = TestStore(Recorder(speech: .saying("I completed the project")), initialState: Recorder.State(), actions: .received)
    /// await store.send(.task)
    /// await store.receive(action: .speechResult("I completed the project")) {
    ///     $0.transcript = "I completed the project"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - expected: The Action that must be the oldest one not yet received.
    ///   - update: Changes the State as it was after the previous
    ///     step (or the Action received before) into the State this Action left.
    ///     Omit it when the Action changes nothing.
    ///   - fileID: The file ID of the call, where a failure is reported.
    ///   - filePath: The file path of the call, where a failure is reported.
    ///   - line: The line of the call, where a failure is reported.
    ///   - column: The column of the call, where a failure is reported.
    ///
    /// The oldest unreceived entry must be this Action: another Action first
    /// fails with a diff, an Effect first fails naming it. With
    /// ``Exhaustivity/off``, the entries before the first matching Action are
    /// skipped.
    public func receive(
        action expected: Action,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Action: Equatable {
        await receiveAction(
            ValueDump.node(of: expected).singleLine, expected: expected, where: { $0 == expected },
            assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Action, which must satisfy `matches`,
    /// and checks the State right after it. For Actions that are not
    /// `Equatable`.
    ///
    /// ```swift
    /// let store = TestStore(Recorder(), initialState: Recorder.State(), actions: .received)
    /// await store.send(.task)
    /// await store.receive(action: "a speech result", where: {
    ///     if case .speechResult = $0 { true } else { false }
    /// }) {
    ///     $0.transcript = "I completed"
    /// }
    /// ```
    public func receive(
        action description: String,
        where matches: (Action) -> Bool,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await receiveAction(
            description, expected: nil, where: matches, assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Effect, which must be of the case that
    /// `effectCase` makes, whatever its payload, then checks the State. For
    /// Effects that are not `Equatable`, or whose payload a test does not
    /// care about: name the case by its embedding function.
    ///
    /// ```swift
    /// let store = TestStore(ProfileStore(client: .offline))
    /// await store.send(.load)
    /// await store.receive(.showProgress)
    /// await store.receive(.dismissProgress)
    /// await store.receive(case: ProfileEffect.presentError)
    /// ```
    ///
    /// The case is told apart by reflection (see ``/Stateful/PathElement``),
    /// whatever its payload: one value, several (`Effect.saved(id, name)`) or
    /// labelled ones. A failure names the case received and the one expected
    /// (by its name when it was emitted later, else by its payload's types).
    ///
    /// - Parameters:
    ///   - effectCase: The enum case of the Effect expected, as a function.
    ///   - update: Changes the State as in ``receive(_:assert:fileID:filePath:line:column:)``.
    ///   - fileID: The file ID of the call, where a failure is reported.
    ///   - filePath: The file path of the call, where a failure is reported.
    ///   - line: The line of the call, where a failure is reported.
    ///   - column: The column of the call, where a failure is reported.
    public func receive<each Payload>(
        case effectCase: (repeat each Payload) -> Effect,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await settle()
        let effects = unreceived.compactMap { entry -> Effect? in if case .effect(let effect, _) = entry { effect } else { nil } }
        await receiveEffect(
            "case: " + Self.caseDescription(effectCase, among: effects), expected: nil,
            where: { EnumCasePayload.matches(effectCase, $0) },
            assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Receives the oldest unreceived Action, which must be of the case that
    /// `actionCase` makes, whatever its payload, and checks the State right
    /// after it, as ``receive(action:assert:fileID:filePath:line:column:)``
    /// does. For Actions that are not `Equatable`, such as a response
    /// carrying a `Result` with an error, whatever the case's payload: one
    /// value, several (`Action.forecastResponse(id, result)`) or labelled ones.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = TestStore(Inbox(clock: clock), initialState: Inbox.State(), clock: clock, actions: .received)
    /// await store.send(.load) { $0.isLoading = true }
    /// await store.advance(by: .seconds(1))
    /// await store.receive(actionCase: Inbox.Action.loaded) {
    ///     $0.isLoading = false
    ///     $0.items = ["a"]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - actionCase: The enum case of the Action expected, as a function.
    ///   - update: Changes the State just before the Action into the State it left.
    ///   - fileID: The file ID of the call, where a failure is reported.
    ///   - filePath: The file path of the call, where a failure is reported.
    ///   - line: The line of the call, where a failure is reported.
    ///   - column: The column of the call, where a failure is reported.
    public func receive<each Payload>(
        actionCase: (repeat each Payload) -> Action,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await settle()
        let queue = actions == .received ? unreceived : stepActions
        let dispatched = queue.compactMap { entry -> Action? in if case .action(let action, _, _) = entry { action } else { nil } }
        await receiveAction(
            Self.caseDescription(actionCase, among: dispatched), expected: nil,
            where: { EnumCasePayload.matches(actionCase, $0) },
            assert: update,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `.response(…)` when a value of `values` is of the case `embed` makes,
    /// else `the case of Action taking Result<Int, Error>`.
    private static func caseDescription<each Payload, Value>(
        _ embed: (repeat each Payload) -> Value, among values: [Value]
    ) -> String {
        for value in values where EnumCasePayload.matches(embed, value) {
            if let name = EnumCasePayload.caseName(of: value) { return ".\(name)(…)" }
        }
        return "the case of \(TypeName.full(Value.self)) taking \(TypeName.full((repeat each Payload).self))"
    }

    /// Moves the ``clock`` forward by `duration`, one sleep's deadline at a
    /// time, letting the store's work settle after each, then checks the State.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let server = FakeProfileServer(latency: .seconds(1), clock: clock)
    /// let store = TestStore(ProfileStore(client: server.client), clock: clock)
    /// await store.send(.save)                       // waits 1 s for the server
    /// await store.receive(.showProgress)
    /// await store.advance(by: .seconds(1))          // the server saves
    /// await store.receive(.dismissProgress)
    /// ```
    ///
    /// Work woken at one deadline that starts another sleep ending within
    /// `duration` is woken again, as it would be in real time. A duration
    /// other than zero fails when the test store has no clock.
    /// `advance()` (by `.zero`) only lets the work settle, with or without a
    /// clock: after the test yielded to a stream the work reads, say.
    public func advance(
        by duration: Duration = .zero,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let clock else {
            guard duration == .zero else {
                site.record("advance(by: \(duration)) needs a TestClock: create the TestStore with `clock:`, "
                    + "or write advance() to let the work settle without moving time.")
                return
            }
            await settle()
            checkState(update, after: "advance()", at: site)
            return
        }
        await settler.advance(clock, by: duration)
        checkState(update, after: "advance(by: \(duration))", at: site)
    }

    /// Drops every unreceived Effect without checking it.
    public func skipReceivedEffects() async {
        await settle()
        unreceived.removeAll { !$0.isAction }
    }

    /// Waits for the store's work to settle, then fails if an Effect (or,
    /// with ``ActionChecking/received``, an Action) was not received, a State
    /// change was not asserted, or a Command's work is still running (which
    /// it then cancels). Call it at the end of every test.
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
                    + "\nAdvance the TestClock, dismiss the screen whose work runs until it goes away, cancel the work, or use exhaustivity .off.")
            }
            // What the cancellation itself causes is not the test's to assert.
            checkNoUnassertedChange(before: "finish()", at: site)
            let dispatchedBeforeCancelling = unreceived.count
            store.core.cancelAll()
            await settle()
            unreceived.removeLast(unreceived.count - dispatchedBeforeCancelling)
            assertedState = .now(store.currentState)
        }
        if !unreceived.isEmpty {
            if exhaustivity == .on {
                site.record(Self.neverReceived(unreceived))
            }
            dropUnreceived()
        }
        checkNoUnassertedChange(before: "finish()", at: site)
        leftovers.counts.withLock { $0.finished = true }
    }

    // MARK: Receiving

    /// With ``ActionChecking/received``, called when the first part of the
    /// Command's work has ended, before anything else runs: what was queued
    /// since it began (`count` entries were queued then) is what the work
    /// dispatched before it first suspended. Its Actions are the `send` step's own, asserted by its
    /// closure, and leave the queue; its Effects stay, to be received, with
    /// the State that step leaves.
    private func takeActionsOfFirstPart(queuedAfter count: Int) {
        guard unreceived.count > count else { return }
        let state = latestState
        let effects = unreceived[count...].compactMap { entry -> Dispatched? in
            if case .effect(let effect, _) = entry { .effect(effect, at: state) } else { nil }
        }
        unreceived = Array(unreceived[..<count]) + effects
    }

    private func receiveEffect(
        _ description: String, expected: Effect?, where matches: (Effect) -> Bool,
        assert update: ((inout State) throws -> Void)?, at site: CallSite
    ) async {
        await receive(
            step: "receive(\(description))", kind: "Effect", never: "was never emitted",
            entry: { entry in if case .effect(let effect, _) = entry { effect } else { nil } },
            expected: expected, matches: matches, assert: update, at: site)
    }

    private func receiveAction(
        _ description: String, expected: Action?, where matches: (Action) -> Bool,
        assert update: ((inout State) throws -> Void)?, at site: CallSite
    ) async {
        let step = "receive(action: \(description))"
        guard actions == .received else {
            await receiveStepAction(step: step, expected: expected, where: matches, assert: update, at: site)
            return
        }
        await receive(
            step: step, kind: "Action", never: "was never dispatched",
            entry: { entry in if case .action(let action, _, _) = entry { action } else { nil } },
            expected: expected, matches: matches, assert: update, at: site)
    }

    /// `receive(action:)` with ``ActionChecking/perStep``: the oldest Action
    /// of the last `send`'s work not yet received must match, and `update`
    /// must turn the State just before it into the State just after it. The
    /// step's own closure has asserted the State the step left, so this
    /// moves nothing the next step compares with.
    private func receiveStepAction(
        step: String, expected: Action?, where matches: (Action) -> Bool,
        assert update: ((inout State) throws -> Void)?, at site: CallSite
    ) async {
        await settle()
        let isMatch = { (entry: Dispatched) -> Bool in
            if case .action(let action, _, _) = entry { matches(action) } else { false }
        }
        guard let index = stepActions.firstIndex(where: isMatch) else {
            var message = "\(step): the Action was never dispatched by the last step's work"
            if !stepActions.isEmpty { message += "; not yet received:\n" + Self.list(stepActions) }
            site.record(message + ".")
            return
        }
        if index > 0, exhaustivity == .on {
            var message = "\(step): received a different Action first"
            if case .action(let received, _, _) = stepActions[0], let expected,
               let diff = ValueDiff.lines(from: expected, to: received) {
                message += ": (- expected, + received)\n\n" + diff.joined(separator: "\n")
            } else {
                message += ":\n  " + stepActions[0].line
            }
            site.record(message)
            stepActions.removeFirst()
            return
        }
        let entry = stepActions[index]
        stepActions.removeFirst(index + 1)
        guard update != nil || exhaustivity == .on else { return }
        guard let expectedState = Self.expected(entry.stateBefore, update, after: step, at: site) else { return }
        guard !expectedState.matches(entry.stateAfter) else { return }
        let what = update == nil ? "the Action changed the State, but no change was asserted" : "State differs from the expected State"
        site.record("\(step): \(what)" + Self.stateDiff(expected: expectedState, actual: entry.stateAfter))
    }

    /// Receives the oldest unreceived entry, which must be a `Value` (an
    /// Effect or an Action, which `entry` extracts) satisfying `matches`, and
    /// checks the State: the one right after it with
    /// ``ActionChecking/received``, the store's otherwise.
    private func receive<Value>(
        step: String, kind: String, never: String, entry value: (Dispatched) -> Value?,
        expected: Value?, matches: (Value) -> Bool,
        assert update: ((inout State) throws -> Void)?, at site: CallSite
    ) async {
        await settle()
        let isMatch = { (entry: Dispatched) -> Bool in value(entry).map(matches) ?? false }
        if let index = unreceived.firstIndex(where: isMatch), exhaustivity == .off || index == 0 {
            let state = unreceived[index].stateAfter
            unreceived.removeFirst(index + 1)
            checkState(update, actual: actions == .received ? state : .now(store.currentState), after: step, at: site)
        } else if let first = unreceived.first, exhaustivity == .on {
            if let received = value(first) {
                var message = "\(step): received a different \(kind) first"
                if let expected, let diff = ValueDiff.lines(from: expected, to: received) {
                    message += ": (- expected, + received)\n\n" + diff.joined(separator: "\n")
                } else {
                    message += ":\n  " + first.line
                }
                site.record(message)
            } else {
                site.record("\(step): received \(first.isAction ? "an Action" : "an Effect") first:\n  " + first.line)
            }
            receivedOutOfOrder(update, after: step, at: site)
        } else {
            var message = "\(step): the \(kind) \(never)"
            if !unreceived.isEmpty {
                message += "; unreceived:\n" + Self.list(unreceived)
                dropUnreceived()
            } else if !runningCommands.isEmpty, clock != nil {
                message += " (\(runningCommands.count) command(s) are waiting on the clock: advance it first)"
            }
            site.record(message + ".")
            if actions == .received {
                assertedState = visibleState
            } else {
                checkState(update, after: step, at: site)
            }
        }
    }

    /// After a `receive` found another entry first (and reported it): the
    /// entry is taken as received. With ``ActionChecking/received`` the step
    /// says nothing more, since its closure describes another entry's State;
    /// otherwise the State is checked as usual.
    private func receivedOutOfOrder(_ update: ((inout State) throws -> Void)?, after step: String, at site: CallSite) {
        let first = unreceived.removeFirst()
        if actions == .received {
            assertedState = first.stateAfter
        } else {
            checkState(update, after: step, at: site)
        }
    }

    // MARK: Checking

    /// The State as far as the test has received: with
    /// ``ActionChecking/received``, the State before the first Action or
    /// Effect not yet received; otherwise the store's State now.
    private var visibleState: StateMoment<State> {
        guard actions == .received, let first = unreceived.first else { return .now(store.currentState) }
        return first.stateBefore
    }

    /// Forgets every unreceived Action and Effect; the State the Actions
    /// left becomes the State the next step starts from.
    private func dropUnreceived() {
        let droppedActions = unreceived.contains { $0.isAction }
        unreceived.removeAll()
        if droppedActions { assertedState = .now(store.currentState) }
    }

    private func checkState(_ update: ((inout State) throws -> Void)?, after step: String, at site: CallSite) {
        checkState(update, actual: visibleState, after: step, at: site)
    }

    private func checkState(
        _ update: ((inout State) throws -> Void)?, actual: StateMoment<State>, after step: String, at site: CallSite
    ) {
        let base = exhaustivity == .on ? assertedState : actual
        assertedState = actual
        guard let expected = Self.expected(base, update, after: step, at: site) else { return }
        guard !expected.matches(actual) else { return }
        let what = update == nil ? "State changed, but no change was asserted" : "State differs from the expected State"
        site.record("\(step): \(what)" + Self.stateDiff(expected: expected, actual: actual))
    }

    private func checkNoUnassertedChange(before step: String, at site: CallSite) {
        let actual = visibleState
        guard !assertedState.matches(actual) else { return }
        if exhaustivity == .on {
            site.record("State changed after the last step and before \(step), but no change was asserted"
                + Self.stateDiff(expected: assertedState, actual: actual))
        }
        assertedState = actual
    }

    /// `base` changed by a step's `assert` closure, or `nil` (reported at
    /// `site`) when the closure threw: a `try #require` that failed, say.
    private static func expected(
        _ base: StateMoment<State>, _ update: ((inout State) throws -> Void)?, after step: String, at site: CallSite
    ) -> StateMoment<State>? {
        do {
            return try base.expecting(update)
        } catch {
            site.record("\(step): the assert closure threw \(ValueDump.node(of: error).singleLine)")
            return nil
        }
    }

    private static func stateDiff(expected: StateMoment<State>, actual: StateMoment<State>) -> String {
        guard let diff = ValueDiff.lines(from: expected.dump, to: actual.dump) else {
            return " only in secret values, which are not shown."
        }
        return ": (- expected, + actual)\n\n" + diff.joined(separator: "\n")
    }

    private static func list(_ entries: [Dispatched]) -> String {
        entries.map { "  " + $0.line }.joined(separator: "\n")
    }

    /// `finish()`'s message for Actions and Effects never received.
    private static func neverReceived(_ entries: [Dispatched]) -> String {
        let actions = entries.count { $0.isAction }
        let effects = entries.count - actions
        let counts: String
        switch (actions, effects) {
        case (0, _): counts = "\(effects) effect(s) emitted but never received"
        case (_, 0): counts = "\(actions) action(s) dispatched but never received"
        default: counts = "\(actions) action(s) and \(effects) effect(s) dispatched but never received"
        }
        return counts + ":\n" + list(entries)
    }

    // MARK: Settling

    private func record(_ event: StoreEvent<Command, Action, Effect>) {
        switch event {
        case .commandStarted(let id, let command):
            lastStartedCommand = id
            runningCommands[id] = command
            let running = TestStoreLeftovers.Running(command: command, sentAt: sendStartingNextCommand)
            sendStartingNextCommand = nil
            leftovers.counts.withLock { $0.running[id] = running }
        case .action(let action, let before, let after, _):
            // The shared values before the Action are those after the one
            // before it: the State holds them by reference, and they have
            // changed since.
            let before = StateMoment(state: before, shared: latestState.shared)
            let after = StateMoment<State>.now(after)
            latestState = after
            if actions == .received {
                unreceived.append(.action(action, before: before, after: after))
            } else {
                stepActions.append(.action(action, before: before, after: after))
            }
        case .effect(let effect, _):
            unreceived.append(.effect(effect, at: latestState))
        case .commandFinished(let id, _):
            runningCommands[id] = nil
            leftovers.counts.withLock { $0.running[id] = nil }
        }
    }

    /// Returns once the store's work has settled (see ``/Stateful/WorkSettling``).
    /// Event-driven, never a timer.
    private func settle() async {
        await settler.settle()
    }
}

extension TestStore {
    /// An Action or an Effect the store's work dispatched, with the State
    /// around it.
    private enum Dispatched {
        case action(Action, before: StateMoment<State>, after: StateMoment<State>)
        case effect(Effect, at: StateMoment<State>)

        var isAction: Bool {
            if case .action = self { true } else { false }
        }

        /// The State just before it was dispatched.
        var stateBefore: StateMoment<State> {
            switch self {
            case .action(_, let before, _): before
            case .effect(_, let state): state
            }
        }

        /// The State just after it was dispatched.
        var stateAfter: StateMoment<State> {
            switch self {
            case .action(_, _, let after): after
            case .effect(_, let state): state
            }
        }

        /// `action .speechResult("…")`, `effect .saved`: a dump, secrets masked.
        var line: String {
            switch self {
            case .action(let action, _, _): "action " + ValueDump.node(of: action).singleLine
            case .effect(let effect, _): "effect " + ValueDump.node(of: effect).singleLine
            }
        }
    }
}
