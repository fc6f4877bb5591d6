import Stateful
import StatefulText

/// Masks known secrets in any text before it is printed or written: the
/// values of secret parameters and of password arguments a script contains.
///
/// ```swift
/// var masker = SecretMasker()
/// masker.add("testpass")
/// masker.mask(#"inputPassword("testpass")"#)  // inputPassword("********")
/// ```
///
/// Every occurrence is replaced by ``Stateful/Redaction/mask``, the longest
/// secret first (so a secret that contains another is masked whole). The
/// masker never shows what it holds: its description and mirror give only a
/// count.
public struct SecretMasker: Sendable, CustomStringConvertible, CustomReflectable {
    /// Longest first, then in code-point order: one deterministic order.
    private var secrets: [String] = []

    /// Creates a masker that masks nothing.
    public init() {}

    /// Whether there is nothing to mask.
    public var isEmpty: Bool { secrets.isEmpty }

    /// Masks `secret` from now on. An empty secret is ignored.
    public mutating func add(_ secret: String) {
        guard !secret.isEmpty, !secrets.contains(secret) else { return }
        secrets.append(secret)
        secrets.sort { ($0.count, $1) > ($1.count, $0) }
    }

    /// Masks everything `other` masks, too.
    public mutating func merge(_ other: SecretMasker) {
        for secret in other.secrets { add(secret) }
    }

    /// `text` with every secret replaced by the mask.
    public func mask(_ text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacing(secret, with: Redaction.mask)
        }
        return result
    }

    /// `SecretMasker(2 secrets)`.
    /// Masks the secrets in a drawn screen without moving its columns: each
    /// secret, and each secret a narrow field cut short with `...`, becomes as
    /// many `*` as the columns it took, so every row keeps its width.
    ///
    /// ```swift
    /// masker.maskKeepingColumns("| [a-secret-id...] |")  // "| [************...] |"
    /// ```
    public func maskKeepingColumns(_ text: String) -> String {
        var result = text
        for secret in secrets {
            if result.contains(secret) {
                result = result.replacing(secret, with: Self.stars(secret))
            }
            var prefix = secret
            while prefix.count > 3 {
                prefix.removeLast()
                let cut = prefix + "..."
                if result.contains(cut) {
                    result = result.replacing(cut, with: Self.stars(prefix) + "...")
                }
            }
        }
        return result
    }

    private static func stars(_ text: String) -> String {
        String(repeating: "*", count: max(1, DisplayWidth.of(text)))
    }

    public var description: String {
        "SecretMasker(\(secrets.count) secret\(secrets.count == 1 ? "" : "s"))"
    }

    /// A mirror with no children, so no dump can show the secrets.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}
