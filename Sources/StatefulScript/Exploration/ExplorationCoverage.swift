import Stateful
/// What an exploration reached: the names of the Commands, Actions and
/// Effects (their case names) and the screens (their titles), and of those
/// the plan knows the feature can reach, which it never reached.
///
/// The names a feature can reach come from its plan
/// (``ExplorationPlan/reachableActions``, ``ExplorationPlan/reachableEffects``,
/// ``ExplorationPlan/reachableScreens``, the names of its generated Commands).
/// A kind the feature names nothing of has `nil` for its never-reached names:
/// nobody knows what it could have reached.
///
/// A generated Command (``ExplorationCommand``) counts as reached, under its
/// generator's name, as soon as its generator makes one: a generator named
/// `startTimer` that sends `.path(id, .cooking(.startTimer))` is listed as
/// `startTimer` (and the Command sent as `path`, its case name).
public struct ExplorationCoverage: Sendable, Hashable, Codable {
    /// The Commands sent, by case name (`path` for `.path(id, .cooking(.startTimer))`),
    /// and the plan's generators that made a Command, by their names.
    public var commands: Set<String> = []
    /// The plan's generators (``ExplorationCommand/name``) that made a Command.
    public var commandsGenerated: Set<String> = []
    /// The Actions applied, by case name.
    public var actions: Set<String> = []
    /// The Effects sent, by case name.
    public var effects: Set<String> = []
    /// The screens shown, by title.
    public var screens: Set<String> = []
    /// The plan's generators that never made a Command, by name.
    public var commandsNeverSent: Set<String> = []
    /// The Actions the feature can apply that were never applied; `nil`
    /// when the feature names none.
    public var actionsNeverReached: Set<String>?
    /// The Effects the feature can send that were never sent; `nil` when
    /// the feature names none.
    public var effectsNeverReached: Set<String>?
    /// The screens the feature can show that were never shown; `nil` when
    /// the feature names none.
    public var screensNeverReached: Set<String>?

    /// The controls seen enabled, and seen disabled, as `the button "Pay"
    /// on the sheet "Payment"`: noted only for a plan that names what it
    /// must reach (``ExplorationPlan/mustReach``).
    var controlsEnabled: Set<String> = []
    var controlsDisabled: Set<String> = []
    /// The plan's generators that were valid at some step (noted only for a
    /// plan that names what it must reach).
    var generatorsValid: Set<String> = []
    /// The fields, quoted labels, typed into with the plan's default texts
    /// (no ``ExplorationPlan/fieldTexts`` for them; noted only for a plan
    /// that names what it must reach).
    var fieldsTypedWithDefaults: Set<String> = []

    /// Creates an empty coverage.
    public init() {}

    /// The controls that were shown but never enabled, as `the button
    /// "Pay" on the sheet "Payment"` (noted only for a plan that names what
    /// it must reach): each may gate what was never reached.
    public var controlsNeverEnabled: Set<String> {
        controlsDisabled.subtracting(controlsEnabled)
    }

    /// The coverage as lines: what was never reached of each kind, then
    /// what was reached, each list sorted.
    public var text: String {
        (neverReachedLines + reachedLines).joined(separator: "\n")
    }

    /// For each kind, what was never reached, sorted.
    var neverReachedLines: [String] {
        func neverLine(_ kind: String, _ names: Set<String>?) -> String {
            guard let names else { return "\(kind) never reached: not known (the feature names none it can reach)" }
            return Self.line("\(kind) never reached", names)
        }
        return [
            Self.line("commands never reached", commandsNeverSent), neverLine("actions", actionsNeverReached),
            neverLine("effects", effectsNeverReached), neverLine("screens", screensNeverReached),
        ]
    }

    /// For each kind, what was reached, sorted.
    var reachedLines: [String] {
        [
            Self.line("commands reached", commands), Self.line("actions reached", actions),
            Self.line("effects reached", effects), Self.line("screens reached", screens),
        ]
    }

    private static func line(_ name: String, _ names: Set<String>) -> String {
        "\(name): " + (names.isEmpty ? "none" : names.sorted().joined(separator: ", "))
    }

    /// The case name of an enumeration value (`setName` for `.setName("Ada")`).
    ///
    /// Found by reflection once per type and case: each case after is told
    /// by its tag, read through the type's value witnesses.
    static func caseName(of value: Any) -> String {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        let known = knownCaseNames.withLock { $0[key] }
        let layout: EnumCaseLayout?
        if let known {
            layout = known.layout
        } else {
            layout = EnumCaseLayout(of: type)
            knownCaseNames.withLock { $0[key] = KnownCases(layout: layout) }
        }
        guard let layout else { return reflectedCaseName(of: value) }
        func tag<Value>(_ value: Value) -> UInt32 { layout.tag(of: value) }
        let caseTag = _openExistential(value, do: tag)
        if let name = known?.names[caseTag] { return name }
        let name = reflectedCaseName(of: value)
        knownCaseNames.withLock { $0[key]?.names[caseTag] = name }
        return name
    }

