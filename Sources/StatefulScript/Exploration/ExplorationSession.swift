import Stateful
import StatefulSnapshot
import StatefulText

/// One generated sequence being run: a fresh ``FlowSession`` of the
/// feature, the Effects of the current step, and the checks made after it.
@MainActor
final class ExplorationSession<Feature: ScriptableFeature> {
    typealias Store = Feature.Store
    typealias Step = ExplorationStep<Store.Command, Feature.Backend>
    typealias Planned = PlannedStep<Store.Command, Feature.Backend>
    typealias Moment = ExplorationMoment<Store.State, Store.Effect>
    typealias Found = (check: ExplorationCheck, message: String)

    let flow: FlowSession<Feature>
    let plan: ExplorationPlan<Feature>
    private var observation: StoreObservation?
    private var effects: [Store.Effect] = []
    private let collectsCoverage: Bool
    private(set) var coverage = ExplorationCoverage()
    /// The secret values typed or sent so far: none may be shown.
    private(set) var secrets: [String] = []
    /// How the plan names each secret (`fieldTexts["CVV"][0]`), when it declares it.
    private(set) var secretNames: [String: String] = [:]
    /// The label of the field each secret was first typed into, for the
    /// name of its parameter in a written flow.
    private(set) var secretLabels: [String: String] = [:]
    /// The screens already checked at every width, with the secrets known
    /// then: shared by the sessions of one exploration.
    private let checkedScreens: CheckedScreens
    private var finished = false
    /// The first Command started since the current step began: the one a
    /// step that never settles names.
    private var firstCommandOfStep: Store.Command?
    /// The work of the plan's long-running Commands still running, with
    /// where each was started.
    private var longRunningWork: [CommandID: LongRunningWork] = [:]
    /// What the host presents: built once per State and presentation, by the host.
    private var presented: PresentedScreen {
        flow.session.host.presented
    }
    /// How many Actions the observed store applied: its State changes only
    /// by an Action, so an unchanged count is an unchanged State.
    private var actionsApplied = 0
    /// The last check of the State's dump for secrets: what it was made for
    /// (the store, its Actions applied, the shared values' changes, the
    /// secrets known) and whether it
    /// found one. Dumping the State is the costly part of a step's checks;
    /// most steps (an `expect`, a `print`, a tap that sends nothing) change
    /// neither the State nor the secrets.
    private var checkedDump: (actions: Int, sharedChanges: Int, secrets: Int, shown: String?)?
    /// The store whose Actions ``actionsApplied`` counts (a relaunch makes another).
    private weak var observedStore: Store?
    /// Whether an invariant of the plan reads the moment before a step (a
    /// transition): asked once per session, not per step.
    private lazy var invariantsReadBefore = plan.invariants.contains { $0.readsBefore }
    /// Whether the Command's type marks strings secret: asked once per session, not per step.
    private let commandIsRedactable = !((Store.Command.self as? any Redactable.Type)?.redactedLabels.isEmpty ?? true)

    // MARK: Generation

    /// What this sequence leaves out, when it is a swarm's.
    var swarm: ExplorationSwarm?
    /// Whether a generated Command is made again from the State before it
    /// is sent (a shrunk sequence replayed), or sent as it was made.
    var remakesGeneratedCommands = false
    /// The values the plan's bundles hold in this sequence.
    private(set) var bundles = ExplorationBundleValues()
    /// The best score of this sequence, and after how many steps it was
    /// first reached.
    private(set) var bestScore: (score: Double, steps: Int)?
    /// How many steps ran.
    private(set) var stepsPerformed = 0
    /// The labels of the secure fields seen, for which texts are secrets.
    private var secureLabels: Set<String> = []
    /// The screen last looked at for the gates of what must be reached.
    private var lastGatedScreen: PresentedScreen?

    convenience init(
        feature: Feature, plan: ExplorationPlan<Feature>, settings: FlowSettings, coverage: Bool,
        checkedScreens: CheckedScreens = CheckedScreens(), recordsTranscript: Bool = true
    ) async throws {
        self.init(
            attachingTo: try FlowSession(feature: feature, name: "explore", settings: settings), plan: plan,
            coverage: coverage, checkedScreens: checkedScreens)
        // A sequence that passes needs no transcript, unless it is compared
        // with another run's; dumping every State for one costs more than
        // the step's own checks.
        if !recordsTranscript { flow.recorder.stop() }
        for setting in plan.setUp {
            _ = await flow.execute(Self.scriptStep(.backend(setting)))
        }
        noteScreens()
    }

