import Foundation
import Stateful
import StatefulSnapshot
import StatefulText

/// One run of a flow against a fresh session of a feature: executes steps,
/// keeps the transcript, and collects Effects for `expect effect`.
///
/// Time is the script's: the feature's backend waits on ``clock``, which the
/// session moves forward only as far as the script asks (`send` and `wait`
/// move it until the work ends, `advance` by a duration, `start` not at all).
/// Nothing sleeps, so a flow runs at once and the same way every time.
///
/// A check never moves time: every `expect` is evaluated against the screen,
/// the State and the Effects of the moment its line runs, and none of them
/// waits for work, so a failed expectation leaves every later step and the
/// transcript exactly as a passing one would. Only the steps that act wait:
/// `send`, `tap`, `type` and `toggle` for the work of the Command they sent,
/// `wait` for all running work, `advance` for a duration; `start` and
/// `start tap` wait for none.
///
/// A failed step does not stop the flow: every later step still runs and is
/// reported, so one run shows every failure. Only when a step leaves the
/// session unable to go on (its work never ends) are the later steps
/// reported as not run, naming the step that blocked them.
///
/// ```swift
/// import Foundation
///
/// var parser = FlowScriptParser<ProfileCommand, ProfileBackend>()
/// let script = try parser.parse(contentsOf: URL(filePath: "Flows/save.flow"), displayPath: "Flows/save.flow")
/// let settings = FlowSettings(width: .compact)
/// let session = try FlowSession(feature: ProfileScriptFeature(), name: "Flows/save", settings: settings)
/// for step in script.flattenedSteps {
///     let outcome = await session.execute(step)
///     if let failure = outcome.failure { print(failure) }
/// }
/// print(session.transcript.text)
/// ```
@MainActor
public final class FlowSession<Feature: ScriptableFeature> {
    /// The feature's store type.
    public typealias Store = Feature.Store

    /// What one step did.
    public struct StepOutcome: Sendable {
        /// What a `print` statement printed, line by line (secrets masked).
        public var printed: [String] = []
        /// Why the step failed, if it did.
        public var failure: ScriptFailure?
        /// Whether the step did not run at all, because an earlier step left
        /// the session unable to go on.
        public var skipped = false
        /// Whether the step's failure is only that it wrote a screen's
        /// recording (`expect screen matches "name"` recording a new one, or
        /// re-recording one as the record mode allows): what the flow did
        /// was not wrong, so its transcript may still be recorded.
        public var failedOnlyByRecording = false
    }

    /// A step of this session's flows.
    public typealias Step = ScriptStep<Store.Command, Feature.Backend>

    /// The feature's store, host and backend; a new one after each `relaunch`.
    public private(set) var session: ScriptSession<Store, Feature.Backend>
    /// The script's clock.
    public let clock = TestClock()
    /// The flow's recording name (see ``FlowSnapshotSettings``), which names
    /// its recordings.
    public let name: String
    /// How the flow is drawn, compared and recorded.
    public let settings: FlowSettings

    private let feature: Feature
    /// What the first session was made with; a relaunch makes the next one
    /// from it, with the same dependencies and files.
    private let firstContext: ScriptContext
    private var settler: WorkSettler
    let recorder: TranscriptRecorder<Store.Command, Store.Action, Store.Effect>
    private var observations: [StoreObservation] = []
    private var pendingEffects: [Store.Effect] = []
    /// The secrets known so far; a box, so the transcript recorder sees the
    /// ones added later.
    private let secrets: SecretsBox
    var masker: SecretMasker { secrets.masker }
    /// The step after which nothing can run, and why.
    private var blocker: (location: SourceLocation, reason: String)?
    /// The screens and outlines drawn so far (see ``screen(width:)``).
    private var drawn = DrawnScreens()
    /// Where the running app's `@Shared` values live: the first session's
    /// storage, then the one relaunched from it at each `relaunch`.
    private var currentStorage: SharedStorage
    /// How many times the flow relaunched the app.
    private var launches = 0
    /// The Command that started last, for a step that waits for the
    /// Command it sent.
    private var lastStartedCommand: CommandID?
    /// What the core reported as mistakes of the feature's code, for the
    /// running step to fail with (see `performReportingMistakes(_:)`).
    let reportedMistakes = ReportedMistakes()
    /// The values `let` lines captured, by name.
    private var captures: [String: CapturedValue] = [:]
    /// The named steps the last step run was written in.
    private var currentStepNames: [String] = []

