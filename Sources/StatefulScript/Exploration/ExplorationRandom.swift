import Stateful
/// The seeded source of every choice an exploration makes (SplitMix64):
/// the same seed gives the same choices, on every machine.
///
/// Payload generators of an ``ExplorationCommand`` draw from it; its
/// helpers give the defaults: strings that include the empty one and
/// awkward ones, small integers, booleans, cases, durations.
public struct ExplorationRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// The values the plan's bundles hold in the sequence being generated.
    var bundles = ExplorationBundleValues()

    /// A source that makes the choices of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D1_049B_B133_111E
        return z ^ (z >> 31)
    }

    /// The strings ``string()`` chooses from: empty, blank, short, long,
    /// with quotes, accents and emoji.
    public static let defaultStrings = ["", " ", "a", "ada", "Ada Lovelace", "x\"y\\z", "Zoë", "😀", String(repeating: "w", count: 40)]

    /// A string from ``defaultStrings``.
    public mutating func string() -> String {
        Self.defaultStrings[int(in: 0..<Self.defaultStrings.count)]
    }

    /// An integer in `range`, which must not be empty.
    ///
    /// - Parameter range: Where the integer lies.
    public mutating func int(in range: Range<Int>) -> Int {
        guard range.count > 1 else { return range.lowerBound }
        return range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// An integer in `range`; by default a small one, the edges likelier.
    ///
    /// - Parameter range: Where the integer lies.
    public mutating func int(in range: ClosedRange<Int> = -2...100) -> Int {
        switch next() % 4 {
        case 0: range.lowerBound
        case 1: range.upperBound
        default: range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
    }

    /// `true` or `false`.
    public mutating func bool() -> Bool {
        next() & 1 == 1
    }

    /// `true` with the given chance.
    ///
    /// - Parameter probability: The chance, between 0 and 1.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of `elements`, or `nil` when there are none.
    ///
    /// - Parameter elements: What to choose from.
    public mutating func element<Element>(of elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[int(in: 0..<elements.count)]
    }

    /// One of the values earlier steps of this sequence put in `bundle`
    /// (see ``ExplorationBundle``), or `nil` while it holds none.
    ///
    /// - Parameter bundle: The bundle to draw from.
    public mutating func draw<Value>(from bundle: ExplorationBundle<Value>) -> Value? {
        element(of: bundles.values(of: bundle))
    }

    /// Every value earlier steps of this sequence put in `bundle`, in the
    /// order first seen.
    ///
    /// - Parameter bundle: The bundle.
    public func values<Value>(in bundle: ExplorationBundle<Value>) -> [Value] {
        bundles.values(of: bundle)
    }

    /// A random source of its own, made from this one's next choice: what
    /// is drawn from it does not change what this one draws next.
    mutating func split() -> ExplorationRandom {
        ExplorationRandom(seed: next() ^ 0xA076_1D64_78BD_642F)
    }

    /// One case of an enumeration without payloads.
    ///
    /// - Parameter type: The enumeration.
    public mutating func anyCase<Value: CaseIterable>(of type: Value.Type) -> Value? {
        element(of: Array(type.allCases))
    }

    /// A duration: zero, a few milliseconds, or up to a few seconds.
    public mutating func duration() -> Duration {
        element(of: [.zero, .milliseconds(10), .milliseconds(250), .seconds(1), .seconds(5)]) ?? .zero
    }
}