    /// Checks the steps of a session someone else runs (a flow file's).
    init(
        attachingTo flow: FlowSession<Feature>, plan: ExplorationPlan<Feature>, coverage: Bool,
        checkedScreens: CheckedScreens = CheckedScreens()
    ) {
        self.flow = flow
        self.checkedScreens = checkedScreens
        self.plan = plan
        collectsCoverage = coverage
        observedStore = flow.session.store
        observation = flow.session.store.core.observe { [weak self] event in
            guard let self else { return }
            switch event {
            case .effect(let effect, _):
                effects.append(effect)
                if collectsCoverage { self.coverage.effects.insert(ExplorationCoverage.caseName(of: effect)) }
            case .action(let action, _, _, _):
                actionsApplied &+= 1
                if collectsCoverage { self.coverage.actions.insert(ExplorationCoverage.caseName(of: action)) }
            case .commandStarted(let id, let command):
                if firstCommandOfStep == nil { firstCommandOfStep = command }
                if plan.isLongRunning(command) {
                    longRunningWork[id] = LongRunningWork(
                        name: ExplorationCoverage.nestedCaseName(of: command), screen: shownScreenPlace())
                }
                if collectsCoverage { self.coverage.commands.insert(ExplorationCoverage.caseName(of: command)) }
            case .commandFinished(let id, _):
                if !longRunningWork.isEmpty { longRunningWork[id] = nil }
            }
        }
    }

    func stopObserving() {
        observation?.cancel()
        observation = nil
    }

    func finish() async {
        guard !finished else { return }
        finished = true
        observation?.cancel()
        await flow.finish()
    }

    // MARK: Generating

    /// What can be done now: the plan's valid generators (by index), the
    /// gestures the screen offers, the valid faults (by index), and whether the clock
    /// may be advanced; with a swarm, without what it leaves out.
    private struct Offer {
        var commands: [Int] = []
        var gestures: [OfferedGesture] = []
        var faults: [Int] = []
        var advances = false

        /// Whether it offers a kind of step the plan weighs above 0.
        func hasSomethingToDo(_ plan: ExplorationPlan<Feature>) -> Bool {
            (!commands.isEmpty && plan.commandWeight > 0) || (!gestures.isEmpty && plan.gestureWeight > 0)
                || (advances && plan.advanceWeight > 0) || (!faults.isEmpty && plan.faultWeight > 0)
        }
    }

    private struct OfferedGesture {
        var gesture: Gesture
        var isSecure = false
        var sendsLongRunningWork = false
        /// Whether it goes back: it sends what the stack's back button or
        /// the sheet's dismissal sends (a "Done", a "Cancel").
        var goesBack = false
    }