    /// Starts a session of `feature` for the flow whose recording name is `name`.
    ///
    /// The feature builds its session with the current dependencies and the
    /// script's clock as the clock dependency (see
    /// ``ScriptContext/dependencies``); start it inside `withDependencies` to
    /// override dependencies for this flow.
    ///
    /// - Throws: Whatever the feature's `makeSession` throws.
    public init(feature: Feature, name: String, settings: FlowSettings, secrets: SecretMasker = SecretMasker()) throws {
        self.name = name
        self.settings = settings
        let box = SecretsBox(secrets)
        self.secrets = box
        self.feature = feature
        let context = ScriptContext(clock: clock, options: settings.featureOptions)
        firstContext = context
        currentStorage = context.dependencies.sharedStorage
        session = try Dependencies.$current.withValue(context.dependencies) { try feature.makeSession(context) }
        let core = session.store.core
        settler = WorkSettler(core: core, clock: clock, settling: session.settling)
        recorder = TranscriptRecorder(core: core, maskingStrings: { box.mask($0) })
        observeSession()
    }

    /// Keeps the host and the Effects expected by `expect effect` up to date
    /// with the session's store.
    private func observeSession() {
        let core = session.store.core
        observations.append(session.host.observe(core))
        observations.append(core.observe { [weak self] event in
            switch event {
            case .effect(let effect, _): self?.pendingEffects.append(effect)
            case .commandStarted(let id, _): self?.lastStartedCommand = id
            case .action, .commandFinished: break
            }
        })
    }

    /// Quits the app and starts it again (the `relaunch` statement): cancels
    /// the running work, then has the feature make a new session with the
    /// first one's dependencies and files, and follows it.
    private func relaunch() async throws(StepError) {
        session.store.core.cancelAll()
        await settler.settle()
        for observation in observations { observation.cancel() }
        observations.removeAll()
        settler.stop()
        // The app's shared values go; what their strategies saved stays.
        let storage = currentStorage
        storage.flush()
        currentStorage = storage.relaunched()
        let context = ScriptContext(
            clock: clock, options: settings.featureOptions,
            dependencies: firstContext.dependencies.updating { [currentStorage] in $0.sharedStorage = currentStorage },
            files: firstContext.files, launch: launches + 1)
        do {
            session = try Dependencies.$current.withValue(context.dependencies) { try feature.makeSession(context) }
        } catch {
            throw StepError(message: "the feature could not start again: " + masker.mask("\(error)"), blocksLaterSteps: true)
        }
        launches += 1
        settler = WorkSettler(core: session.store.core, clock: clock, settling: session.settling)
        recorder.follow(session.store.core)
        sessionRecorder?.follow(session.store.core)
        drawn = DrawnScreens()
        observeSession()
    }

    /// The transcript so far.
    public var transcript: Transcript { recorder.transcript }

    /// The recorder that writes this session down as a flow (see
    /// ``record(into:)``), if any.
    public private(set) var sessionRecorder: SessionRecorder<Store.Command, Feature.Backend>?

    /// Records every step from now on into `sessionRecorder`: the Commands
    /// the store is sent, the backend settings, the host steps, the time on
    /// ``clock``, and the screen for its checkpoints.
    public func record(into sessionRecorder: SessionRecorder<Store.Command, Feature.Backend>) {
        self.sessionRecorder = sessionRecorder
        sessionRecorder.follow(session.store.core)
        sessionRecorder.screen = { [weak self] in try? self?.screen() }
        // Checkpoints are drawn when the recording is written, masked as a
        // replay masks them: with every secret the recording declares.
        sessionRecorder.screenCapture = { [weak self] in
            guard let self else { return { _ in nil } }
            let presented = session.host.presented
            let width = settings.width
            return { masker in try? presented.mappingText { masker.mask($0) }.render(width: width) }
        }
        sessionRecorder.screenWidth = ScriptWidth(naming: settings.width)
        sessionRecorder.knownSecrets = secrets.masker
    }

