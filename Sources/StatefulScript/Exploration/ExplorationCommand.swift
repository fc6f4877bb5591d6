import Stateful
/// One kind of Command an exploration may send: how its payload is chosen,
/// how often relative to the others, and in which States it is valid.
///
/// ```swift
/// let rename = ExplorationCommand<ProfileState, ProfileCommand>("setName") { random, _ in
///     .setName(random.string())
/// }
/// ```
public struct ExplorationCommand<State, Command> {
    /// The name coverage lists it under once it made a Command (its case
    /// name, say, or any name that says what it sends: `startTimer` for a
    /// generator of `.path(id, .cooking(.startTimer))`).
    public var name: String
    /// How often it is chosen, relative to the other valid Commands.
    public var weight: Int
    /// Whether it may be sent in a State; always, by default.
    public var isValid: (State) -> Bool
    /// Makes the Command, choosing its payload.
    public var make: (inout ExplorationRandom, State) -> Command
    /// Simpler forms of a Command this generator made (a shorter string, a
    /// smaller number), simplest first, which shrinking tries in its place;
    /// none by default, and none for a Command another generator made.
    public var simplify: (Command) -> [Command] = { _ in [] }
    /// Whether it is sent in the background (`start …`), its work running
    /// on while later steps happen (a screen's task, say); `false` by
    /// default: each step waits for its Command's work to end. A Command
    /// the plan lists in ``ExplorationPlan/longRunningCommands`` is started
    /// in the background whatever this says.
    public var startsInBackground = false

    /// Describes a generated Command.
    ///
    /// - Parameters:
    ///   - name: The name coverage lists it under.
    ///   - weight: How often it is chosen, relative to the others.
    ///   - startsInBackground: Whether it is sent in the background
    ///     (`start …`), its work running on while later steps happen.
    ///   - isValid: Whether it may be sent in a State.
    ///   - make: Makes the Command from the random source and the State.
    public init(
        _ name: String, weight: Int = 1, startsInBackground: Bool = false,
        isValid: @escaping (State) -> Bool = { _ in true },
        make: @escaping (inout ExplorationRandom, State) -> Command
    ) {
        self.name = name
        self.weight = max(0, weight)
        self.startsInBackground = startsInBackground
        self.isValid = isValid
        self.make = make
    }

    /// A Command without payload, always the same.
    ///
    /// - Parameters:
    ///   - name: The name coverage lists it under.
    ///   - command: The Command.
    ///   - weight: How often it is chosen, relative to the others.
    ///   - startsInBackground: Whether it is sent in the background
    ///     (`start …`), its work running on while later steps happen.
    ///   - isValid: Whether it may be sent in a State.
    public static func fixed(
        _ name: String, _ command: Command, weight: Int = 1, startsInBackground: Bool = false,
        isValid: @escaping (State) -> Bool = { _ in true }
    ) -> ExplorationCommand {
        ExplorationCommand(name, weight: weight, startsInBackground: startsInBackground, isValid: isValid) { _, _ in command }
    }
}

extension ExplorationCommand where Command: Equatable {
    /// A Command made from one of `values`, the feature's own inputs (the
    /// amounts a form accepts, the ids a backend knows), each as likely.
    /// Shrinking tries the values listed before the one a failing step
    /// used, so list the simplest first.
    ///
    /// ```swift
    /// struct PaymentState: Sendable { var amount = 0 }
    /// enum PaymentCommand: Equatable, Sendable { case setAmount(Int) }
    ///
    /// let amount = ExplorationCommand<PaymentState, PaymentCommand>.values("setAmount", [0, 1, 99, 10_000]) {
    ///     .setAmount($0)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name coverage lists it under.
    ///   - values: The values its Commands are made from, simplest first.
    ///   - weight: How often it is chosen, relative to the others.
    ///   - startsInBackground: Whether it is sent in the background
    ///     (`start …`), its work running on while later steps happen.
    ///   - isValid: Whether it may be sent in a State.
    ///   - make: Makes the Command from a value.
    public static func values<Value>(
        _ name: String, _ values: [Value], weight: Int = 1, startsInBackground: Bool = false,
        isValid: @escaping (State) -> Bool = { _ in true }, make: @escaping (Value) -> Command
    ) -> ExplorationCommand {
        var command = ExplorationCommand(
            name, weight: values.isEmpty ? 0 : weight, startsInBackground: startsInBackground, isValid: isValid
        ) { random, _ in
            make(values[random.int(in: 0..<values.count)])
        }
        command.simplify = { sent in
            let made = values.map(make)
            guard let index = made.firstIndex(of: sent) else { return [] }
            return Array(made[..<index])
        }
        return command
    }
}
