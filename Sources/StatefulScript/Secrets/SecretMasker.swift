import Foundation
import Stateful

/// Masks the secrets a script holds (secret parameters' values, the arguments
/// of secret Commands and backend cases) in a piece of text that is about to
/// be drawn or printed: a field's value, an alert message, a line of output.
///
/// ```swift
/// var masker = SecretMasker()
/// masker.add("4711-secret")
/// masker.mask(#"enterPin("4711-secret")"#)   // enterPin("********")
/// ```
///
/// The rules, and their limits:
/// - A secret always becomes ``/Stateful/Redaction/mask``, whatever its
///   length, so the mask never tells how long the secret is.
/// - Matching is by Unicode scalars after canonical composition (NFC), and a
///   match is widened to whole characters: a combining mark written after a
///   secret (`4711-secret` + U+0301) is masked with it instead of hiding it
///   from the search.
/// - A secret shorter than ``minimumEmbeddedLength`` is masked only where it is
///   a whole value — the whole text, or a whole quoted string (`"pw"`) — so
///   a short secret never stars out letters of unrelated words or paths.
/// - The longest secret is masked first; the cost is linear in the length of
///   the text for each secret (a Knuth–Morris–Pratt search), whatever the
///   secrets contain.
///
/// The masker never shows what it holds: its description and mirror give only
/// a count.
public struct SecretMasker: Sendable, CustomStringConvertible, CustomReflectable {
    /// Secrets shorter than this (in Unicode scalars) are masked only as whole
    /// values, never inside other text.
    public static let minimumEmbeddedLength = 4

    /// One secret: its scalars (NFC) and its search table.
    private struct Secret: Sendable {
        let scalars: [Unicode.Scalar]
        /// Knuth–Morris–Pratt failure function.
        let failure: [Int]
        /// The ASCII scalars it holds: a text that lacks one of them cannot hold it.
        let ascii: ASCIISet

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            ascii = ASCIISet(scalars)
            var failure = [Int](repeating: 0, count: scalars.count)
            var matched = 0
            for index in scalars.indices.dropFirst() {
                while matched > 0, scalars[index] != scalars[matched] { matched = failure[matched - 1] }
                if scalars[index] == scalars[matched] { matched += 1 }
                failure[index] = matched
            }
            self.failure = failure
        }
    }

    /// Longest first, then in scalar order: one deterministic order.
    private var secrets: [Secret] = []

    /// Creates a masker that masks nothing.
    public init() {}

    /// Whether there is nothing to mask.
    public var isEmpty: Bool { secrets.isEmpty }

    /// Masks `secret` from now on. An empty secret is ignored.
    public mutating func add(_ secret: String) {
        let scalars = Array(Self.composed(secret).unicodeScalars)
        guard !scalars.isEmpty, !secrets.contains(where: { $0.scalars == scalars }) else { return }
        secrets.append(Secret(scalars))
        secrets.sort { a, b in
            a.scalars.count != b.scalars.count
                ? a.scalars.count > b.scalars.count
                : a.scalars.lexicographicallyPrecedes(b.scalars) { $0.value < $1.value }
        }
    }

    /// Masks everything `other` masks, too.
    public mutating func merge(_ other: SecretMasker) {
        for secret in other.secrets where !secrets.contains(where: { $0.scalars == secret.scalars }) {
            secrets.append(secret)
        }
        secrets.sort { a, b in
            a.scalars.count != b.scalars.count
                ? a.scalars.count > b.scalars.count
                : a.scalars.lexicographicallyPrecedes(b.scalars) { $0.value < $1.value }
        }
    }

    /// `text` with every secret replaced by the mask (see the rules above).
    /// Text that holds no secret comes back unchanged.
    public func mask(_ text: String) -> String {
        guard !secrets.isEmpty, !text.isEmpty else { return text }
        let composed = Self.composed(text)
        let scalars = Array(composed.unicodeScalars)
        // Which scalar offsets start a character, to widen matches to whole
        // characters, and which scalars are masked already: worked out at the
        // first match, as most texts hold no secret.
        var characterStart: [Bool] = []
        var masked: [Bool] = []
        var ranges: [Range<Int>] = []
        let present = ASCIISet(scalars)
        for secret in secrets where present.contains(secret.ascii) {
            for match in Self.matches(of: secret, in: scalars) {
                if characterStart.isEmpty {
                    characterStart = Self.characterStarts(of: composed, scalarCount: scalars.count)
                    masked = [Bool](repeating: false, count: scalars.count)
                }
                guard !masked[match.lowerBound..<match.upperBound].contains(true) else { continue }
                if secret.scalars.count < Self.minimumEmbeddedLength, !Self.isWholeValue(match, in: scalars) { continue }
                var lower = match.lowerBound
                while !characterStart[lower] { lower -= 1 }
                var upper = match.upperBound
                while !characterStart[upper] { upper += 1 }
                for index in lower..<upper { masked[index] = true }
                ranges.append(lower..<upper)
            }
        }
        guard !ranges.isEmpty else { return text }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var result = String.UnicodeScalarView()
        var index = 0
        for range in ranges where range.lowerBound >= index {
            result.append(contentsOf: scalars[index..<range.lowerBound])
            result.append(contentsOf: Redaction.mask.unicodeScalars)
            index = range.upperBound
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// For each scalar offset of `text` (and its end), whether a character starts there.
    private static func characterStarts(of text: String, scalarCount: Int) -> [Bool] {
        var starts = [Bool](repeating: false, count: scalarCount + 1)
        var offset = 0
        for character in text {
            starts[offset] = true
            offset += character.unicodeScalars.count
        }
        starts[scalarCount] = true
        return starts
    }

    /// Every occurrence of `secret` in `text`, left to right, not overlapping.
    private static func matches(of secret: Secret, in text: [Unicode.Scalar]) -> [Range<Int>] {
        let pattern = secret.scalars
        var result: [Range<Int>] = []
        var matched = 0
        var index = 0
        while index < text.count {
            while matched > 0, text[index] != pattern[matched] { matched = secret.failure[matched - 1] }
            if text[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count {
                result.append((index + 1 - pattern.count)..<(index + 1))
                matched = 0
            }
            index += 1
        }
        return result
    }

    /// Whether `range` is the whole text or a whole quoted string.
    private static func isWholeValue(_ range: Range<Int>, in text: [Unicode.Scalar]) -> Bool {
        if range.lowerBound == 0, range.upperBound == text.count { return true }
        guard range.lowerBound > 0, range.upperBound < text.count else { return false }
        return text[range.lowerBound - 1] == "\"" && text[range.upperBound] == "\""
    }

    /// `text` in Normalization Form C; ASCII text is returned as it is.
    private static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    /// `SecretMasker(2 secrets)`.
    public var description: String {
        "SecretMasker(\(secrets.count) secret\(secrets.count == 1 ? "" : "s"))"
    }

    /// A mirror with no children, so no dump can show the secrets.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}

/// A set of ASCII scalars, one bit each.
private struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ scalars: [Unicode.Scalar]) {
        for scalar in scalars {
            let value = scalar.value
            if value < 64 {
                low |= 1 << UInt64(value)
            } else if value < 128 {
                high |= 1 << UInt64(value - 64)
            }
        }
    }

    /// Whether every scalar of `other` is in this set.
    func contains(_ other: ASCIISet) -> Bool {
        other.low & ~low == 0 && other.high & ~high == 0
    }
}