    /// The next step, chosen among what the plan and the screen offer.
    func nextStep(_ random: inout ExplorationRandom) -> Planned? {
        let state = flow.session.store.currentState
        var offer = Offer()
        let notesValidGenerators = collectsCoverage && !plan.mustReach.isEmpty
        for index in plan.commands.indices {
            let command = plan.commands[index]
            guard command.weight > 0, command.isValid(state) else { continue }
            offer.commands.append(index)
            if notesValidGenerators { coverage.generatorsValid.insert(command.name) }
        }
        offer.gestures = offeredGestures()
        for index in plan.faults.indices where plan.faultIsValid(plan.faults[index], state) {
            offer.faults.append(index)
        }
        offer.advances = !plan.advances.isEmpty
        if let swarm {
            var left = offer
            left.commands = offer.commands.filter { swarm.generators[$0] }
            left.faults = offer.faults.filter { swarm.faults[$0] }
            left.advances = offer.advances && swarm.advances
            // A swarm that leaves nothing to do (nothing the plan weighs
            // above 0) leaves nothing out.
            if left.hasSomethingToDo(plan) { offer = left }
        }
        // The weight of each kind of step (a Command, a gesture, an advance,
        // a fault) when it is offered, 0 when not.
        let weights = (
            offer.commands.isEmpty ? 0 : max(0, plan.commandWeight), offer.gestures.isEmpty ? 0 : max(0, plan.gestureWeight),
            offer.advances ? max(0, plan.advanceWeight) : 0, offer.faults.isEmpty ? 0 : max(0, plan.faultWeight))
        let total = weights.0 + weights.1 + weights.2 + weights.3
        guard total > 0 else { return nil }
        let pick = random.int(in: 0..<total)
        let kind =
            pick < weights.0 ? 0
            : pick < weights.0 + weights.1 ? 1
            : pick < weights.0 + weights.1 + weights.2 ? 2 : 3
        switch kind {
        case 0:
            let weights = offer.commands.reduce(0) { $0 + plan.commands[$1].weight }
            var choice = random.int(in: 0..<weights)
            for index in offer.commands {
                let command = plan.commands[index]
                if choice < command.weight {
                    var drawing = random.split()
                    let saved = drawing
                    drawing.bundles = bundles
                    let made = command.make(&drawing, state)
                    if collectsCoverage {
                        coverage.commandsGenerated.insert(command.name)
                        coverage.commands.insert(command.name)
                    }
                    let background = command.startsInBackground || plan.isLongRunning(made)
                    return Planned(background ? .start(made) : .send(made), generator: (index, saved, background))
                }
                choice -= command.weight
            }
            return nil
        case 1:
            guard let offered = chooseGesture(offer.gestures, &random) else { return nil }
            // A control whose work runs until its screen goes away is never awaited.
            let background = random.chance(plan.backgroundChance) || offered.sendsLongRunningWork
            if case let .type(_, control) = offered.gesture {
                let texts = plan.texts(forField: control.label, secure: offered.isSecure)
                if collectsCoverage, !plan.mustReach.isEmpty, plan.fieldTexts[control.label] == nil {
                    coverage.fieldsTypedWithDefaults.insert(ScriptLiteral.quoted(control.label))
                }
                return Planned(.gesture(.type(chooseText(texts, for: control, &random), into: control), background: background))
            }
            return Planned(.gesture(offered.gesture, background: background))
        case 2:
            return random.element(of: plan.advances).map { Planned(.advance($0)) }
        default:
            return random.element(of: offer.faults).map { Planned(.backend(plan.faults[$0])) }
        }
    }

    /// One of `gestures`; in guided generation a control this sequence has
    /// not used yet is four times as likely as one it has (a button just
    /// enabled, a field not typed into yet), unless it goes back (a "Done",
    /// a "Cancel"), so sequences go deeper.
    private func chooseGesture(_ gestures: [OfferedGesture], _ random: inout ExplorationRandom) -> OfferedGesture? {
        guard plan.generation == .guided else { return random.element(of: gestures) }
        let weights = gestures.map { $0.goesBack || usedControls.contains($0.gesture.control) ? 1 : 4 }
        var pick = random.int(in: 0..<weights.reduce(0, +))
        for (gesture, weight) in zip(gestures, weights) {
            if pick < weight {
                usedControls.insert(gesture.gesture.control)
                return gesture
            }
            pick -= weight
        }
        return nil
    }

    /// The controls this sequence used, by label and section.
    private var usedControls: Set<ControlReference> = []
    /// The texts this sequence typed into each field.
    private var typedTexts: [ControlReference: Set<String>] = [:]

    /// One of `texts` to type into `field`; in guided generation a text not
    /// typed into it yet in this sequence is four times as likely.
    private func chooseText(_ texts: [String], for field: ControlReference, _ random: inout ExplorationRandom) -> String {
        guard plan.generation == .guided, texts.count > 1 else { return random.element(of: texts) ?? "" }
        let typed = typedTexts[field] ?? []
        let weights = texts.map { typed.contains($0) ? 1 : 4 }
        var pick = random.int(in: 0..<weights.reduce(0, +))
        for (text, weight) in zip(texts, weights) {
            if pick < weight {
                typedTexts[field, default: []].insert(text)
                return text
            }
            pick -= weight
        }
        return texts[0]
    }

