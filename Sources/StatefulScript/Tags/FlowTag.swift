/// A word a flow is tagged with on its `tags:` line (`tags: smoke,
/// embedded-backend`), which `run --tag` and `--skip-tag` select flows by and
/// a feature may skip flows by (``ScriptableFeature/reasonToSkip(flowTaggedWith:options:)``).
///
/// A tag is letters, digits, `-`, `_` and `.`, starts with a letter or a
/// digit, and has at most ``maximumLength`` characters; tags are compared
/// exactly (`Smoke` is not `smoke`).
///
/// ```swift
/// let smoke = FlowTag("smoke")        // a tag
/// let broken = FlowTag("two words")   // nil: not a tag
/// ```
public struct FlowTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tag as written.
    public let name: String

    /// The longest tag, in characters.
    public static let maximumLength = 64

    /// What a tag may be, for messages that teach it.
    public static let rule =
        "a tag is letters, digits, `-`, `_` and `.`, starting with a letter or a digit, at most \(maximumLength) characters, such as `smoke`"

    /// The tag `name`, or `nil` when `name` is not a tag (see ``rule``).
    ///
    /// - Parameters:
    ///   - name: The tag as written.
    public init?(_ name: String) {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= Self.maximumLength,
              Self.isLetterOrDigit(first),
              name.unicodeScalars.allSatisfy({ Self.isLetterOrDigit($0) || $0 == "-" || $0 == "_" || $0 == "." })
        else { return nil }
        self.name = name
    }

    /// The tag as written.
    public var description: String { name }

    /// Orders tags by their names' bytes, the same on every machine.
    ///
    /// - Parameters:
    ///   - lhs: A tag.
    ///   - rhs: Another tag.
    public static func < (lhs: FlowTag, rhs: FlowTag) -> Bool {
        lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
    }

    /// ASCII letters and digits only: a tag reads the same in every terminal.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
