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
    /// The widths every screen must render at, deterministically.
    public var widths: [StatefulText.ScreenWidth]
    /// The texts typed into text fields; ``ExplorationRandom/defaultStrings`` by default.
    public var typedTexts: [String]
    /// The texts typed into secure fields: none of them is ever typed
    /// elsewhere, so any of them shown on a screen or in a dump is a leak.
    public var secureTexts = ["", "correct horse battery", "Pa55-w0rd!"]
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
    ///   - typedTexts: The texts typed into text fields.
    ///   - actions: The Actions the feature can apply, by case name.
    ///   - effects: The Effects the feature can send, by case name.
    ///   - screens: The screens the feature can show, by title (or by the
    ///     names `screenNames` gives).
    ///   - screenNames: Names the screens a State shows, for the coverage;
    ///     by their titles when `nil`.
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
        actions: Set<String> = [],
        effects: Set<String> = [],
        screens: Set<String> = [],
        screenNames: ((State) -> [String])? = nil,
        isUnexpected: @escaping (Effect) -> Bool = { _ in false }
    ) {
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

    /// Whether the plan lists `command` in ``longRunningCommands``.
    func isLongRunning(_ command: Any) -> Bool {
        guard !longRunningCommands.isEmpty else { return false }
        let name = ExplorationCoverage.nestedCaseName(of: command)
        return longRunningCommands.contains { ExplorationCoverage.name($0, names: name) }
    }
}