    /// What a person can do on the screen shown: tap a button of the alert
    /// or dialog covering it, or else use each enabled control that carries
    /// a Command (the text typed is chosen later); each with whether the
    /// Command it sends is one the plan says is long-running.
    private func offeredGestures() -> [OfferedGesture] {
        // What the host presents holds its alert and dialog too: one read.
        let presented = presented
        if let buttons = presented.alert?.buttons ?? presented.dialog?.buttons {
            return buttons.map {
                OfferedGesture(
                    gesture: .tap(ControlReference($0.title)),
                    sendsLongRunningWork: $0.command.map(plan.isLongRunning) ?? false)
            }
        }
        if collectsCoverage, !plan.mustReach.isEmpty { noteGates(presented) }
        var gestures: [OfferedGesture] = []
        let controls = presented.controls
        // What going back sends: a control that sends it is no way deeper.
        // Asked of the stack only when a control sends a fixed Command.
        lazy var back = backCommand(of: presented)
        for control in controls where control.isEnabled && control.command != nil {
            // A field without a label is read by its placeholder; a control
            // that its label and section cannot single out is left alone.
            guard let label = control.label.isEmpty ? control.texts.first : control.label, !label.isEmpty else { continue }
            let reference = ControlReference(label, in: control.section)
            let alike = controls.filter {
                $0.matches(label: label) && $0.section == control.section && Self.sameGesture($0.kind, control.kind)
            }
            guard alike.count == 1 else { continue }
            var longRunning = false
            if !plan.longRunningCommands.isEmpty, let command = control.command {
                let sent: Any? = command.fixedCommand ?? command.command(text: "") ?? command.command(isOn: !(control.isOn ?? false))
                longRunning = sent.map(plan.isLongRunning) ?? false
            }
            var goesBack = false
            if let fixed = control.command?.fixedCommand, let back {
                goesBack = (fixed as? AnyHashable) == back
            }
            switch control.kind {
            // The text typed is chosen later.
            case .textField:
                gestures.append(OfferedGesture(gesture: .type("", into: reference), sendsLongRunningWork: longRunning))
            case .secureField:
                gestures.append(OfferedGesture(gesture: .type("", into: reference), isSecure: true, sendsLongRunningWork: longRunning))
            case .toggle:
                gestures.append(OfferedGesture(gesture: .toggle(reference), sendsLongRunningWork: longRunning))
            default:
                gestures.append(OfferedGesture(gesture: .tap(reference), sendsLongRunningWork: longRunning, goesBack: goesBack))
            }
        }
        return gestures
    }

    /// What going back from `presented` sends (the sheet's dismissal, or
    /// the stack's back button), when it is `Hashable`; the stack is asked
    /// once per screen shown.
    private func backCommand(of presented: PresentedScreen) -> AnyHashable? {
        guard plan.generation == .guided else { return nil }
        if let known = lastBackCommand, known.presented == presented { return known.back }
        let stack = flow.session.host.stack
        let back = (presented.sheet != nil ? stack.dismissSheet : stack.back).flatMap { $0 as? AnyHashable }
        lastBackCommand = (presented, back)
        return back
    }

    private var lastBackCommand: (presented: PresentedScreen, back: AnyHashable?)?

    /// Notes which controls of the screen shown are enabled and which are
    /// not: a control never enabled may gate what was never reached.
    private func noteGates(_ presented: PresentedScreen) {
        guard lastGatedScreen != presented else { return }
        lastGatedScreen = presented
        let place = Self.place(of: presented)
        for control in presented.controls where control.command != nil {
            let label = control.label.isEmpty ? (control.texts.first ?? "") : control.label
            let name = "the \(control.kind.spokenName) \(ScriptLiteral.quoted(label)) on \(place)"
            if control.isEnabled {
                coverage.controlsEnabled.insert(name)
            } else {
                coverage.controlsDisabled.insert(name)
            }
        }
    }

    /// The part of `presented` whose controls a person reaches, as the flow tool names it.
    private static func place(of presented: PresentedScreen) -> String {
        if let sheet = presented.sheet { return "the sheet \(ScriptLiteral.quoted(sheet.title))" }
        return "the screen \(ScriptLiteral.quoted(presented.screen.title))"
    }

    private static func sameGesture(_ one: ScreenControl.Kind, _ other: ScreenControl.Kind) -> Bool {
        func group(_ kind: ScreenControl.Kind) -> Int {
            switch kind {
            case .textField, .secureField: 0
            case .toggle: 1
            default: 2
            }
        }
        return group(one) == group(other)
    }