    /// The transcript blocks added or changed since the last call, in order
    /// (see ``/StatefulSnapshot/TranscriptRecorder/takeChangedBlocks()``).
    public func takeChangedTranscriptBlocks() -> [Transcript.Block] {
        let blocks = recorder.transcript.blocks
        return recorder.takeChangedBlocks().map { blocks[$0] }
    }

    /// Adds the secrets of a script (its secret parameters and arguments) to
    /// those masked in every message.
    public func addSecrets(_ secrets: SecretMasker) {
        self.secrets.masker.merge(secrets)
        sessionRecorder?.knownSecrets = self.secrets.masker
    }

    /// Whether every step so far could run (none was skipped).
    public var isComplete: Bool { blocker == nil }

    /// Runs one step; after a step that blocked the session, reports the
    /// step as not run instead.
    public func execute(_ step: Step) async -> StepOutcome {
        if let blocker {
            return StepOutcome(
                failure: failure(of: step, message: "not run: the step at \(blocker.location) \(blocker.reason)"),
                skipped: true)
        }
        // A named step begins: the transcript says so before its Commands.
        if step.stepNames != currentStepNames {
            if let title = stepTitle(of: step) { recorder.beginNamedStep(title) }
            sessionRecorder?.namedStepsChanged(to: step.stepNames.map { masker.mask($0) })
        }
        currentStepNames = step.stepNames
        let hostStep = step.statement.recordedHostStep
        if let hostStep { sessionRecorder?.hostStepBegan(hostStep) }
        do {
            // Printed screens, outlines and states mask their secrets as they are drawn.
            let printed = try await performReportingMistakes(step)
            if hostStep != nil { sessionRecorder?.hostStepEnded() }
            return StepOutcome(printed: printed)
        } catch {
            if hostStep != nil { sessionRecorder?.hostStepEnded(failed: true) }
            if error.blocksLaterSteps { blocker = (step.location, error.message) }
            return StepOutcome(failure: failure(of: step, message: error.message), failedOnlyByRecording: error.onlyRecorded)
        }
    }

    /// A failure of `step`: in a named step, its message starts with
    /// `in step "…": `.
    ///
    /// - Parameters:
    ///   - step: The step that failed.
    ///   - message: What went wrong.
    public func failure(of step: Step, message: String) -> ScriptFailure {
        let names = step.stepNames.map { masker.mask($0) }
        var failure = ScriptFailure(location: step.location, source: shownSource(of: step), message: message, stepNames: names)
        if let title = failure.stepTitle { failure.message = "in step \(title): " + message }
        return failure
    }

    /// `"Log in" > "Fill in the form"`: the named steps `step` is written
    /// in, quoted, the outermost first, secrets masked; `nil` outside any.
    ///
    /// - Parameter step: A step of this session's flow.
    public func stepTitle(of step: Step) -> String? {
        ScriptFailure(location: step.location, source: "", message: "", stepNames: step.stepNames.map { masker.mask($0) }).stepTitle
    }

    /// The step as written, as a runner shows it: its secrets masked, those
    /// found as the flow ran too (the text typed into a secure field).
    public func shownSource(of step: Step) -> String {
        masker.mask(step.maskedSource)
    }

    /// Cancels whatever work is still running and waits for it to end.
    public func finish() async {
        sessionRecorder?.stop()
        session.store.core.cancelAll()
        await settler.settle()
        for observation in observations { observation.cancel() }
        observations.removeAll()
        recorder.stop()
        settler.stop()
        firstContext.files.removeAll()
    }

    // MARK: Steps

