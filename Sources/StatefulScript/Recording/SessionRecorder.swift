import Foundation
import Stateful

/// Records what a person does with a feature — every Command its store is
/// sent, in order, with the backend settings and the time that passed on the
/// test clock in between — and writes it as a flow that `stateful run` and
/// `stateful check` accept as it stands.
///
/// In a test, or around a ``/StatefulText/ScreenHost``:
///
/// ```swift
/// let clock = TestClock()
/// let store = ProfileStore()
/// let recorder = SessionRecorder<ProfileStore.Command, NoBackend>(clock: clock)
/// recorder.follow(store.core)
/// await store.dispatchCommand(.setName("Ada"))
/// clock.advance(by: .seconds(2))
/// await store.dispatchCommand(.save)
/// let flow = try recorder.flowText()
/// // setName("Ada")
/// // advance 2s
/// // save
/// ```
///
/// In a SwiftUI app, in debug builds, one line keeps a flow of the session
/// up to date on disk (the tool's `run`/`check` replay it):
///
/// ```swift
/// let store = ProfileStore()
/// #if DEBUG
/// let recording = SessionRecorder<ProfileStore.Command, NoBackend>.recording(store, toFile: "/tmp/session.flow")
/// #endif
/// ```
///
/// ## Secrets
/// A string that its type marks secret (``/Stateful/Redactable``: a listed
/// case's payload, a listed label's value) is never written: the flow
/// declares `secret NAME` and uses `"${NAME}"` in its place, to be supplied
/// when the flow runs (`--param NAME=…`, or the environment). Each distinct
/// secret value gets its own name, from its case or label
/// (`inputPassword` → `INPUT_PASSWORD`, then `INPUT_PASSWORD_2`).
/// ``secretParameterValues`` holds the values in memory, for a test that
/// replays the recording; nothing writes them.
///
/// ## Timing
/// A Command whose work ended before anything else happened is written as
/// sent (`save`): a replay waits for its work, moving the clock as far as it
/// did. One whose work was still running is written `start …`, and the time
/// that passed on the clock before the next step as `advance …`.
@MainActor
public final class SessionRecorder<Command: Sendable, Backend: Sendable> {
    /// The clock whose time is recorded between steps; `nil` records no time.
    public let clock: TestClock?
    /// Whether each step is followed by a check of the screen.
    public let checkpoints: RecordingCheckpoints
    /// What is on screen now, for checkpoints; `nil` when nothing is shown.
    public var screen: (@MainActor () -> String?)?
    /// The width ``screen`` draws at, written in every checkpoint
    /// (`expect screen compact contains "…"`), so that a replay at any
    /// `--width` checks the screen at the width it was recorded at; `nil`
    /// (a screen drawn some other way) writes checkpoints without a width.
    public var screenWidth: ScriptWidth?
    /// Secrets known from elsewhere (a flow's secret parameters): a string
    /// holding one is recorded as a `secret` parameter whatever its label,
    /// and masked in checkpoints.
    public var knownSecrets = SecretMasker()
    /// Called after each recorded step, and when a step's work ends (to save
    /// the recording as it grows).
    public var onChange: (@MainActor () -> Void)?

    /// The secret values recorded, by the parameter name the flow uses for
    /// each. Held in memory only, for a replay; never written.
    public var secretParameterValues: [String: String] {
        (try? texts().parameters.values) ?? [:]
    }

    private var entries: [RecordedEntry] = []
    /// The named steps in force from each entry on, by the entry's index:
    /// where the flow's `step "…" {` blocks began and ended.
    private var namedSteps: [Int: [String]] = [:]
    private var observation: StoreObservation?
    /// Commands started and not yet finished, by id, with their entry.
    private var running: [CommandID: Int] = [:]
    /// While a host step runs, the Commands it sends are part of it.
    private var openHostStep: Int?
    /// The largest flow file the parser reads (tests lower it).
    var fileSizeLimit = ScriptLimits.fileSize
    /// When and showing what the session ended, once ``stop()`` ran.
    private var ending: (time: Duration, screen: CapturedScreen?)?

    /// Creates a recorder that records the time that passed on `clock`
    /// between steps, checking the screen after each with `checkpoints:
    /// .screens` (set ``screen``).
    public init(clock: TestClock? = nil, checkpoints: RecordingCheckpoints = .none, screen: (@MainActor () -> String?)? = nil) {
        self.clock = clock
        self.checkpoints = checkpoints
        self.screen = screen
    }

