import Stateful

/// Records a ``Transcript`` of a store from the moment it is created, through
/// the store's observation hook (`StoreCore.observe(_:)`).
///
/// ```swift
/// let store = ProfileStore(client: FakeProfileServer().client)
/// let recorder = TranscriptRecorder(store: store)
/// await store.dispatchCommand(.setName("Ada"))
/// await store.dispatchCommand(.enterPin("4711"))
/// await store.dispatchCommand(.save)
/// let text = recorder.transcript.text   // see Transcript for the format
/// ```
///
/// Every value is dumped when its event happens, so later changes to shared
/// objects cannot rewrite history. Recording stops with ``stop()``; a
/// released recorder records nothing more.
@MainActor
public final class TranscriptRecorder<Command: Sendable, Action: ViewAction, Effect: Sendable>
where Action.State: Sendable {
    /// What has been recorded so far.
    public private(set) var transcript: Transcript
    private var observation: StoreObservation?
    private var blockIndex: [CommandID: Int] = [:]
    private var running: [CommandID] = []
    /// Blocks added or changed since ``takeChangedBlocks()`` last ran.
    private var changed: Set<Int> = []
    /// The dump of the State as it is now. The State changes only through
    /// Actions, so one Action's state after is the next one's state before:
    /// each State is dumped once.
    private var currentState: DumpNode
    /// The gesture that sends the next Command (see ``gestureForNextCommand(_:)``).
    private var nextGesture: String?
    /// Reads the followed store's State now, for a shared value's change
    /// that no Action announced.
    private var readState: () -> Any?
    /// ``SharedChangeCount`` when ``currentState`` was last dumped: a
    /// different count means a shared value may have changed since.
    private var sharedChangesDumped: Int

    /// Starts recording the store whose machinery is `core`.
    /// Applied to every string value dumped into the transcript.
    private let stringTransform: ((String) -> String)?

    /// Starts recording `core`'s events. With `maskingStrings`, every string
    /// value in the transcript (State, Commands, Actions, Effects, errors)
    /// goes through it before it is written: a tool masks its secrets there.
    public init(core: StoreCore<Command, Action, Effect>, maskingStrings: ((String) -> String)? = nil) {
        stringTransform = maskingStrings
        let initialState = maskingStrings.map { ValueDump.node(of: core.currentState, maskingStrings: $0) }
            ?? ValueDump.node(of: core.currentState)
        transcript = Transcript(initialState: initialState)
        currentState = initialState
        readState = { [weak core] in core?.currentState }
        sharedChangesDumped = SharedChangeCount.current
        observation = core.observe { [weak self] event in
            self?.record(event)
        }
    }

    /// Starts recording `store`.
    public convenience init<Store: CoreViewStore>(store: Store)
    where Store.Command == Command, Store.Action == Action, Store.Effect == Effect {
        self.init(core: store.core)
    }

    /// Follows `core` from now on, in the same transcript: the store of an
    /// app that was quit and started again. Stops following the old core,
    /// and adds a block of its own, `> (relaunch)`, with the diff from the
    /// last State recorded to the new store's State. The new store's Command
    /// ids start again from 1; its blocks are recorded after the old ones.
    ///
    /// ```swift
    /// let recorder = TranscriptRecorder(store: ProfileStore())
    /// let relaunched = ProfileStore()         // reads what the old one saved
    /// recorder.follow(relaunched.core)
    /// ```
    public func follow(_ core: StoreCore<Command, Action, Effect>) {
        stop()
        blockIndex.removeAll()
        running.removeAll()
        let state = dump(core.currentState)
        let diff = ValueDiff.lines(from: currentState, to: state)
        currentState = state
        readState = { [weak core] in core?.currentState }
        sharedChangesDumped = SharedChangeCount.current
        changed.insert(transcript.blocks.count)
        transcript.blocks.append(.init(
            commandID: nil, command: nil, steps: [.relaunched(state, stateDiff: diff)], outcome: .completed))
        observation = core.observe { [weak self] event in
            self?.record(event)
        }
    }

    /// Says what a person did to send the next Command the store starts
    /// (`tap "Continue"`, already masked): its block is headed
    /// `> tap "Continue" -> continueTapped`, so a reader tells a person's tap
    /// from a Command a script sent as it is. Only the next Command takes it.
    public func gestureForNextCommand(_ gesture: String) {
        nextGesture = gesture
    }

    /// Marks where a flow's named step begins: a block of its own,
    /// `> step "Fill in the form"`, before the Commands its statements send.
    ///
    /// - Parameter name: The step's name as the flow shows it, quoted, its
    ///   secrets already masked (`"Fill in the form"`; nested steps
    ///   `"Sign in" > "Fill in the form"`).
    public func beginNamedStep(_ name: String) {
        changed.insert(transcript.blocks.count)
        transcript.blocks.append(.init(commandID: nil, command: nil, outcome: .completed, namedStep: name))
    }

    /// Whether it records what the store does now: not after ``stop()``.
    package var isRecording: Bool {
        observation != nil
    }

    /// Stops recording; the transcript keeps what was recorded.
    public func stop() {
        observation?.cancel()
        observation = nil
    }

    /// The indices of the blocks added or changed since the last call, in
    /// order; the next call starts afresh. A tool that prints the transcript
    /// as a flow runs prints just these, so printing stays linear in the
    /// length of the flow.
    public func takeChangedBlocks() -> [Int] {
        defer { changed.removeAll(keepingCapacity: true) }
        return changed.sorted()
    }

    /// How the `(while … is running)` line writes the running Command `id`:
    /// its block's Command on one line, or `#N` when its block is not here.
    private func shownCommand(_ id: CommandID) -> String {
        guard let index = blockIndex[id], let command = transcript.blocks[index].command else {
            return id.description
        }
        return TranscriptWriter.withoutLeadingDot(command).singleLine
    }

    private func record(_ event: StoreEvent<Command, Action, Effect>) {
        switch event {
        case .commandStarted(let id, let command):
            noteSharedChange(for: nil)
            blockIndex[id] = transcript.blocks.count
            changed.insert(transcript.blocks.count)
            transcript.blocks.append(.init(
                commandID: id, command: dump(command), runningAtStart: running, gesture: nextGesture,
                runningCommandsAtStart: running.map(shownCommand)))
            nextGesture = nil
            running.append(id)
        case .action(let action, _, let after, let id):
            let afterNode = dump(after)
            let diff = ValueDiff.lines(from: currentState, to: afterNode)
            currentState = afterNode
            sharedChangesDumped = SharedChangeCount.current
            append(.action(dump(action), stateDiff: diff), for: id)
        case .effect(let effect, let id):
            noteSharedChange(for: id)
            append(.effect(dump(effect)), for: id)
        case .commandFinished(let id, let outcome):
            noteSharedChange(for: id)
            running.removeAll { $0 == id }
            guard let index = blockIndex[id] else { return }
            transcript.blocks[index].outcome = self.outcome(outcome)
            changed.insert(index)
        }
    }

    /// Records, as a step of Command `id`'s block, a change of the State that
    /// no Action made: a shared value the work wrote itself
    /// (`$value.withLock`), or that another store or its storage changed.
    /// Looked for only when a shared value changed since the last dump.
    private func noteSharedChange(for id: CommandID?) {
        let changes = SharedChangeCount.current
        guard changes != sharedChangesDumped, let state = readState() else { return }
        sharedChangesDumped = changes
        let now = dump(state)
        guard let diff = ValueDiff.lines(from: currentState, to: now) else { return }
        currentState = now
        append(.sharedChanged(stateDiff: diff), for: id)
    }

    private func append(_ step: Transcript.Step, for id: CommandID?) {
        if let id, let index = blockIndex[id] {
            transcript.blocks[index].steps.append(step)
            changed.insert(index)
        } else if let last = transcript.blocks.indices.last, transcript.blocks[last].command == nil,
                  !transcript.blocks[last].isRelaunch, transcript.blocks[last].namedStep == nil {
            transcript.blocks[last].steps.append(step)
            changed.insert(last)
        } else {
            // Outside any Command, or a Command that started before recording.
            changed.insert(transcript.blocks.count)
            transcript.blocks.append(.init(commandID: nil, command: nil, steps: [step], outcome: .completed))
        }
    }

    private func dump(_ value: Any) -> DumpNode {
        stringTransform.map { ValueDump.node(of: value, maskingStrings: $0) } ?? ValueDump.node(of: value)
    }

    private func outcome(_ outcome: CommandOutcome) -> Transcript.Outcome {
        switch outcome {
        case .completed: .completed
        case .ignored: .ignored
        case .cancelled: .cancelled
        case .failed(let error): .failed(dump(error))
        }
    }
}

extension Transcript.Block {
    /// Whether this is the block that records a relaunch.
    fileprivate var isRelaunch: Bool {
        if case .relaunched = steps.first { true } else { false }
    }
}