    // MARK: Running and checking

    /// Runs `planned` (a generated Command made again from the State first,
    /// when ``remakesGeneratedCommands``), then makes every check: the step
    /// as it ran, and the failed check with its message, or `nil` when all hold.
    func perform(_ planned: Planned) async -> (step: Step, failure: Found?) {
        var step = planned.step
        if remakesGeneratedCommands, let generator = planned.generator {
            let state = flow.session.store.currentState
            let command = plan.commands[generator.index]
            guard command.isValid(state) else {
                return (step, (.stepFailed, "the generator \(ScriptLiteral.quoted(command.name)) is not valid here"))
            }
            var drawing = generator.random
            drawing.bundles = bundles
            let made = command.make(&drawing, state)
            step = generator.background ? .start(made) : .send(made)
        }
        return (step, await perform(step))
    }

    /// Runs `step`, then makes every check: the failed check and its
    /// message, or `nil` when all hold.
    func perform(_ step: Step) async -> Found? {
        let scriptStep = Self.scriptStep(step)
        let before = willPerform(scriptStep)
        firstCommandOfStep = nil
        stepsPerformed += 1
        let outcome = await flow.execute(scriptStep)
        // The step as its flow line reads, so the messages match those of the written flow.
        let source = { [secrets, secretNames, secretLabels] in
            ExplorationFlowWriter<Store.Command, Feature.Backend>(secrets: secrets, names: secretNames, labels: secretLabels)
                .write([step]).flow.split(separator: "\n").last.map(String.init) ?? ""
        }
        if let failure = outcome.failure {
            guard !flow.isComplete else { return (.stepFailed, "`\(flow.masker.mask(source()))`: \(failure.message)") }
            // Work that rightly runs until its screen goes away is declared in the plan.
            let hint = firstCommandOfStep.map {
                "; if the work of \(ExplorationCoverage.nestedCaseName(of: $0)) rightly runs until its screen goes away, "
                    + "list it in the plan's longRunningCommands"
            }
            return (.neverSettles, "`\(flow.masker.mask(source()))`: \(failure.message)" + (hint ?? ""))
        }
        return didPerform(scriptStep, before: before, source: source)
    }

    /// Notes the step's secrets and the moment before it; call before running it.
    func willPerform(_ step: FlowSession<Feature>.Step) -> Moment? {
        noteSecrets(of: step.statement)
        if !effects.isEmpty { effects.removeAll(keepingCapacity: true) }
        guard !plan.invariants.isEmpty else { return nil }
        // A transition reads the shared values as they are before the step.
        return moment(capturingShared: invariantsReadBefore)
    }

    /// Every check, after a step that ran; and, when generating, the
    /// bundles and the score.
    ///
    /// `written` is the step as its line reads, made only for a message.
    func didPerform(
        _ step: FlowSession<Feature>.Step, before: Moment?, source written: (() -> String)? = nil
    ) -> Found? {
        var source: String { flow.masker.mask(written?() ?? step.maskedSource) }
        for effect in effects where plan.isUnexpected(effect) {
            let name = ExplorationCoverage.caseName(of: effect)
            return (.unexpectedEffect(name), "`\(source)` led to the unexpected effect " + masked(dump: effect))
        }
        var after: Moment?
        if let before {
            let now = moment(capturingShared: false)
            after = now
            for invariant in plan.invariants where !invariant.check(before: before, after: now) {
                return (.invariant(invariant.name), "invariant \"\(invariant.name)\" does not hold after `\(source)`")
            }
        }
        if let outlived = workOutlivingItsScreen() {
            return (.neverSettles, "after `\(source)`: the work of \(outlived.name), a long-running Command, still runs "
                + "though the screen it was started on was closed")
        }
        if collectsCoverage { noteScreens() }
        if let problem = checkScreen() { return (problem.check, "after `\(source)`: " + problem.message) }
        // Bundles are filled in every session, a shrinking replay's too: a
        // generated Command made again there draws from what its own
        // sequence collected.
        if !plan.collectors.isEmpty || (collectsCoverage && plan.score != nil) {
            let now = after ?? moment(capturingShared: false)
            for collector in plan.collectors {
                for value in collector.collect(now) { bundles.add(value, to: collector.bundleName) }
            }
            if collectsCoverage, let score = plan.score?(now), score > (bestScore?.score ?? -.infinity) {
                bestScore = (score, stepsPerformed)
            }
        }
        return nil
    }