    struct StepError: Error {
        let message: String
        /// The session cannot go on after it.
        var blocksLaterSteps = false
        /// It only says that a screen's recording was written.
        var onlyRecorded = false
    }

    func perform(_ step: Step) async throws(StepError) -> [String] {
        let core = session.store.core
        switch step.statement {
        case .send(let command, _):
            send(command)
            try await finishSentCommand()
        case .start(let command, _):
            send(command)
            await settler.settle()
        case .cancel:
            core.cancelAll()
            await settler.settle()
        case .wait:
            try await finishWork()
        case .advance(let duration):
            await settler.advance(clock, by: duration)
        case .dismissAlert:
            guard let shown = session.host.alert else {
                throw StepError(message: "no alert is shown to dismiss")
            }
            // An alert the State holds is dismissed by the Command the screen names.
            if let command = session.host.dismissAlert() {
                recorder.gestureForNextCommand("dismiss alert")
                send(command)
                try await finishSentCommand()
            } else if session.host.alert == shown {
                throw StepError(message: "the alert \(ScriptLiteral.quoted(masker.mask(shown.title))) is held in the State "
                    + "and its screen names no Command that dismisses it: give the screen's ScreenStack a `dismissAlert` Command")
            }
        case .dismissDialog:
            guard let shown = session.host.dialog else {
                throw StepError(message: "no confirmation dialog is shown to dismiss")
            }
            if let command = session.host.dismissDialog() {
                recorder.gestureForNextCommand("dismiss dialog")
                send(command)
                try await finishSentCommand()
            } else if session.host.dialog == shown {
                throw StepError(message: "the confirmation dialog is held in the State and its screen names no Command "
                    + "that dismisses it: give the screen's ScreenStack a `dismissDialog` Command")
            }
        case .dismissSheet:
            guard session.host.sheet != nil else {
                throw StepError(message: "no sheet is shown to dismiss")
            }
            // A sheet the State presents is dismissed by the Command it names.
            if let command = session.host.dismissSheet() {
                recorder.gestureForNextCommand("dismiss sheet")
                send(command)
                try await finishSentCommand()
            }
        case .tap(let title):
            if let command = try tap(title) {
                recorder.gestureForNextCommand(masker.mask(Gesture.tap(ControlReference(title)).description))
                send(command)
                try await finishSentCommand()
            }
        case let .gesture(gesture, background):
            try await perform(gesture, background: background)
        case .goBack:
            // A sheet covers the screen and its back button, as on a device.
            guard session.host.sheet == nil else {
                throw StepError(message: "a sheet is shown over the screen, covering its back button: `dismiss sheet` first")
            }
            guard session.host.canGoBack else {
                throw StepError(message: "the first screen is shown: there is nothing to go back to")
            }
            // A screen the State pushed goes back by the Command its back button names.
            if let command = session.host.goBack() {
                recorder.gestureForNextCommand("back")
                send(command)
                try await finishSentCommand()
            }
        case .expectEffect(let expected):
            try await expectEffect(expected)
        case .expectNoEffect:
            guard pendingEffects.isEmpty else {
                throw StepError(message: "expected no effect, got " + pendingEffects.map(shown(actual:)).joined(separator: ", "))
            }
        case .expectState(let expectation):
            try await expectState(expectation)
        case .expectView(let expectation):
            return try await expectView(expectation, at: step)
        case .print(let target):
            return try print(target)
        case .backend(let setting, _):
            do {
                try session.configureBackend(setting)
            } catch {
                throw StepError(message: "cannot configure the backend: " + masker.mask("\(error)"))
            }
            sessionRecorder?.recordBackend(setting)
            // What the setting woke (a stream a Command reads) runs now.
            await settler.settle()
        case .relaunch:
            try await relaunch()
        case .capture(let capture):
            try captureValue(capture)
        case .usingCaptures(let line):
            switch line.resolve(with: captures) {
            case .success(let resolved):
                addSecrets(resolved.secrets)
                var resolvedStep = step
                resolvedStep.statement = resolved.statement
                return try await perform(resolvedStep)
            case .failure(let error):
                throw StepError(message: error.message)
            }
        case .parameter, .include:
            break
        }
        return []
    }