    /// What ``caseName(of:)`` knows of a type: how to read its case tags, and the names of the tags it read.
    private struct KnownCases {
        var layout: EnumCaseLayout?
        var names: [UInt32: String] = [:]
    }

    private static let knownCaseNames = Protected<[ObjectIdentifier: KnownCases]>([:])

    /// The case name of an enumeration value, by reflection.
    private static func reflectedCaseName(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        if mirror.displayStyle == .enum {
            // A case without payload: its name is what `String(describing:)`
            // would give without a custom description.
            var text = ""
            print(value, terminator: "", to: &text)
            if let first = text.firstIndex(where: { $0 == "(" }) { return String(text[..<first]) }
            return text
        }
        return String(describing: type(of: value))
    }

    /// The name of a Command with those of the Commands nested in it,
    /// joined by dots: `path.cooking.startTimer` for
    /// `.path(id, .cooking(.startTimer))`. Each case's payload is followed
    /// into the last enumeration it holds (not an optional); a payload
    /// without one ends the name (`nameChanged` for `.nameChanged("Ada")`).
    ///
    /// ``ExplorationPlan/longRunningCommands`` names Commands this way, and
    /// a step that never settles names its Command this way.
    ///
    /// - Parameter command: A Command (any enumeration value).
    public static func nestedCaseName(of command: Any) -> String {
        var names: [String] = []
        var value = command
        // A bound on the depth, for a recursive (indirect) Command.
        for _ in 0..<16 {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .enum else { break }
            names.append(caseName(of: value))
            guard let payload = mirror.children.first?.value else { break }
            func isNested(_ value: Any) -> Bool { Mirror(reflecting: value).displayStyle == .enum }
            let payloadMirror = Mirror(reflecting: payload)
            if payloadMirror.displayStyle == .tuple {
                guard let nested = payloadMirror.children.reversed().first(where: { isNested($0.value) })?.value else { break }
                value = nested
            } else if isNested(payload) {
                value = payload
            } else {
                break
            }
        }
        return names.isEmpty ? caseName(of: command) : names.joined(separator: ".")
    }

    /// Whether `name` names the Command whose nested case name is
    /// `nestedName`: the whole of it or its last parts (`startTimer` and
    /// `cooking.startTimer` name `path.cooking.startTimer`).
    static func name(_ name: String, names nestedName: String) -> Bool {
        nestedName == name || nestedName.hasSuffix("." + name)
    }

    /// The never-reached names of each kind, from the names the feature can reach.
    mutating func noteNeverReached(
        commands knownCommands: Set<String>, actions knownActions: Set<String>, effects knownEffects: Set<String>,
        screens knownScreens: Set<String>
    ) {
        commandsNeverSent = knownCommands.subtracting(commandsGenerated)
        actionsNeverReached = knownActions.isEmpty ? nil : knownActions.subtracting(actions)
        effectsNeverReached = knownEffects.isEmpty ? nil : knownEffects.subtracting(effects)
        screensNeverReached = knownScreens.isEmpty ? nil : knownScreens.subtracting(screens)
    }
}

extension ExplorationCoverage {
    /// Encodes every set of names sorted, so the same coverage is the same
    /// bytes in every process (a set's order changes from one process to
    /// the next): the results `explore --results` writes are compared and
    /// kept like any other output.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(commands.sorted(), forKey: .commands)
        try container.encode(commandsGenerated.sorted(), forKey: .commandsGenerated)
        try container.encode(actions.sorted(), forKey: .actions)
        try container.encode(effects.sorted(), forKey: .effects)
        try container.encode(screens.sorted(), forKey: .screens)
        try container.encode(commandsNeverSent.sorted(), forKey: .commandsNeverSent)
        try container.encodeIfPresent(actionsNeverReached?.sorted(), forKey: .actionsNeverReached)
        try container.encodeIfPresent(effectsNeverReached?.sorted(), forKey: .effectsNeverReached)
        try container.encodeIfPresent(screensNeverReached?.sorted(), forKey: .screensNeverReached)
        try container.encode(controlsEnabled.sorted(), forKey: .controlsEnabled)
        try container.encode(controlsDisabled.sorted(), forKey: .controlsDisabled)
        try container.encode(generatorsValid.sorted(), forKey: .generatorsValid)
        try container.encode(fieldsTypedWithDefaults.sorted(), forKey: .fieldsTypedWithDefaults)
    }
}