    /// Where a long-running Command's work was started: how many screens
    /// the stack held, and whether a sheet covered its top.
    struct LongRunningWork {
        var name: String
        var screen: (depth: Int, onSheet: Bool)
    }

    private func shownScreenPlace() -> (depth: Int, onSheet: Bool) {
        let host = flow.session.host
        return (1 + host.stack.pushed.count + host.presentation.pushed.count, host.sheet != nil)
    }

    /// The first long-running work still running whose screen was closed
    /// (popped off the stack, or its sheet dismissed), in the order started.
    private func workOutlivingItsScreen() -> LongRunningWork? {
        guard !longRunningWork.isEmpty else { return nil }
        let now = shownScreenPlace()
        return longRunningWork.sorted { $0.key < $1.key }.lazy.map(\.value).first { work in
            now.depth < work.screen.depth || (now.depth == work.screen.depth && work.screen.onSheet && !now.onSheet)
        }
    }

    private func moment(capturingShared: Bool) -> Moment {
        let state = flow.session.store.currentState
        return ExplorationMoment(
            state: state, presented: presented, effects: effects,
            shared: capturingShared ? SharedValues.capture(in: state) : nil)
    }

    private func masked(dump value: Any) -> String {
        let masker = flow.masker
        return ValueDump.node(of: value, maskingStrings: { masker.mask($0) }).singleLine
    }

    private func noteScreens() {
        if let screenNames = plan.screenNames {
            coverage.screens.formUnion(screenNames(flow.session.store.currentState))
            return
        }
        let presented = presented
        coverage.screens.insert(presented.screen.title)
        if let sheet = presented.sheet { coverage.screens.insert(sheet.title) }
    }

    /// Remembers the secrets a step brings: text typed into a secure field
    /// (unless the plan types it into plain fields too), strings a
    /// Command's type marks secret.
    private func noteSecrets(of statement: ScriptStatement<Store.Command, Feature.Backend>) {
        switch statement {
        case let .gesture(.type(text, control), _):
            let secure = presented.controls.filter { $0.kind == .secureField }
            guard !secure.isEmpty else { return }
            for field in secure { secureLabels.insert(field.label) }
            guard secure.contains(where: { $0.matches(label: control.label) }),
                  !plan.isPlainText(text, secureLabels: secureLabels)
            else { return }
            addSecret(text, label: control.label)
        case .send(let command, _) where commandIsRedactable, .start(let command, _) where commandIsRedactable:
            for secret in checkedScreens.secrets(of: command) where !plan.isPlainText(secret, secureLabels: secureLabels) {
                addSecret(secret, label: nil)
            }
        default:
            break
        }
    }

    private func addSecret(_ text: String, label: String?) {
        // A secret of one or two characters would be found in any value.
        guard text.count >= 3, !secrets.contains(text) else { return }
        secrets.append(text)
        if let name = plan.name(ofText: text, typedInto: label) { secretNames[text] = name }
        if let label { secretLabels[text] = label }
        secretMaskers.removeAll()
    }

    /// A masker of each secret alone, to tell which one a text shows.
    private var secretMaskers: [String: SecretMasker] = [:]

    private func masker(of secret: String) -> SecretMasker {
        if let masker = secretMaskers[secret] { return masker }
        var masker = SecretMasker()
        masker.add(secret)
        secretMaskers[secret] = masker
        return masker
    }

    /// The first of `secrets` that `text` shows, as the masker finds
    /// secrets: one shorter than 4 characters only as a whole value.
    private func secretShown(in text: String, among secrets: [String]) -> String? {
        guard !text.isEmpty else { return nil }
        // Most texts show no secret: one masker of them all says so in one
        // pass, where each secret's own masker would take one each.
        if secrets.count > 1, let all = masker(ofAll: secrets), all.mask(text) == text { return nil }
        return secrets.first { masker(of: $0).mask(text) != text }
    }

    /// The masker of all of ``secretShown(in:among:)``'s last `secrets`.
    private var allSecretsMasker: (secrets: [String], masker: SecretMasker?)?