    /// Reads the captured value from the State, as `expect state` reads it.
    private func captureValue(_ capture: StateCapture) throws(StepError) {
        let path = capture.pathText
        let expectation = StateExpectation(
            path: capture.path, comparison: .isNotNil,
            value: ScriptValue(.null, at: SourceLocation(file: "", line: 0, column: 0)), isSecret: capture.isSecret)
        let value: Any
        let isSecret: Bool
        do {
            (value, isSecret) = try expectation.resolve(in: session.store.currentState)
        } catch {
            throw StepError(message: "cannot capture state \(path): " + String(describing: error))
        }
        guard let text = CapturedValue.text(of: value) else {
            let shown = capture.isSecret || isSecret ? "(value not shown)" : "found " + shown(actual: value)
            throw StepError(message: "cannot capture state \(path): it is not text, a number or an id (a "
                + "\(TypeName.full(type(of: value)))), or it is nil; capture one of its properties; \(shown)")
        }
        let secret = capture.isSecret || isSecret
        if secret {
            var added = SecretMasker()
            added.add(text.text)
            addSecrets(added)
        }
        captures[capture.name] = CapturedValue(text: text.text, integer: text.integer, isSecret: secret)
    }

    func send(_ command: Store.Command) {
        settler.sendStartingInline(command, to: session.store)
    }

    /// Taps the button titled `title` on the host (see
    /// ``/StatefulText/ScreenHost/tap(_:)``), returning its Command; every
    /// title in a message is masked.
    func tap(_ title: String) throws(StepError) -> Store.Command? {
        let shown = (session.host.alert, session.host.dialog)
        let command: Store.Command?
        do {
            command = try session.host.tap(title)
        } catch {
            throw tapFailure(error, title: title)
        }
        // A button that sends no Command, on an alert or dialog the State
        // holds whose screen names no Command that dismisses it, would leave
        // it shown: a person's tap would seem to do nothing.
        if command == nil, session.host.alert == shown.0, session.host.dialog == shown.1 {
            let (what, parameter) = shown.0 != nil ? ("alert", "dismissAlert") : ("confirmation dialog", "dismissDialog")
            throw StepError(message: "the button \(ScriptLiteral.quoted(masker.mask(title))) sends no Command, and the "
                + "\(what) is held in the State with no Command that dismisses it: give the screen's ScreenStack "
                + "a `\(parameter)` Command")
        }
        return command
    }

    /// Why a tap failed, every title masked.
    private func tapFailure(_ error: PresentationTapError, title: String) -> StepError {
        let masker = masker
        let quoted = { (text: String) in ScriptLiteral.quoted(masker.mask(text)) }
        switch error {
        case .nothingShown, .nothingShownFollowingNoStore:
            return StepError(message: "no alert or confirmation dialog is shown to tap \(quoted(title)) on")
        case let .noButton(_, buttons):
            let shownOn = session.host.alert != nil ? "the alert" : "the confirmation dialog"
            var message = "\(shownOn) has no button \(quoted(title))"
            if let closest = Suggestion.closest(to: title, in: buttons) {
                message += "; did you mean \(quoted(closest))?"
            } else {
                message += "."
            }
            message += " Its buttons: " + (buttons.isEmpty ? "none" : buttons.map(quoted).joined(separator: ", "))
            return StepError(message: message)
        case let .commandNotAccepted(_, commandType, storeCommandType):
            return StepError(message: "the button \(quoted(title)) sends a \(commandType), not a \(storeCommandType): "
                + "the feature must give its buttons Commands of its store's type")
        }
    }

    /// Lets the work of the Command just sent finish, moving the clock to
    /// each deadline it waits for; work started earlier (`start`) goes on in
    /// the background, woken as the clock moves.
    func finishSentCommand() async throws(StepError) {
        await settler.settle()
        guard let sent = lastStartedCommand else { return }
        let core = session.store.core
        try await moveClock(while: { core.isRunning(sent) }, what: "the sent Command's work")
    }

