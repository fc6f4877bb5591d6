import Stateful
import StatefulText

/// How a feature is explored: the Commands generated, the faults and clock
/// advances mixed in, the invariants checked after every step, and which
/// Effects are errors nobody expects.
///
/// Taps, typing and toggles on what the screen offers are generated from
/// the screen itself (its enabled controls that carry Commands) unless
/// ``gestureWeight`` is 0.
public struct ExplorationPlan<Feature: ScriptableFeature> {
    /// The feature's State.
    public typealias State = Feature.Store.State
    /// The feature's Command.
    public typealias Command = Feature.Store.Command
    /// The feature's Effect.
    public typealias Effect = Feature.Store.Effect

    /// The Commands sent directly.
    public var commands: [ExplorationCommand<State, Command>]
    /// The Commands whose work rightly runs until its screen goes away (a
    /// cooking timer's endless tick loop, a stream the screen listens to),
    /// by name: a Command's case name and those of the Commands nested in
    /// it, joined by dots (`path.cooking.startTimer` for
    /// `.path(id, .cooking(.startTimer))`), or the last parts of that name
    /// (`cooking.startTimer`, `startTimer`). None by default.
    ///
    /// A tap, toggle or typing whose control sends one of them, and a
    /// generated Command that is one, is always started in the background
    /// (`start tap "Start timer"`), never awaited; the work of any other
    /// Command must end, or the exploration fails with
    /// ``ExplorationCheck/neverSettles`` and names the Command in its
    /// message. The work of a Command listed here must end once the screen
    /// it was started on is closed: work that outlives its screen fails
    /// the same check.
    public var longRunningCommands: Set<String> = []
    /// The named checks made after every step.
    public var invariants: [ExplorationInvariant<State, Effect>]
    /// Backend settings (faults, and what undoes them) mixed in.
    public var faults: [Feature.Backend]
    /// Whether a fault may be set in a State (a backend that only listens
    /// while some screen is shown, say); always, by default.
    public var faultIsValid: (Feature.Backend, State) -> Bool = { _, _ in true }
    /// Backend settings made before each run (accounts, say).
    public var setUp: [Feature.Backend]
    /// Clock advances mixed in.
    public var advances: [Duration]
    /// Whether an Effect is an error nobody expects; none is, by default.
    public var isUnexpected: (Effect) -> Bool
    /// The widths every screen must render at.
    public var widths: [StatefulText.ScreenWidth]
    /// The texts typed into text fields that ``fieldTexts`` names no texts
    /// for; ``ExplorationRandom/defaultStrings`` by default.
    ///
    /// None of them is a secret: a text listed here and among the secure
    /// texts too is not looked for on screens and in dumps.
    public var typedTexts: [String]
    /// The texts typed into secure fields that ``fieldTexts`` names no
    /// texts for: `""`, `"correct horse battery"` and `"Pa55-w0rd!"` by
    /// default, which pass no real form's rules (a card's security code,
    /// a PIN): declare a field's own with ``fieldTexts``.
    ///
    /// A text typed into a secure field is a secret from then on: shown on
    /// a screen, or held in the State's dump, it fails the exploration as
    /// ``ExplorationCheck/secretShown`` — unless it is also a text the plan
    /// types into plain fields (``typedTexts``, or the ``fieldTexts`` of a
    /// label that is not a secure field's). A secret shorter than
    /// ``/StatefulScript/SecretMasker/minimumEmbeddedLength`` characters
    /// (a three-digit code) counts as shown only where it is a whole value:
    /// a whole text, field or quoted string, never inside another text.
    public var secureTexts = ["", "correct horse battery", "Pa55-w0rd!"]
    /// The texts typed into each field, by the field's label (a text
    /// field's or a secure field's, as the screen shows it), in place of
    /// ``typedTexts`` or ``secureTexts``: a form that refuses what does not
    /// pass its rules is explored through it only with texts that do.
    ///
    /// ```swift
    /// var plan = ExplorationPlan<ProfileScriptFeature>()
    /// plan.fieldTexts = [
    ///     "Name": ["Ada", "Grace Hopper", ""],
    ///     "PIN": ["4711", "0"],
    /// ]
    /// ```
    ///
    /// Shrinking tries the texts listed before the one a failing step
    /// typed, so list the simplest first. None by default.
    public var fieldTexts: [String: [String]] = [:]
    /// Relative weights of the kinds of step.
    public var commandWeight = 3, gestureWeight = 4, advanceWeight = 1, faultWeight = 1
    /// The chance that a gesture or Command starts in the background, not
    /// waiting for its work (as a second tap while the first is in flight).
    public var backgroundChance = 0.25
    /// The Actions the feature can apply, by case name (`loggedIn` for
    /// `.loggedIn(user:)`): the coverage lists those an exploration never
    /// reached; none by default.
    public var reachableActions: Set<String>
    /// The Effects the feature can send, by case name: the coverage lists
    /// those an exploration never reached; none by default.
    public var reachableEffects: Set<String>
    /// The screens the feature can show, by title: the coverage lists those
    /// an exploration never reached; none by default.
    public var reachableScreens: Set<String>
    /// Names the screens a State shows, for the coverage, when their titles
    /// show data (a detail screen titled by the item it shows, say): by
    /// kind, such as `["detail", "edit sheet"]`. `nil`, the default, names
    /// each screen and sheet by its title. ``reachableScreens`` lists the
    /// same names.
    public var screenNames: ((State) -> [String])?
    /// What the exploration must reach: a screen, an Action or an Effect
    /// named here that no sequence reached fails the exploration, which
    /// says what may have kept it out of reach (a control that was never
    /// enabled, a generator never valid, a field typed only with the
    /// default texts). Nothing by default.
    public var mustReach = ExplorationTargets()
    /// What the plan collects into its bundles after every step
    /// (``ExplorationBundle``); none by default.
    public var collectors: [ExplorationCollector<State, Effect>] = []
    /// A score to drive sequences towards, as Hypothesis' `target()` does:
    /// how far a moment got (items in a cart, the depth of a form's steps),
    /// higher being further. With ``ExplorationGeneration/guided``
    /// generation, a sequence may start from the steps that reached the
    /// best score so far and go on from there. `nil`, the default, scores
    /// nothing.
    public var score: ((ExplorationMoment<State, Effect>) -> Double)?
    /// How sequences are generated: ``ExplorationGeneration/guided`` (swarm
    /// testing, bundles and targeted search) by default, or
    /// ``ExplorationGeneration/uniform``.
    public var generation = ExplorationGeneration.guided
    /// With a ``score``: how many runs make a group, in which each run after
    /// the first may start from the best-scoring sequence of the group so
    /// far; 100 by default. Shards (`explore --shard`) and worker processes
    /// (`--jobs`) split the runs by whole groups, so a group is explored the
    /// same way wherever it runs. Without a score every run is a group of
    /// its own.
    public var targetGroupSize = 100
    /// Every passing sequence whose run number (counted from 0) is a
    /// multiple of this is run again in a fresh session, and its transcript
    /// compared byte for byte with the first run's (every failing sequence
    /// is); 0 replays no passing sequence. 10 by default.
    public var determinismReplayInterval = 10