    /// One masker of all `secrets`. It changes a text exactly when the
    /// masker of one of them alone does: a match of one secret is masked,
    /// or lies in a longer one's match, masked already. `nil` when a secret
    /// is a part of the mask itself: masking it could leave a text as it was.
    private func masker(ofAll secrets: [String]) -> SecretMasker? {
        if let known = allSecretsMasker, known.secrets == secrets { return known.masker }
        var masker = SecretMasker()
        for secret in secrets { masker.add(secret) }
        let usable = !secrets.contains { Redaction.mask.contains($0) }
        allSecretsMasker = (secrets, usable ? masker : nil)
        return usable ? masker : nil
    }

    /// Renders what is presented at every width of the plan, and looks for
    /// secrets in what it shows and in the State's dump.
    ///
    /// A screen is rendered at each width once per exploration; its
    /// texts are looked at again only for secrets it was not yet checked
    /// for.
    private func checkScreen() -> Found? {
        let presented = presented
        // Most steps leave the screen as it was: the host's kept value
        // compares equal at once (its arrays are the same storage).
        if lastCheckedScreen?.secrets != secrets.count || lastCheckedScreen?.presented != presented {
            if let problem = checkScreenAtEveryWidth(presented) { return problem }
            lastCheckedScreen = (presented, secrets.count)
        }
        if !secrets.isEmpty, let shown = stateDumpShowsASecret() {
            return (.secretShown, "the State's dump shows a secret value" + named(shown))
        }
        return nil
    }

    /// ` (the plan's fieldTexts["CVV"][0])`, or nothing for a secret the plan does not declare.
    private func named(_ secret: String) -> String {
        secretNames[secret].map { " (the plan's \($0))" } ?? ""
    }

    /// The screen checked last, with how many secrets were known then.
    private var lastCheckedScreen: (presented: PresentedScreen, secrets: Int)?

    /// ``checkScreen()``'s renders and search, for a screen not checked with the secrets known now.
    private func checkScreenAtEveryWidth(_ presented: PresentedScreen) -> Found? {
        // Hashed once for the lookup and the insertion.
        let key = CheckedScreens.Key(presented: presented, columns: plan.widths.map(\.columns))
        let checked = checkedScreens.secretsChecked(on: key)
        let unchecked = checked.map { checked in secrets.filter { !checked.contains($0) } } ?? secrets
        guard checked == nil || !unchecked.isEmpty else { return nil }
        if checked == nil {
            for width in plan.widths {
                do {
                    _ = try presented.render(width: width)
                } catch {
                    return (.rendering, "the screen \"\(presented.screen.title)\" does not render at width \(width.columns): \(error)")
                }
            }
        }
        if !unchecked.isEmpty, let (place, secret) = partShowingASecret(presented, among: unchecked) {
            return (.secretShown, "\(place) shows a secret value" + named(secret))
        }
        checkedScreens.insert(key, secretsChecked: unchecked)
        return nil
    }

    /// The part of `presented` that shows one of `secrets` in a text it
    /// draws, named as the flow tool names it (the alert over the sheet
    /// over the screen), and the secret.
    private func partShowingASecret(_ presented: PresentedScreen, among secrets: [String]) -> (String, String)? {
        var found: String?
        func look(_ text: String) -> String {
            if found == nil { found = secretShown(in: text, among: secrets) }
            return text
        }
        if let alert = presented.alert {
            _ = [alert.title, alert.message].map(look) + alert.buttons.map { look($0.title) }
            if let found { return ("the alert \(ScriptLiteral.quoted(alert.title))", found) }
        }
        if let dialog = presented.dialog {
            _ = [dialog.title, dialog.message].map(look) + dialog.buttons.map { look($0.title) }
            if let found {
                return ("the confirmation dialog" + (dialog.title.isEmpty ? "" : " " + ScriptLiteral.quoted(dialog.title)), found)
            }
        }
        if let progress = presented.progress {
            _ = look(progress.title)
            if let found { return ("the progress HUD \(ScriptLiteral.quoted(progress.title))", found) }
        }
        if let sheet = presented.sheet {
            _ = sheet.mappingText(look)
            if let found { return ("the sheet \(ScriptLiteral.quoted(sheet.title))", found) }
        }
        _ = presented.screen.mappingText(look)
        if let found { return ("the screen \(ScriptLiteral.quoted(presented.screen.title))", found) }
        return nil
    }