    /// Lets running work finish, moving the clock to each deadline it waits for.
    private func finishWork() async throws(StepError) {
        await settler.settle()
        let core = session.store.core
        try await moveClock(while: { core.runningCommandCount > 0 }, what: "the running work")
    }

    /// With the work settled: moves the clock to each deadline in turn,
    /// letting the work settle after each, while `isRunning` holds and
    /// something waits on the clock.
    private func moveClock(while isRunning: () -> Bool, what: String) async throws(StepError) {
        let limit = settings.clockAdvanceLimit
        for _ in 0..<limit {
            guard isRunning(), let deadline = clock.nextDeadline else { return }
            clock.advance(to: deadline)
            await settler.settle()
        }
        throw StepError(message: "\(what) did not end after the clock was advanced \(limit) times", blocksLaterSteps: true)
    }

    /// Lets the work just started settle, as `start` does: what is ready to
    /// run runs, and the clock stays where it is.
    func settleStartedWork() async {
        await settler.settle()
    }

    private func expectEffect(_ expected: CaseValue) async throws(StepError) {
        guard !pendingEffects.isEmpty else {
            throw StepError(message: "expected effect \(shown(expected)), but no effect was sent that is not already expected")
        }
        let effect = pendingEffects.removeFirst()
        let actual = EffectText.caseSyntax(of: effect)
        // As written, or structurally: nested cases are written without their
        // leading dots (`alert(0, product(confirmRemoval))`), and a stack id as
        // its number.
        let matches = expected.arguments == nil
            ? EffectText.caseName(actual) == expected.name
            : actual == expected.description || ScriptValue(.caseValue(expected), at: expected.location).matches(effect)
        guard matches else {
            throw StepError(message: "expected effect \(shown(expected)), got \(shown(actual: effect))")
        }
    }

    private func expectState(_ expectation: StateExpectation) async throws(StepError) {
        let actual: Any
        let isSecret: Bool
        do {
            (actual, isSecret) = try expectation.resolve(in: session.store.currentState)
        } catch {
            throw StepError(message: String(describing: error))
        }
        let path = expectation.pathText
        if let problem = expectation.comparisonProblem(with: actual) {
            throw StepError(message: "cannot compare state \(path) \(expectation.comparison.rawValue): \(problem)")
        }
        guard !expectation.isSatisfied(by: actual) else { return }
        let comparison = expectation.comparison.rawValue
        if expectation.isSecret || isSecret {
            if expectation.comparison == .isNil || expectation.comparison == .isNotNil {
                throw StepError(message: "expected state \(path) \(comparison), and it is not (value not shown)")
            }
            throw StepError(message: "expected state \(path) \(comparison) a secret value, and it is not (values not shown)")
        }
        if expectation.comparison == .isNil || expectation.comparison == .isNotNil {
            throw StepError(message: "expected state \(path) \(comparison), found \(shown(actual: actual))")
        }
        throw StepError(message: "expected state \(path) \(comparison) \(shown(expectation.value)), found \(shown(actual: actual))")
    }

