import Stateful

/// What a store did, Command by Command: the Actions each one caused with the
/// State change they made, its Effects, and how it ended. Recorded by a
/// ``TranscriptRecorder``; written by ``text`` in the one format that tests,
/// snapshots and the `stateful` CLI share.
///
/// ```
/// state .completed(ProfileContent(name: "", email: "", pin: ""))
/// > setName("Ada")
///   action nameChanged("Ada")
///       .completed(
///         ProfileContent(
///     -     name: ""
///     +     name: "Ada"
///           ... (2 unchanged)
///         )
///       )
/// > save
///   effect showProgress
///   effect dismissProgress
///   effect saved
/// ```
///
/// ## Format
/// - The first line is `state ` and the ``ValueDump`` of the State when
///   recording started.
/// - Then one block per Command, in the order the store received them. A
///   block starts with `> ` and the Command. Every event of the Command's
///   work follows in order, indented two spaces:
///   - `action X` for an Action, followed by the ``ValueDiff`` of the State it
///     made, indented four spaces; `action X (no visible change)` when the
///     State's dump did not change (or only a secret changed);
///   - `effect X` for an Effect, including the one an error became;
///   - `shared changed` and the ``ValueDiff`` of the State, when a shared
///     value changed with no Action announcing it (see
///     ``Step/sharedChanged(stateDiff:)``).
/// - A block ends with the Command's outcome when it was not a plain
///   completion: `ignored` (the work was already in flight; `ignored: pay is
///   running` when it came while other Commands ran), `cancelled`,
///   `failed E` (with the error's dump), or `running` when the transcript was
///   taken before the work ended.
/// - A Command sent by what a person did on the screen (a flow's `tap`,
///   `type … into` or `toggle`) has the gesture before it:
///   `> tap "Continue" -> continueTapped`; a Command sent as it is has none.
/// - A flow's named step (`step "Fill in the form" { … }`) is a line of its
///   own, `> step "Fill in the form"`, before the blocks of its statements.
/// - `(while task is running)` follows the Command line when it arrived
///   while other Commands' work was running, naming them as their blocks
///   do, on one line (`(while task and refresh are running)`). A Command
///   whose block the transcript does not show is written `#N`, the Nth
///   Command the store received.
/// - Actions and Effects of a Command the transcript does not show (its work
///   started before recording did) form a block headed `> (no command)`.
/// - Commands, Actions and Effects that are enum cases are written without the
///   leading dot (`save`, not `.save`); everything else is written as its
///   dump, with any further lines indented like the line they continue.
///   Secrets are masked as in every dump.
/// - Lines end with `\n`, the text ends with exactly one, and it never contains
///   trailing spaces, tabs, addresses, dates or anything else that differs
///   between runs.
public struct Transcript: Sendable, Hashable {
    /// The dump of the State when recording started.
    public var initialState: DumpNode
    /// One block per Command, in the order the store received them.
    public var blocks: [Block]

    /// Creates a transcript.
    public init(initialState: DumpNode, blocks: [Block] = []) {
        self.initialState = initialState
        self.blocks = blocks
    }

    /// One Command and everything its work did.
    public struct Block: Sendable, Hashable {
        /// The Command's position in the store; `nil` for the block of events
        /// dispatched outside any Command.
        public var commandID: CommandID?
        /// The Command's dump; `nil` outside any Command.
        public var command: DumpNode?
        /// What a person did that sent the Command, as a flow writes it
        /// (`tap "Continue"`); `nil` for a Command sent as it is. The block's
        /// first line is then `> tap "Continue" -> continueTapped`.
        public var gesture: String?
        /// The Commands whose work was running when this one arrived.
        public var runningAtStart: [CommandID]
        /// How each Command of ``runningAtStart`` is written in the
        /// `(while … is running)` line: its dump on one line, without the
        /// leading dot (`task`, `path(1, .record(.task))`). Empty when the
        /// block was made without them: the line then says `#1`, `#2`…
        public var runningCommandsAtStart: [String]
        /// The Actions and Effects, in order.
        public var steps: [Step]
        /// How the work ended so far.
        public var outcome: Outcome
        /// The name of a flow's named step that begins here, as the flow
        /// names it (`"Fill in the form"`, quoted, secrets masked): a block of
        /// its own, without a Command, written `> step "Fill in the form"`
        /// (see ``TranscriptRecorder/beginNamedStep(_:)``).
        public var namedStep: String?

        /// Creates a block; `gesture` is what a person did to send the
        /// Command, `nil` for a Command sent as it is.
        ///
        /// - Parameters:
        ///   - commandID: The Command's position in the store.
        ///   - command: The Command's dump.
        ///   - runningAtStart: The Commands whose work was running when it arrived.
        ///   - steps: The Actions and Effects, in order.
        ///   - outcome: How the work ended so far.
        ///   - gesture: What a person did that sent the Command.
        ///   - namedStep: The name of a flow's named step that begins here.
        ///   - runningCommandsAtStart: How each Command of `runningAtStart`
        ///     is written, one line each; empty to write them `#1`, `#2`…
        public init(
            commandID: CommandID?, command: DumpNode?, runningAtStart: [CommandID] = [],
            steps: [Step] = [], outcome: Outcome = .running, gesture: String? = nil, namedStep: String? = nil,
            runningCommandsAtStart: [String] = []
        ) {
            self.commandID = commandID
            self.command = command
            self.runningAtStart = runningAtStart
            self.runningCommandsAtStart = runningCommandsAtStart
            self.steps = steps
            self.outcome = outcome
            self.gesture = gesture
            self.namedStep = namedStep
        }
    }

    /// One Action or Effect.
    public enum Step: Sendable, Hashable {
        /// An Action and the diff of the State it made (`nil`: no visible change).
        case action(DumpNode, stateDiff: [String]?)
        /// An Effect.
        case effect(DumpNode)
        /// The app was quit and started again: a new store, starting from
        /// this State, took the old one's place (see
        /// ``TranscriptRecorder/follow(_:)``). Written as `relaunched` and
        /// the diff from the State before, on a block of its own.
        case relaunched(DumpNode, stateDiff: [String]?)
        /// The State changed with no Action: a shared value changed (the
        /// work wrote it with `withLock`, another store sharing it did, or
        /// its storage reloaded it). Written as `shared changed` and the
        /// diff, where the change was seen: before the Command's next
        /// Effect, or before it ended. (A change followed by an Action shows
        /// in that Action's diff.)
        case sharedChanged(stateDiff: [String])
    }

    /// How a Command's work ended (see `CommandOutcome`).
    public enum Outcome: Sendable, Hashable {
        /// Still running when the transcript was taken.
        case running
        /// Returned normally.
        case completed
        /// Did nothing because the same work was already in flight.
        case ignored
        /// Cancelled.
        case cancelled
        /// Threw the error whose dump this is.
        case failed(DumpNode)
    }

    /// The transcript in its text format (see above): LF line endings and
    /// exactly one trailing newline. The same events always give the same bytes.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let recorder = TranscriptRecorder(store: store)
    /// await store.dispatchCommand(.save)
    /// print(recorder.transcript.text, terminator: "")
    /// ```
    public var text: String {
        TranscriptWriter.text(of: self)
    }
}

extension Transcript.Block {
    /// This block in the transcript's text format, one element per line
    /// (`> command`, then its actions, effects and outcome), without newlines.
    public var lines: [String] {
        TranscriptWriter.lines(of: self)
    }
}