    /// Records every Command `core` is sent from now on (and stops
    /// following the store followed before: an app that was relaunched).
    public func follow<Action: ViewAction, Effect>(_ core: StoreCore<Command, Action, Effect>) {
        observation?.cancel()
        running.removeAll()
        observation = core.observe { [weak self] event in
            switch event {
            case .commandStarted(let id, let command): self?.commandStarted(id, command)
            case .commandFinished(let id, _): self?.commandFinished(id)
            case .action, .effect: break
            }
        }
    }

    /// Stops recording: the session ends now, showing what it shows now
    /// (what the flow's last checkpoint and `advance` record).
    public func stop() {
        guard observation != nil || ending == nil else { return }
        closeHostStep()
        observation?.cancel()
        observation = nil
        ending = (now, checkpointScreen())
    }

    /// Records a setting of the feature's test backend (`backend …`).
    public func recordBackend(_ setting: Backend) {
        closeHostStep()
        append(RecordedEntry(kind: .backend(setting), time: now))
    }

    /// Records a step taken on the host (a tap, going back, dismissing, a
    /// relaunch, a cancel) that begins now. Commands sent until
    /// ``hostStepEnded(failed:)`` belong to it: replaying the step sends them.
    public func hostStepBegan(_ step: RecordedHostStep) {
        closeHostStep()
        append(RecordedEntry(kind: .host(step), time: now))
        openHostStep = entries.count - 1
    }

    /// The flow's named steps change: the statements from now on are written
    /// in `names` (outermost first, secrets masked; empty outside any). The
    /// recording writes the same `step "…" {` blocks around the steps it
    /// records, so its replay's transcript heads them the same way.
    ///
    /// - Parameter names: The named steps now in force, outermost first.
    public func namedStepsChanged(to names: [String]) {
        namedSteps[entries.count] = names
    }

    /// The host step begun last has ended (its Commands' work included).
    /// A step that `failed` (a tap on a title no button has) is left out of
    /// the recording, unless it sent something.
    public func hostStepEnded(failed: Bool = false) {
        if failed, let index = openHostStep, index == entries.count - 1, !entries[index].sentCommand {
            openHostStep = nil
            entries.removeLast()
            return
        }
        closeHostStep()
    }

    /// The recording as a flow: `secret` declarations, then one statement per
    /// step, with `advance` for the time between them and, with
    /// ``RecordingCheckpoints/screens``, a screen check after each.
    ///
    /// - Throws: ``ScriptWritingError`` for the first Command or setting that
    ///   the script cannot express.
    public func flowText() throws(ScriptWritingError) -> String {
        let (texts, parameters) = try texts()
        var lines = ["# A recorded session: replay it with `run` or `check`."]
        let secrets = parameters.values.keys.sorted()
        if !secrets.isEmpty {
            lines.append("# Supply each secret when running it: --param NAME=VALUE (or the environment).")
            lines += secrets.map { "secret \($0)" }
        }
        let (endTime, endScreen) = ending ?? (now, checkpointScreen())
        // Screens are masked now, when every secret of the session is known,
        // as the replay, which declares them all, draws them: a value that
        // became a secret because it holds one is masked whole.
        var masker = knownSecrets
        for value in parameters.values.values { masker.add(value) }
        lines += RecordedEntry.statements(
            entries, texts: texts, namedSteps: namedSteps, endTime: endTime, endScreen: endScreen?.text(masked: masker),
            screenWidth: screenWidth, masker: masker)
        let text = lines.joined(separator: "\n") + "\n"
        // A file the parser would refuse is not a flow.
        guard text.utf8.count <= fileSizeLimit else { throw .flowTooLarge(limit: fileSizeLimit) }
        return text
    }