    /// Describes an exploration.
    ///
    /// - Parameters:
    ///   - commands: The Commands sent directly.
    ///   - longRunning: The Commands whose work rightly runs until its
    ///     screen goes away, by name (see ``longRunningCommands``).
    ///   - invariants: The named checks made after every step.
    ///   - faults: Backend settings mixed in.
    ///   - setUp: Backend settings made before each run.
    ///   - advances: Clock advances mixed in.
    ///   - widths: The widths every screen must render at.
    ///   - typedTexts: The texts typed into text fields that `fieldTexts`
    ///     names none for (see ``typedTexts``).
    ///   - secureTexts: The texts typed into secure fields that
    ///     `fieldTexts` names none for (see ``secureTexts``).
    ///   - fieldTexts: The texts typed into each field, by its label,
    ///     secure or not (see ``fieldTexts``).
    ///   - actions: The Actions the feature can apply, by case name.
    ///   - effects: The Effects the feature can send, by case name.
    ///   - screens: The screens the feature can show, by title (or by the
    ///     names `screenNames` gives).
    ///   - screenNames: Names the screens a State shows, for the coverage;
    ///     by their titles when `nil`.
    ///   - mustReach: What the exploration must reach (see ``mustReach``).
    ///   - collectors: What is collected into bundles after every step.
    ///   - score: A score to drive sequences towards (see ``score``).
    ///   - isUnexpected: Whether an Effect is an error nobody expects.
    public init(
        commands: [ExplorationCommand<State, Command>] = [],
        longRunning: Set<String> = [],
        invariants: [ExplorationInvariant<State, Effect>] = [],
        faults: [Feature.Backend] = [],
        setUp: [Feature.Backend] = [],
        advances: [Duration] = [.milliseconds(100), .seconds(1), .seconds(5)],
        widths: [StatefulText.ScreenWidth] = [.compact, .regular],
        typedTexts: [String] = ExplorationRandom.defaultStrings,
        secureTexts: [String] = ["", "correct horse battery", "Pa55-w0rd!"],
        fieldTexts: [String: [String]] = [:],
        actions: Set<String> = [],
        effects: Set<String> = [],
        screens: Set<String> = [],
        screenNames: ((State) -> [String])? = nil,
        mustReach: ExplorationTargets = ExplorationTargets(),
        collectors: [ExplorationCollector<State, Effect>] = [],
        score: ((ExplorationMoment<State, Effect>) -> Double)? = nil,
        isUnexpected: @escaping (Effect) -> Bool = { _ in false }
    ) {
        self.secureTexts = secureTexts
        self.fieldTexts = fieldTexts
        self.mustReach = mustReach
        self.collectors = collectors
        self.score = score
        self.commands = commands
        longRunningCommands = longRunning
        self.invariants = invariants
        self.faults = faults
        self.setUp = setUp
        self.advances = advances
        self.widths = widths
        self.typedTexts = typedTexts
        reachableActions = actions
        reachableEffects = effects
        reachableScreens = screens
        self.screenNames = screenNames
        self.isUnexpected = isUnexpected
    }

