import Stateful
import StatefulSnapshot
import StatefulText

/// One generated sequence being run: a fresh ``FlowSession`` of the
/// feature, the Effects of the current step, and the checks made after it.
@MainActor
final class ExplorationSession<Feature: ScriptableFeature> {
    typealias Store = Feature.Store
    typealias Step = ExplorationStep<Store.Command, Feature.Backend>
    typealias Moment = ExplorationMoment<Store.State, Store.Effect>

    let flow: FlowSession<Feature>
    let plan: ExplorationPlan<Feature>
    private var observation: StoreObservation?
    private var effects: [Store.Effect] = []
    private let collectsCoverage: Bool
    private(set) var coverage = ExplorationCoverage()
    /// The secret values typed or sent so far: none may be shown.
    private(set) var secrets: [String] = []
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
    private var checkedDump: (actions: Int, sharedChanges: Int, secrets: Int, showsSecret: Bool)?
    /// The store whose Actions ``actionsApplied`` counts (a relaunch makes another).
    private weak var observedStore: Store?
    private static var commandIsRedactable: Bool {
        !((Store.Command.self as? any Redactable.Type)?.redactedLabels.isEmpty ?? true)
    }

    convenience init(
        feature: Feature, plan: ExplorationPlan<Feature>, settings: FlowSettings, coverage: Bool,
        checkedScreens: CheckedScreens = CheckedScreens()
    ) async throws {
        self.init(
            attachingTo: try FlowSession(feature: feature, name: "explore", settings: settings), plan: plan,
            coverage: coverage, checkedScreens: checkedScreens)
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
                longRunningWork[id] = nil
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

    /// The next step, chosen among what the plan and the screen offer.
    func nextStep(_ random: inout ExplorationRandom) -> Step? {
        let state = flow.session.store.currentState
        let commands = plan.commands.filter { $0.weight > 0 && $0.isValid(state) }
        let gestures = offeredGestures()
        let faults = plan.faults.filter { plan.faultIsValid($0, state) }
        var kinds: [(weight: Int, kind: Int)] = []
        if !commands.isEmpty { kinds.append((plan.commandWeight, 0)) }
        if !gestures.isEmpty { kinds.append((plan.gestureWeight, 1)) }
        if !plan.advances.isEmpty { kinds.append((plan.advanceWeight, 2)) }
        if !faults.isEmpty { kinds.append((plan.faultWeight, 3)) }
        let total = kinds.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return nil }
        var pick = random.int(in: 0..<total)
        var kind = kinds[0].kind
        for candidate in kinds {
            if pick < candidate.weight {
                kind = candidate.kind
                break
            }
            pick -= candidate.weight
        }
        switch kind {
        case 0:
            let weights = commands.reduce(0) { $0 + $1.weight }
            var choice = random.int(in: 0..<weights)
            for command in commands {
                if choice < command.weight {
                    let made = command.make(&random, state)
                    if collectsCoverage {
                        coverage.commandsGenerated.insert(command.name)
                        coverage.commands.insert(command.name)
                    }
                    return command.startsInBackground || plan.isLongRunning(made) ? .start(made) : .send(made)
                }
                choice -= command.weight
            }
            return nil
        case 1:
            guard let (gesture, sendsLongRunningWork) = random.element(of: gestures) else { return nil }
            // A control whose work runs until its screen goes away is never awaited.
            let background = random.chance(plan.backgroundChance) || sendsLongRunningWork
            if case let .type(secure, control) = gesture {
                let texts = secure.isEmpty ? plan.typedTexts : plan.secureTexts
                return .gesture(.type(random.element(of: texts) ?? "", into: control), background: background)
            }
            return .gesture(gesture, background: background)
        case 2:
            return random.element(of: plan.advances).map { .advance($0) }
        default:
            return random.element(of: faults).map { .backend($0) }
        }
    }

    /// What a person can do on the screen shown: tap a button of the alert
    /// or dialog covering it, or else use each enabled control that carries
    /// a Command (the text typed is chosen later); each with whether the
    /// Command it sends is one the plan says is long-running.
    private func offeredGestures() -> [(Gesture, sendsLongRunningWork: Bool)] {
        let host = flow.session.host
        if let buttons = host.alert?.buttons ?? host.dialog?.buttons {
            return buttons.map { (.tap(ControlReference($0.title)), $0.command.map(plan.isLongRunning) ?? false) }
        }
        var gestures: [(Gesture, sendsLongRunningWork: Bool)] = []
        let controls = presented.controls
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
            switch control.kind {
            // The text typed is chosen later; a secure field is marked by a placeholder.
            case .textField: gestures.append((.type("", into: reference), longRunning))
            case .secureField: gestures.append((.type("secure", into: reference), longRunning))
            case .toggle: gestures.append((.toggle(reference), longRunning))
            default: gestures.append((.tap(reference), longRunning))
            }
        }
        return gestures
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