    /// The secret the State's dump shows, if any; dumped again only when
    /// the State or the secrets changed since the last check (always, once
    /// the flow relaunched the app: the new store's Actions are not counted).
    private func stateDumpShowsASecret() -> String? {
        let counted = flow.session.store === observedStore
        let sharedChanges = SharedChangeCount.current
        if counted, let checkedDump, checkedDump.actions == actionsApplied, checkedDump.sharedChanges == sharedChanges,
           checkedDump.secrets == secrets.count {
            return checkedDump.shown
        }
        var shown: String?
        let secrets = secrets
        // Every string value, whole: a short secret counts only as a whole value.
        _ = ValueDump.node(of: flow.session.store.currentState) { text in
            if shown == nil { shown = self.secretShown(in: text, among: secrets) }
            return text
        }
        checkedDump = counted ? (actionsApplied, sharedChanges, secrets.count, shown) : nil
        return shown
    }

    static func scriptStep(_ step: Step) -> FlowSession<Feature>.Step {
        let location = SourceLocation(file: "explore", line: 1, column: 1)
        let statement: ScriptStatement<Store.Command, Feature.Backend>
        let source: String
        // The written line of a generated step is made only for a message
        // (see `perform`): the statement carries the Command, the gesture or
        // the duration itself.
        switch step {
        case .send(let command):
            statement = .send(command, CaseValue(name: "generated", arguments: nil, location: location))
            source = "send (a generated Command)"
        case .start(let command):
            statement = .start(command, CaseValue(name: "generated", arguments: nil, location: location))
            source = "start (a generated Command)"
        case let .gesture(gesture, background):
            statement = .gesture(gesture, background: background)
            source = background ? "start (a generated gesture)" : "(a generated gesture)"
        case .advance(let duration):
            statement = .advance(duration)
            source = "advance (a generated duration)"
        case .backend(let setting):
            let name = ExplorationCoverage.caseName(of: setting)
            statement = .backend(setting, CaseValue(name: name, arguments: nil, location: location))
            source = "backend " + name
        }
        return ScriptStep(statement: statement, location: location, maskedSource: source)
    }
}

/// The screens an exploration has checked: each rendered at every width of
/// its plan, and looked at for the secrets it was checked for.
/// Shared by the sessions of one exploration, and by the checkers of the
/// flows one process runs (``shared``): a screen drawn again needs no new
/// render unless a secret it was not checked for is known.
@MainActor
final class CheckedScreens {
    /// A screen and the widths it was checked at.
    typealias Key = PresentedScreenKey<[Int]>

    /// The screens the flows checked by ``ExplorationChecker`` in this
    /// process have checked: rendering, deterministic, is the same for
    /// every flow.
    static let shared = CheckedScreens()

    /// At most this many screens are kept; then the memory starts afresh.
    private static let capacity = 4_096
    private var screens: [Key: Set<String>] = [:]
    /// The secret strings of the Commands sent, by Command (those that are
    /// `Hashable`): the same few Commands are sent over and over.
    private var commandSecrets: [AnyHashable: [String]] = [:]

    /// The strings `command`'s type marks secret (``/Stateful/Redactable``).
    func secrets(of command: Any) -> [String] {
        let key = command as? AnyHashable
        if let key, let known = commandSecrets[key] { return known }
        var found: [String] = []
        _ = try? ScriptValueWriter().text(of: command) { secret, _ in
            found.append(secret)
            return "SECRET"
        }
        if let key {
            if commandSecrets.count >= Self.capacity { commandSecrets.removeAll(keepingCapacity: true) }
            commandSecrets[key] = found
        }
        return found
    }

    /// The secrets the screen of `key` was checked for at its widths; `nil`
    /// when it was never checked at them.
    func secretsChecked(on key: Key) -> Set<String>? {
        screens[key]
    }

    /// Notes that the screen of `key` renders at each of its widths and
    /// shows none of `secrets`.
    func insert(_ key: Key, secretsChecked secrets: [String]) {
        if screens.count >= Self.capacity, screens[key] == nil { screens.removeAll(keepingCapacity: true) }
        screens[key, default: []].formUnion(secrets)
    }
}