    private func expectView(_ expectation: ViewExpectation, at step: Step) async throws(StepError) -> [String] {
        switch expectation.check {
        case .contains(let text):
            let rendered = try render(expectation.view)
            guard rendered.contains(text) || shownTexts().contains(where: { $0.contains(text) }) else {
                throw StepError(message: "expected the \(describe(expectation.view)) to contain "
                    + masker.mask(ScriptLiteral.quoted(text)) + "; it shows:\n" + rendered)
            }
        case .doesNotContain(let text):
            let rendered = try render(expectation.view)
            let texts = shownTexts().filter { $0.contains(text) }
            guard !rendered.contains(text), texts.isEmpty else {
                var found = ViewExpectation.lines(of: rendered, containing: text)
                if found.isEmpty { found = texts.map { "  in the text " + ScriptLiteral.quoted($0) + " (wrapped on the screen)" } }
                throw StepError(message: "expected the \(describe(expectation.view)) not to contain "
                    + masker.mask(ScriptLiteral.quoted(text)) + "; it is found at:\n" + masker.mask(found.joined(separator: "\n"))
                    + "\nthe \(describe(expectation.view)) shows:\n" + rendered)
            }
        case .matchesPattern(let pattern):
            let rendered = try render(expectation.view)
            let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let candidates = lines + shownTexts()
            guard try ViewExpectation.pattern(pattern, matchesAnyOf: candidates, stopped: { StepError(message: $0) }) else {
                throw StepError(message: "expected a line of the \(describe(expectation.view)) to match the pattern "
                    + masker.mask(ScriptLiteral.quoted(pattern)) + "; it shows:\n" + rendered)
            }
        case .containsCount(let text, let times):
            let rendered = try render(expectation.view)
            let inRendered = ViewExpectation.occurrences(of: text, in: rendered)
            let inTexts = shownTexts().reduce(0) { $0 + ViewExpectation.occurrences(of: text, in: $1) }
            let found = max(inRendered, inTexts)
            guard found == times else {
                throw StepError(message: "expected the \(describe(expectation.view)) to contain "
                    + masker.mask(ScriptLiteral.quoted(text)) + " \(times) \(times == 1 ? "time" : "times"), found it "
                    + "\(found) \(found == 1 ? "time" : "times"); it shows:\n" + rendered)
            }
        case .matchesSnapshot(let snapshotName):
            // Recordings are written files: no secret may reach them.
            let rendered = try render(expectation.view)
            guard let snapshots = settings.snapshots else {
                throw StepError(message: "no folder holds recordings to compare screens with: pass --snapshots DIR "
                    + "(recordings in DIR/__Snapshots__/flows/), or run inside the package that holds them")
            }
            let outcome = snapshots.verify(rendered, flow: name, named: snapshotName, callSite: step.location.description)
            if outcome.isFailure { throw StepError(message: outcome.message, onlyRecorded: outcome.kind == .recorded) }
        }
        return []
    }

