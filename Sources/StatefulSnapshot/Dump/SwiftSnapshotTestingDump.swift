import Foundation
import Stateful

/// Writes a value as swift-snapshot-testing 1.19's `.dump` strategy writes it,
/// byte for byte, so that `.txt` files recorded with it keep matching after a
/// suite moves to Stateful.
///
/// The format follows Swift's `dump()`: one line a value, `▿` before a value
/// with children and `-` before one without, two spaces of indentation a
/// level, `label: ` before a labelled child. Dictionaries, sets and the
/// fields of structs and classes are sorted by their text, so that the output
/// is deterministic; `Foo #1` (a local type) is written `Foo`; a class met
/// again on its own path is written `(circular reference detected)`.
///
/// ```swift
/// struct User { var id: Int; var name: String }
/// SwiftSnapshotTestingDump.text(of: User(id: 1, name: "Blob"))
/// // ▿ User
/// //   - id: 1
/// //   - name: "Blob"
/// ```
///
/// Secrets stay secret, where swift-snapshot-testing would print them: a
/// `SecretValue`, and a `Redactable` type's secret fields, are written
/// `"********"` (or `""` when empty). Prefer Stateful's ``ValueDump`` for new
/// snapshots: it is shorter to read and to diff.
public enum SwiftSnapshotTestingDump {
    /// The dump of `value`, ending in a newline.
    ///
    /// - Parameter value: Any value.
    /// - Returns: The text swift-snapshot-testing's `.dump` would record.
    public static func text(of value: Any) -> String {
        var writer = Writer()
        return writer.text(of: value, name: nil, indent: 0, visited: [])
    }

    private struct Writer {
        mutating func text(of value: Any, name: String?, indent: Int, visited: Set<ObjectIdentifier>) -> String {
            let indentation = String(repeating: " ", count: indent)
            let label = name.map { $0 + ": " } ?? ""
            if let secret = value as? any SecretValue {
                return indentation + "- " + label + "\"" + (secret.isEmptySecret ? "" : Redaction.mask) + "\"\n"
            }
            let mirror = Mirror(reflecting: value)
            var children = Array(mirror.children)
            let bullet = children.isEmpty ? "-" : "▿"
            var visited = visited
            var sortsChildren = false
            let description: String
            switch mirror.displayStyle {
            case .collection?:
                description = Self.counted(children.count, "element", "elements")
            case .dictionary?:
                description = Self.counted(children.count, "key/value pair", "key/value pairs")
                sortsChildren = true
            case .set?:
                description = Self.counted(children.count, "member", "members")
                sortsChildren = true
            case .tuple?:
                description = "(" + Self.counted(children.count, "element", "elements") + ")"
            case .optional?:
                let typeName = Self.typeName(mirror.subjectType)
                description = children.isEmpty ? typeName + ".none" : typeName
            default:
                if let convertible = value as? any AnySnapshotStringConvertible {
                    guard type(of: convertible).renderChildren else {
                        return indentation + "- " + label + convertible.snapshotDescription + "\n"
                    }
                    description = convertible.snapshotDescription
                } else if let builtIn = Self.builtInDescription(of: value) {
                    return indentation + "- " + label + builtIn + "\n"
                } else if let convertible = value as? any CustomStringConvertible {
                    description = convertible.description
                } else if mirror.displayStyle == .class {
                    let object = ObjectIdentifier(value as AnyObject)
                    if visited.contains(object) {
                        return indentation + bullet + " " + (name ?? "value") + " (circular reference detected)\n"
                    }
                    visited.insert(object)
                    description = Self.typeName(mirror.subjectType)
                    sortsChildren = true
                } else if mirror.displayStyle == .struct {
                    description = Self.typeName(mirror.subjectType)
                    sortsChildren = true
                } else if mirror.displayStyle == .enum {
                    let typeName = Self.typeName(mirror.subjectType)
                    description = children.isEmpty ? typeName + "." + String(describing: value) : typeName
                } else {
                    description = String(describing: value)
                }
            }
            if sortsChildren {
                let visitedHere = visited
                children = children
                    .map { child in (child: child, key: sortKey(of: child, visited: visitedHere)) }
                    .sorted { $0.key < $1.key }
                    .map(\.child)
            }
            var text = indentation + bullet + " " + label + description + "\n"
            for child in children {
                if let childLabel = child.label, Redaction.isSecret(label: childLabel, of: mirror.subjectType) {
                    text += masked(child.value, name: childLabel, indent: indent + 2)
                } else {
                    text += self.text(of: child.value, name: child.label, indent: indent + 2, visited: visited)
                }
            }
            return text
        }

        /// The order of children is the order of the dumps of the
        /// `(label, value)` pairs, as swift-snapshot-testing sorts them.
        private mutating func sortKey(of child: Mirror.Child, visited: Set<ObjectIdentifier>) -> String {
            let pair: (label: String?, value: Any) = (child.label, child.value)
            return text(of: pair, name: nil, indent: 0, visited: visited)
        }

        private func masked(_ value: Any, name: String, indent: Int) -> String {
            let isEmpty = (value as? String)?.isEmpty == true || (value as? any SecretValue)?.isEmptySecret == true
            return String(repeating: " ", count: indent) + "- " + name + ": \"" + (isEmpty ? "" : Redaction.mask) + "\"\n"
        }

        /// The types swift-snapshot-testing writes on one line of their own.
        private static func builtInDescription(of value: Any) -> String? {
            switch value {
            case let string as String: return string.debugDescription
            case let substring as Substring: return substring.debugDescription
            case let character as Character: return character.debugDescription
            case let url as URL: return url.debugDescription
            case let data as Data: return data.debugDescription
            case let date as Date: return dateText(date)
            case let object as NSObject: return withoutAddresses(object.debugDescription)
            default: return nil
            }
        }

        private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
            count == 1 ? "1 " + singular : String(count) + " " + plural
        }

        /// The type's name without the ` #1` that local types carry.
        private static func typeName(_ type: Any.Type) -> String {
            var name = Substring(String(describing: type))
            var result = ""
            while let hash = name.range(of: " #") {
                let digits = name[hash.upperBound...].prefix { $0.isASCII && $0.isNumber }
                result += name[..<hash.lowerBound]
                if digits.isEmpty { result += " #" }
                name = name[name.index(hash.upperBound, offsetBy: digits.count)...]
            }
            return result + name
        }

        /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, whole seconds.
        private static func dateText(_ date: Date) -> String {
            let seconds = date.timeIntervalSince1970.rounded(.down)
            return DateText.iso8601(Date(timeIntervalSince1970: seconds))
        }

        /// `text` without `0x…` addresses (and the `:` and spaces before one).
        private static func withoutAddresses(_ text: String) -> String {
            let characters = Array(text)
            var result = ""
            var index = 0
            while index < characters.count {
                var start = index
                if characters[start] == ":" { start += 1 }
                while start < characters.count, characters[start].isWhitespace { start += 1 }
                if start + 2 < characters.count, characters[start] == "0", characters[start + 1] == "x",
                   isLowerHex(characters[start + 2])
                {
                    var end = start + 2
                    while end < characters.count, isLowerHex(characters[end]) { end += 1 }
                    index = end
                    continue
                }
                result.append(characters[index])
                index += 1
            }
            return result
        }

        private static func isLowerHex(_ character: Character) -> Bool {
            character.isASCII && (character.isNumber || ("a"..."f").contains(character))
        }
    }
}
