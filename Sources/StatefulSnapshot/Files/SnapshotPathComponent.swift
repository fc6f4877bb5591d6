import Foundation

/// Turns any test, file or snapshot name into one safe, readable file-name
/// component, so that nothing a name contains can reach outside `__Snapshots__/`.
///
/// The rules, applied to the name in Unicode canonical composition (NFC):
/// - letters, digits and combining marks of any script are kept (`プロフィール` stays `プロフィール`),
///   as are `-`, `_` and `.`;
/// - whitespace becomes `-`;
/// - everything else — `/`, `\`, `:`, NUL and other control characters, emoji,
///   quotes, `*`, `?` — becomes `_`;
/// - leading dots become `_`, so the result is never `.`, `..` or a hidden file;
/// - an empty name becomes `_`;
/// - a result longer than ``maximumUTF8Length`` bytes is cut at a character
///   boundary and ends in `-` plus eight hex digits of a hash of the full name,
///   so long names stay distinct.
///
/// The mapping is deterministic: the same name gives the same component on
/// every machine.
///
/// ```swift
/// SnapshotPathComponent.sanitized("../../etc/passwd")  // "___.._etc_passwd"
/// SnapshotPathComponent.sanitized("empty profile")     // "empty-profile"
/// ```
public enum SnapshotPathComponent {
    /// The longest component produced, in UTF-8 bytes (file systems allow 255;
    /// this leaves room for a snapshot name and the `.pending.txt` suffix).
    public static let maximumUTF8Length = 100

    /// The safe component for `name`.
    public static func sanitized(_ name: String) -> String {
        var result = ""
        var atStart = true
        for character in name.precomposedStringWithCanonicalMapping {
            let replacement: Character
            if atStart && character == "." {
                replacement = "_"
            } else if isKept(character) {
                replacement = character
            } else if character.isWhitespace {
                replacement = "-"
            } else {
                replacement = "_"
            }
            atStart = atStart && character == "."
            result.append(replacement)
        }
        if result.isEmpty { return "_" }
        guard result.utf8.count > maximumUTF8Length else { return result }
        let hash = fnv1a(name)
        let suffix = "-" + hexadecimal(hash)
        var shortened = ""
        for character in result {
            if shortened.utf8.count + character.utf8.count + suffix.utf8.count > maximumUTF8Length { break }
            shortened.append(character)
        }
        return shortened + suffix
    }

    private static func isKept(_ character: Character) -> Bool {
        if character == "-" || character == "_" || character == "." { return true }
        var sawBase = false
        for scalar in character.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                sawBase = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                return false
            }
        }
        return sawBase
    }

    private static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    private static func hexadecimal(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