    /// Writes ``flowText()`` to `url`, atomically. It writes even under
    /// `CI=true`: the caller named the file.
    ///
    /// - Throws: ``ScriptWritingError`` for a value the script cannot
    ///   express, or ``SessionRecordingError`` when the file cannot be written.
    public func write(to url: URL) throws {
        let text = try flowText()
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SessionRecordingError.noSuchDirectory(directory.path)
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw SessionRecordingError.cannotWrite(url.path, reason: (error as NSError).localizedDescription)
        }
    }

    // MARK: Recording

    private var now: Duration { clock?.now.offset ?? .zero }

    private func commandStarted(_ id: CommandID, _ command: Command) {
        if let index = openHostStep {
            entries[index].sentCommands.append(command)
            return
        }
        append(RecordedEntry(kind: .command(command), time: now))
        running[id] = entries.count - 1
    }

    private func commandFinished(_ id: CommandID) {
        guard let index = running.removeValue(forKey: id) else { return }
        // Written as sent only if nothing else happened while it ran.
        if index == entries.count - 1 {
            entries[index].finishedAt = now
            onChange?()
        }
    }

    private func closeHostStep() {
        guard let index = openHostStep else { return }
        openHostStep = nil
        entries[index].finishedAt = now
    }

    private func append(_ entry: RecordedEntry) {
        if let last = entries.indices.last, checkpoints == .screens {
            entries[last].screenAfter = (checkpointScreen(), now)
        }
        entries.append(entry)
        onChange?()
    }

    /// What draws the screen as it is now, masked with any secrets: the
    /// screen is drawn when written, once every secret is known.
    private func checkpointScreen() -> CapturedScreen? {
        guard checkpoints == .screens else { return nil }
        if let screenCapture { return CapturedScreen(render: screenCapture()) }
        let text = screen?()
        return CapturedScreen { masker in text.map { masker.mask($0) } }
    }

    /// Captures what is on screen now, to be drawn with secrets masked in
    /// its texts before they are laid out (as a flow draws it); set by a
    /// flow session, in place of ``screen``.
    package var screenCapture: (@MainActor () -> @MainActor (SecretMasker) -> String?)?

    /// The text of each entry's value, with every secret as a parameter,
    /// and the parameters. Written twice: the first pass finds every string
    /// its type marks secret, so that the second writes that string as a
    /// parameter wherever it appears, before or after.
    private func texts() throws(ScriptWritingError) -> (texts: [String], parameters: SecretParameters) {
        // A first look finds every secret; a secret typed into a field is
        // then named after the field's label (`CARD_NUMBER`), not after the
        // Command's case that carried it.
        let finder = SecretParameters(known: knownSecrets)
        for entry in entries {
            if let value = entry.value { _ = try finder.write(value) }
            for command in entry.sentCommands { _ = try finder.write(command) }
        }
        let parameters = SecretParameters(known: finder.knownSecrets)
        for entry in entries {
            if case let .host(.gesture(.type(typed, control), _)) = entry.kind, finder.isSecret(typed) {
                parameters.name(typed, after: control.label)
            }
        }
        // The others keep the names the first look gave them, in its order.
        for (secret, label) in finder.found { parameters.name(secret, after: label) }
        var texts: [String] = []
        for entry in entries {
            switch entry.kind {
            case .command(let value), .backend(let value): texts.append(try parameters.write(value))
            case .host(.tap(let title)):
                // A title may hold a secret (a button named after what was typed).
                texts.append("tap " + (try parameters.write(title)))
            case let .host(.gesture(gesture, background)):
                // Typed text and labels may hold a secret (what was typed into a secure field).
                texts.append((background ? "start " : "") + (try Self.text(of: gesture, parameters)))
            case .host(let step): texts.append(step.statement)
            }
        }
        return (texts, parameters)
    }
}

extension SessionRecorder {
    /// `gesture` as a flow writes it, every string through `parameters`.
    private static func text(of gesture: Gesture, _ parameters: SecretParameters) throws(ScriptWritingError) -> String {
        func reference(_ control: ControlReference) throws(ScriptWritingError) -> String {
            var text = try parameters.write(control.label)
            if let section = control.section { text += " in " + (try parameters.write(section)) }
            return text
        }
        switch gesture {
        case .tap(let control): return "tap " + (try reference(control))
        case let .type(typed, control): return "type " + (try parameters.write(typed)) + " into " + (try reference(control))
        case .toggle(let control): return "toggle " + (try reference(control))
        }
    }
}

extension SessionRecorder {
    /// Records every Command `store` is sent, saving the flow to `url` after
    /// each (a debug build's one-liner: the file is there however the app
    /// ends). A value the script cannot express leaves the file as it was.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let recording = SessionRecorder<ProfileStore.Command, NoBackend>.recording(store, to: URL(filePath: "/tmp/session.flow"))
    /// ```
    public static func recording<Store: CoreViewStore>(_ store: Store, to url: URL) -> SessionRecorder
    where Store.Command == Command {
        let recorder = SessionRecorder()
        recorder.follow(store.core)
        recorder.onChange = { [weak recorder] in try? recorder?.write(to: url) }
        return recorder
    }

    /// Records every Command `store` is sent, saving the flow to the file at
    /// `path` after each (see ``recording(_:to:)``).
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let recording = SessionRecorder<ProfileStore.Command, NoBackend>.recording(store, toFile: "/tmp/session.flow")
    /// ```
    public static func recording<Store: CoreViewStore>(_ store: Store, toFile path: String) -> SessionRecorder
    where Store.Command == Command {
        recording(store, to: URL(fileURLWithPath: path))
    }
}
