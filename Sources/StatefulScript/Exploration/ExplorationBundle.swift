import Stateful

/// Values that earlier steps of a sequence produced — an id a create
/// returned, a row a push made — for later steps to use, as the bundles of
/// Hypothesis' stateful testing are.
///
/// The plan collects into a bundle after every step
/// (``ExplorationPlan/collectors``), and a generator draws from it with
/// ``ExplorationRandom/draw(from:)``:
///
/// ```swift
/// enum CartCommand: Sendable { case remove(id: Int) }
/// enum CartEffect: Sendable {}
///
/// let lineIDs = ExplorationBundle<Int>("line ids")
/// let remove = ExplorationCommand<CartState, CartCommand>("remove", isValid: { !$0.lines.isEmpty }) { random, state in
///     .remove(id: random.draw(from: lineIDs) ?? state.lines[0].id)
/// }
/// let collector = ExplorationCollector<CartState, CartEffect>.into(lineIDs) { moment in moment.state.lines.map(\.id) }
/// ```
///
/// A bundle keeps every value collected in a sequence, in the order first
/// seen, even once the State no longer holds it: a later step may use an id
/// whose row was deleted, as a stale screen would. Each sequence starts with
/// empty bundles.
public struct ExplorationBundle<Value: Hashable & Sendable>: Sendable, Hashable {
    /// The bundle's name: two bundles with the same name are the same bundle.
    public var name: String

    /// Names a bundle.
    ///
    /// - Parameter name: The bundle's name.
    public init(_ name: String) {
        self.name = name
    }
}

/// What the plan collects into a bundle (``ExplorationBundle``) after every
/// step, from the moment after it.
public struct ExplorationCollector<State, Effect> {
    /// The bundle's name.
    public var bundleName: String
    let collect: (ExplorationMoment<State, Effect>) -> [any Hashable & Sendable]

    /// Collects into `bundle` the values `values` finds in the moment after each step.
    ///
    /// - Parameters:
    ///   - bundle: The bundle.
    ///   - values: The values a moment holds (the ids of the rows its State
    ///     shows, the id its Effects announced).
    public static func into<Value>(
        _ bundle: ExplorationBundle<Value>, _ values: @escaping (ExplorationMoment<State, Effect>) -> [Value]
    ) -> Self {
        Self(bundleName: bundle.name) { moment in values(moment).map { $0 as any Hashable & Sendable } }
    }
}

/// The values of the bundles of one sequence so far, in the order first
/// seen, each once.
struct ExplorationBundleValues: Sendable {
    private(set) var values: [String: [any Hashable & Sendable]] = [:]

    /// A bundle keeps at most this many values; later ones are not kept.
    static let capacity = 256

    var isEmpty: Bool { values.isEmpty }

    mutating func add(_ value: any Hashable & Sendable, to bundle: String) {
        let kept = values[bundle] ?? []
        guard kept.count < Self.capacity, !kept.contains(where: { AnyHashable($0) == AnyHashable(value) }) else { return }
        values[bundle, default: []].append(value)
    }

    func values<Value>(of bundle: ExplorationBundle<Value>) -> [Value] {
        (values[bundle.name] ?? []).compactMap { $0 as? Value }
    }
}