    /// Runs `step`, then makes every check: the failed check and its
    /// message, or `nil` when all hold.
    func perform(_ step: Step) async -> (check: ExplorationCheck, message: String)? {
        let scriptStep = Self.scriptStep(step)
        let before = willPerform(scriptStep)
        firstCommandOfStep = nil
        let outcome = await flow.execute(scriptStep)
        // The step as its flow line reads, so the messages match those of the written flow.
        let source = { [secrets] in
            ExplorationFlowWriter<Store.Command, Feature.Backend>(secrets: secrets).write([step]).flow
                .split(separator: "\n").last.map(String.init) ?? ""
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
        effects.removeAll(keepingCapacity: true)
        return plan.invariants.isEmpty ? nil : moment()
    }

    /// Every check, after a step that ran.
    ///
    /// `written` is the step as its line reads, made only for a message.
    func didPerform(
        _ step: FlowSession<Feature>.Step, before: Moment?, source written: (() -> String)? = nil
    ) -> (check: ExplorationCheck, message: String)? {
        var source: String { flow.masker.mask(written?() ?? step.maskedSource) }
        for effect in effects where plan.isUnexpected(effect) {
            let name = ExplorationCoverage.caseName(of: effect)
            return (.unexpectedEffect(name), "`\(source)` led to the unexpected effect " + masked(dump: effect))
        }
        if let before {
            let after = moment()
            for invariant in plan.invariants where !invariant.holds(before, after) {
                return (.invariant(invariant.name), "invariant \"\(invariant.name)\" does not hold after `\(source)`")
            }
        }
        if let outlived = workOutlivingItsScreen() {
            return (.neverSettles, "after `\(source)`: the work of \(outlived.name), a long-running Command, still runs "
                + "though the screen it was started on was closed")
        }
        if collectsCoverage { noteScreens() }
        if let problem = checkScreen() { return (problem.check, "after `\(source)`: " + problem.message) }
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

    private func moment() -> Moment {
        ExplorationMoment(state: flow.session.store.currentState, presented: presented, effects: effects)
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
        coverage.screens.insert(presented.screen.title)
        if let sheet = presented.sheet { coverage.screens.insert(sheet.title) }
    }

    /// Remembers the secrets a step brings: text typed into a secure field,
    /// strings a Command's type marks secret.
    private func noteSecrets(of statement: ScriptStatement<Store.Command, Feature.Backend>) {
        switch statement {
        case let .gesture(.type(text, control), _):
            let isSecure = presented.controls.contains {
                $0.kind == .secureField && $0.matches(label: control.label)
            }
            if isSecure { addSecret(text) }
        case .send(let command, _) where Self.commandIsRedactable, .start(let command, _) where Self.commandIsRedactable:
            _ = try? ScriptValueWriter().text(of: command) { secret, _ in
                self.addSecret(secret)
                return "SECRET"
            }
        default:
            break
        }
    }

    private func addSecret(_ text: String) {
        // A secret of one or two characters would be found in any text.
        guard text.count >= 3, !secrets.contains(text) else { return }
        secrets.append(text)
    }

    /// Renders what is presented at every width of the plan, twice, and
    /// looks for secrets in it and in the State's dump.
    ///
    /// A screen is rendered twice at each width once per exploration; it is
    /// rendered again (once) only to look for secrets it was not yet
    /// checked for. Rendering is deterministic (checked the first time), and
    /// secrets are only ever added, so the first width that shows one of
    /// them is the first one the full check would have found.
    private func checkScreen() -> (check: ExplorationCheck, message: String)? {
        let presented = presented
        // Most steps leave the screen as it was: the host's kept value
        // compares equal at once (its arrays are the same storage).
        if lastCheckedScreen?.secrets != secrets.count || lastCheckedScreen?.presented != presented {
            if let problem = checkScreenAtEveryWidth(presented) { return problem }
            lastCheckedScreen = (presented, secrets.count)
        }
        if !secrets.isEmpty, stateDumpShowsASecret() {
            return (.secretShown, "the State's dump shows a secret value")
        }
        return nil
    }

    /// The screen checked last, with how many secrets were known then.
    private var lastCheckedScreen: (presented: PresentedScreen, secrets: Int)?

    /// ``checkScreen()``'s renders, for a screen not checked with the secrets known now.
    private func checkScreenAtEveryWidth(_ presented: PresentedScreen) -> (check: ExplorationCheck, message: String)? {
        let checked = checkedScreens.secretsChecked(on: presented, widths: plan.widths)
        let unchecked = checked.map { checked in secrets.filter { !checked.contains($0) } } ?? secrets
        if checked == nil || !unchecked.isEmpty {
            for width in plan.widths {
                let first: String
                do {
                    first = try presented.render(width: width)
                    if checked == nil {
                        let second = try presented.render(width: width)
                        guard first == second else {
                            return (.rendering, "the screen \"\(presented.screen.title)\" renders differently twice at width \(width.columns)")
                        }
                    }
                } catch {
                    return (.rendering, "the screen \"\(presented.screen.title)\" does not render at width \(width.columns): \(error)")
                }
                if unchecked.contains(where: { first.contains($0) }) {
                    return (.secretShown, "the screen \"\(presented.screen.title)\" shows a secret value at width \(width.columns)")
                }
            }
            checkedScreens.insert(presented, widths: plan.widths, secretsChecked: unchecked)
        }
        return nil
    }

    /// Whether the State's dump shows one of the secrets; dumped again only
    /// when the State or the secrets changed since the last check (always,
    /// once the flow relaunched the app: the new store's Actions are not counted).
    private func stateDumpShowsASecret() -> Bool {
        let counted = flow.session.store === observedStore
        let sharedChanges = SharedChangeCount.current
        if counted, let checkedDump, checkedDump.actions == actionsApplied, checkedDump.sharedChanges == sharedChanges,
           checkedDump.secrets == secrets.count {
            return checkedDump.showsSecret
        }
        let dump = ValueDump.text(of: flow.session.store.currentState)
        let showsSecret = secrets.contains(where: { dump.contains($0) })
        checkedDump = counted ? (actionsApplied, sharedChanges, secrets.count, showsSecret) : nil
        return showsSecret
    }

    static func scriptStep(_ step: Step) -> FlowSession<Feature>.Step {
        let location = SourceLocation(file: "explore", line: 1, column: 1)
        let statement: ScriptStatement<Store.Command, Feature.Backend>
        let source: String
        switch step {
        case .send(let command):
            let name = ExplorationCoverage.caseName(of: command)
            statement = .send(command, CaseValue(name: name, arguments: nil, location: location))
            source = "send " + name
        case .start(let command):
            let name = ExplorationCoverage.caseName(of: command)
            statement = .start(command, CaseValue(name: name, arguments: nil, location: location))
            source = "start " + name
        case let .gesture(gesture, background):
            statement = .gesture(gesture, background: background)
            source = (background ? "start " : "") + gesture.description
        case .advance(let duration):
            statement = .advance(duration)
            source = "advance " + ((try? ScriptValueWriter().text(of: duration)) ?? "\(duration)")
        case .backend(let setting):
            let name = ExplorationCoverage.caseName(of: setting)
            statement = .backend(setting, CaseValue(name: name, arguments: nil, location: location))
            source = "backend " + name
        }
        return ScriptStep(statement: statement, location: location, maskedSource: source)
    }
}

/// The screens an exploration has checked: each rendered twice at every
/// width of its plan, and looked at for the secrets it was checked for.
/// Shared by the sessions of one exploration, and by the checkers of the
/// flows one process runs (``shared``): a screen drawn again needs no new
/// render unless a secret it was not checked for is known.
@MainActor
final class CheckedScreens {
    struct Key: Hashable {
        var presented: PresentedScreen
        /// The widths checked, in columns.
        var columns: [Int]
    }

    /// The screens the flows checked by ``ExplorationChecker`` in this
    /// process have checked: rendering, deterministic, is the same for
    /// every flow.
    static let shared = CheckedScreens()

    /// At most this many screens are kept; then the memory starts afresh.
    private static let capacity = 4_096
    private var screens: [Key: Set<String>] = [:]

    /// The secrets `presented` was checked for at `widths`; `nil` when it
    /// was never checked at them.
    func secretsChecked(on presented: PresentedScreen, widths: [StatefulText.ScreenWidth]) -> Set<String>? {
        screens[Key(presented: presented, columns: widths.map(\.columns))]
    }

    /// Notes that `presented` renders the same way twice at every width of
    /// `widths` and shows none of `secrets`.
    func insert(_ presented: PresentedScreen, widths: [StatefulText.ScreenWidth], secretsChecked secrets: [String]) {
        let key = Key(presented: presented, columns: widths.map(\.columns))
        if screens[key] == nil, screens.count >= Self.capacity { screens.removeAll(keepingCapacity: true) }
        screens[key, default: []].formUnion(secrets)
    }
}