    private func print(_ target: PrintTarget) throws(StepError) -> [String] {
        let text: String
        switch target {
        case .screen(let width): text = try render(.screen(width: width))
        case .outline: text = try render(.outline)
        case .state:
            let masker = masker
            text = ValueDump.text(of: session.store.currentState, maskingStrings: { masker.mask($0) })
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Screens and outlines end with a newline; a state dump does not.
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// What the host shows now, drawn at `width` (the settings' width by
    /// default), with every secret masked in the texts it draws before they
    /// are laid out: a secret is masked whole even where it would wrap or be
    /// cut short.
    ///
    /// A flow shows the same few screens over and over: a screen is drawn
    /// again only when what the host presents, the width or the secrets
    /// differ from every screen drawn lately.
    public func screen(width: StatefulText.ScreenWidth? = nil) throws(ScreenRenderError) -> String {
        let width = width ?? settings.width
        let presented = session.host.presented
        let secrets = secrets
        return try drawn.text(for: presented, columns: width.columns, secretsVersion: secrets.version) {
            () throws(ScreenRenderError) -> String in
            try presented.mappingText { secrets.mask($0) }.render(width: width)
        }
    }

    /// The host's outline, with every secret masked in the texts it shows.
    public var outline: String {
        let presented = session.host.presented
        let secrets = secrets
        return drawn.text(for: presented, columns: nil, secretsVersion: secrets.version) {
            presented.mappingText { secrets.mask($0) }.outline
        }
    }

    /// Every text the host shows, whole, however the screen wraps it: texts,
    /// labels, values, titles and messages, their secrets masked.
    private func shownTexts() -> [String] {
        let secrets = secrets
        var texts: [String] = []
        _ = session.host.presented.mappingText { text in
            let masked = secrets.mask(text)
            texts.append(masked)
            return masked
        }
        return texts
    }

    func render(_ view: RenderedView) throws(StepError) -> String {
        switch view {
        case .outline:
            return outline
        case .screen(let width):
            do {
                return try screen(width: settings.screenWidth(width))
            } catch {
                throw StepError(message: error.description)
            }
        }
    }

    /// A value the script wrote, as a message shows it: secrets masked.
    private func shown(_ value: CaseValue) -> String {
        masker.mask(value.description)
    }

    private func shown(_ value: ScriptValue) -> String {
        masker.mask(value.description)
    }

    /// A value of the feature's, in case syntax, as a message shows it: its
    /// strings masked as they are dumped, its redacted parts masked by type.
    private func shown(actual value: Any) -> String {
        let masker = masker
        let line = ValueDump.node(of: value, maskingStrings: { masker.mask($0) }).singleLine
        return line.hasPrefix(".") ? String(line.dropFirst()) : line
    }

    private func describe(_ view: RenderedView) -> String {
        switch view {
        case .outline: "outline"
        case .screen: "screen"
        }
    }
}

/// The secrets a session masks, shared with its transcript recorder so that
/// secrets added later (an interactive session's) are masked there too.
///
/// A flow masks the same few texts over and over (a screen's labels, the
/// values typed into it, the cases of its Commands), so ``mask(_:)``
/// remembers what it masked until the secrets change.
private final class SecretsBox {
    var masker: SecretMasker {
        didSet {
            version += 1
            masked.removeAll()
        }
    }
    /// Counts the changes of ``masker``: what was drawn with an older
    /// version is drawn again.
    private(set) var version = 0
    /// Texts masked with the current secrets, and what they became. Strings
    /// that are canonically equivalent are one key, so each entry keeps the
    /// text it was made from, and is used only for exactly those bytes.
    private var masked: [String: (text: String, masked: String)] = [:]

    /// Texts at most this long are remembered.
    private static let rememberedLength = 256
    /// At most this many texts are remembered; then the memory starts afresh.
    private static let rememberedCount = 4_096

    init(_ masker: SecretMasker) {
        self.masker = masker
    }

    /// `text` with every secret masked (see ``SecretMasker/mask(_:)``).
    func mask(_ text: String) -> String {
        guard !masker.isEmpty, !text.isEmpty else { return text }
        guard text.utf8.count <= Self.rememberedLength else { return masker.mask(text) }
        if let known = masked[text] {
            return known.text.utf8.elementsEqual(text.utf8) ? known.masked : masker.mask(text)
        }
        let result = masker.mask(text)
        if masked.count >= Self.rememberedCount { masked.removeAll(keepingCapacity: true) }
        masked[text] = (text, result)
        return result
    }
}

/// The screens and outlines a session drew lately, by what they were drawn
/// from, for as long as the secrets stay the same.
///
/// What is drawn depends only on the presented screen (its texts already in
/// Normalization Form C, so two that compare equal draw the same bytes), the
/// width and the secrets.
private struct DrawnScreens {
    /// A screen and the width it was drawn at; `nil` for the outline.
    typealias Key = PresentedScreenKey<Int?>

    /// At most this many are kept; then the memory starts afresh.
    private static let capacity = 256

    private var last: (key: Key, text: String)?
    private var texts: [Key: String] = [:]
    private var secretsVersion = 0

    /// The text drawn for `presented` at `columns`, drawn by `draw` only if
    /// not drawn lately.
    mutating func text<Failure: Error>(
        for presented: PresentedScreen, columns: Int?, secretsVersion: Int, draw: () throws(Failure) -> String
    ) throws(Failure) -> String {
        if secretsVersion != self.secretsVersion {
            last = nil
            texts.removeAll()
            self.secretsVersion = secretsVersion
        }
        // A step that changes nothing on screen: no hashing needed (the
        // host's kept value compares equal at once, its arrays the same storage).
        if let last, last.key.columns == columns, last.key.presented == presented { return last.text }
        let key = Key(presented: presented, columns: columns)
        if let text = texts[key] {
            last = (key, text)
            return text
        }
        let text = try draw()
        if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
        texts[key] = text
        last = (key, text)
        return text
    }
}