    /// The texts typed into the field labelled `label`: its ``fieldTexts``,
    /// or else ``secureTexts`` or ``typedTexts``.
    func texts(forField label: String, secure: Bool) -> [String] {
        fieldTexts[label] ?? (secure ? secureTexts : typedTexts)
    }

    /// Whether `text`, typed into the secure field labelled `label`, is not
    /// a secret: the plan types it into plain fields too.
    func isPlainText(_ text: String, secureLabels: Set<String>) -> Bool {
        typedTexts.contains(text)
            || fieldTexts.contains { label, texts in !secureLabels.contains(label) && texts.contains(text) }
    }

    /// How the plan names `text` among its declared texts — typed into the
    /// field labelled `label` when known: `fieldTexts["CVV"][0]`,
    /// `secureTexts[1]`, `typedTexts[2]`; `nil` when it declares no such text.
    func name(ofText text: String, typedInto label: String?) -> String? {
        if let label, let index = fieldTexts[label]?.firstIndex(of: text) {
            return "fieldTexts[\(ScriptLiteral.quoted(label))][\(index)]"
        }
        if let index = secureTexts.firstIndex(of: text) { return "secureTexts[\(index)]" }
        if let index = typedTexts.firstIndex(of: text) { return "typedTexts[\(index)]" }
        for key in fieldTexts.keys.sorted() {
            if let index = fieldTexts[key]?.firstIndex(of: text) { return "fieldTexts[\(ScriptLiteral.quoted(key))][\(index)]" }
        }
        return nil
    }

    /// Every text the plan declares (``typedTexts``, ``secureTexts``,
    /// ``fieldTexts``), by the name a written flow gives it when it says
    /// which of them a `secret` parameter takes: `typedTexts[2]`,
    /// `secureTexts[1]`, `fieldTexts["CVV"][0]`.
    public var declaredTexts: [String: String] {
        var texts: [String: String] = [:]
        for (index, text) in typedTexts.enumerated() { texts["typedTexts[\(index)]"] = text }
        for (index, text) in secureTexts.enumerated() { texts["secureTexts[\(index)]"] = text }
        for (label, values) in fieldTexts {
            for (index, text) in values.enumerated() { texts["fieldTexts[\(ScriptLiteral.quoted(label))][\(index)]"] = text }
        }
        return texts
    }

    /// Whether the plan lists `command` in ``longRunningCommands``.
    func isLongRunning(_ command: Any) -> Bool {
        guard !longRunningCommands.isEmpty else { return false }
        let name = ExplorationCoverage.nestedCaseName(of: command)
        return longRunningCommands.contains { ExplorationCoverage.name($0, names: name) }
    }
}
