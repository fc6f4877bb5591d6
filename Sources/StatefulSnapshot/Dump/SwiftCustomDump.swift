import Foundation
import Stateful

/// Writes a value in swift-custom-dump's format, as swift-snapshot-testing's
/// `.customDump` strategy records it, so that such files keep matching after
/// a suite moves to Stateful.
///
/// The format reads like Swift: `User(id: 42)` for a struct or class with
/// one field, a field a line for more (two spaces of indentation a level),
/// `Enum.bar(42)` for an enum case (`.bar(42)` when nested), `[[0]: 1, …]`
/// element labels for an array, dictionaries and sets sorted by their keys'
/// and members' text, `nil` for an absent optional, strings in quotes (raw
/// `#"…"#` when they hold a quote or a backslash, `"""` blocks when they span
/// lines), and type names without their module.
///
/// ```swift
/// struct User { var id: Int; var name: String }
/// SwiftCustomDump.text(of: User(id: 42, name: "Blob"))
/// // User(
/// //   id: 42,
/// //   name: "Blob"
/// // )
/// ```
///
/// It covers the common cases (structs, classes with their superclasses'
/// fields, enums, optionals, collections, tuples, strings, numbers, `Date`,
/// `URL`, `UUID`, `Data`); swift-custom-dump's protocols for customising a
/// dump are not read. Secrets stay secret where swift-custom-dump would print
/// them: a `SecretValue`, and a `Redactable` type's secret fields, are written
/// `"********"` (or `""` when empty).
public enum SwiftCustomDump {
    /// The dump of `value`, without a final newline.
    ///
    /// - Parameter value: Any value.
    /// - Returns: The text swift-custom-dump's `customDump` would write.
    public static func text(of value: Any) -> String {
        var writer = Writer()
        return writer.text(of: value, label: nil, isRoot: true)
    }

    private struct Writer {
        /// Objects met so far, with the number each is shown with (`#1`…).
        var objectNumbers: [ObjectIdentifier: Int] = [:]
        /// How many objects of each type have been shown.
        var occurrences: [String: Int] = [:]

        mutating func text(of value: Any, label: String?, isRoot: Bool) -> String {
            let prefix = label.map { $0 + ": " } ?? ""
            return prefix + body(of: value, hasLabel: label != nil, isRoot: isRoot)
        }

        private mutating func body(of value: Any, hasLabel: Bool, isRoot: Bool) -> String {
            if let secret = value as? any SecretValue {
                return "\"" + (secret.isEmptySecret ? "" : Redaction.mask) + "\""
            }
            if let type = value as? Any.Type {
                return SwiftCustomDump.typeName(type) + ".self"
            }
            if let text = Self.builtInText(of: value) { return text }
            if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
                return body(of: hashable.base, hasLabel: hasLabel, isRoot: isRoot)
            }
            if let string = Self.string(value) { return Self.quoted(string, hasLabel: hasLabel) }
            let mirror = Mirror(reflecting: value)
            let children = Array(mirror.children)
            switch mirror.displayStyle {
            case .class?:
                return objectText(value as AnyObject, mirror: mirror)
            case .collection?:
                let labelled = children.enumerated().map { (label: "[\($0.offset)]" as String?, value: $0.element.value) }
                return list(labelled, open: "[", close: "]", singleValue: false)
            case .dictionary?:
                if children.isEmpty { return "[:]" }
                let pairs = children.map { child -> (label: String?, value: Any) in
                    let pair = Mirror(reflecting: child.value).children.map(\.value)
                    guard pair.count == 2 else { return (nil, child.value) }
                    var keyWriter = self
                    return (keyWriter.text(of: pair[0], label: nil, isRoot: false), pair[1])
                }
                return list(pairs.sorted { ($0.label ?? "") < ($1.label ?? "") }, open: "[", close: "]", singleValue: false)
            case .set?:
                let members = children.map { child -> (label: String?, value: Any, key: String) in
                    var keyWriter = self
                    return (nil, child.value, keyWriter.text(of: child.value, label: nil, isRoot: false))
                }
                let sorted = members.sorted { $0.key < $1.key }.map { (label: $0.label, value: $0.value) }
                return list(sorted, open: "Set([", close: "])", singleValue: false)
            case .enum?:
                let head = isRoot ? SwiftCustomDump.typeName(mirror.subjectType) + "." : "."
                guard let payload = children.first else { return head + String(describing: value) }
                let payloadMirror = Mirror(reflecting: payload.value)
                let values: [(label: String?, value: Any)] = payloadMirror.displayStyle == .tuple
                    ? payloadMirror.children.map { (Self.tupleLabel($0.label), $0.value) }
                    : [(nil, payload.value)]
                return head + list(values, open: (payload.label ?? "@unknown") + "(", close: ")", singleValue: true)
            case .optional?:
                guard let wrapped = children.first?.value else { return "nil" }
                return body(of: wrapped, hasLabel: hasLabel, isRoot: false)
            case .struct?:
                return list(
                    fields(children, of: mirror.subjectType), open: SwiftCustomDump.typeName(mirror.subjectType) + "(",
                    close: ")", singleValue: true)
            case .tuple?:
                return list(children.map { (Self.tupleLabel($0.label), $0.value) }, open: "(", close: ")", singleValue: true)
            default:
                return String(describing: value)
            }
        }

        private mutating func objectText(_ object: AnyObject, mirror: Mirror) -> String {
            let name = SwiftCustomDump.typeName(mirror.subjectType)
            let identifier = ObjectIdentifier(object)
            let number = objectNumbers[identifier] ?? occurrences[name, default: 0]
            let shown = number > 0 ? "#\(number) " : ""
            if objectNumbers[identifier] != nil { return shown + name + "(↩︎)" }
            objectNumbers[identifier] = number
            occurrences[name, default: 0] += 1
            var children: [Mirror.Child] = []
            var level: Mirror? = mirror
            var levels: [Mirror] = []
            while let current = level {
                levels.insert(current, at: 0)
                level = current.superclassMirror
            }
            for current in levels {
                children += fields(Array(current.children), of: current.subjectType).map { (label: $0.label, value: $0.value) }
            }
            return shown + list(children.map { ($0.label, $0.value) }, open: name + "(", close: ")", singleValue: true)
        }

        /// A struct's or class's fields, without the storage of observation
        /// macros (`_$…`), secret fields masked.
        private func fields(_ children: [Mirror.Child], of type: Any.Type) -> [(label: String?, value: Any)] {
            children.compactMap { child in
                guard let label = child.label else { return (nil, child.value) }
                if label.hasPrefix("_$") { return nil }
                if Redaction.isSecret(label: label, of: type) {
                    let isEmpty = (child.value as? String)?.isEmpty == true
                        || (child.value as? any SecretValue)?.isEmptySecret == true
                    return (label, MaskedText(isEmpty: isEmpty))
                }
                return (label, child.value)
            }
        }

        /// `open`, the children a line each (or on the same line when there
        /// is one and it has no children of its own, for a `singleValue`
        /// container, unless it is a string of several lines), `close`.
        private mutating func list(
            _ children: [(label: String?, value: Any)], open: String, close: String, singleValue: Bool
        ) -> String {
            if children.isEmpty { return open + close }
            if singleValue, children.count == 1, Self.isLeaf(children[0].value) {
                let child = text(of: children[0].value, label: children[0].label, isRoot: false)
                return child.contains("\n") ? open + "\n" + Self.indented(child) + "\n" + close : open + child + close
            }
            var lines: [String] = []
            for (offset, child) in children.enumerated() {
                let comma = offset == children.count - 1 ? "" : ","
                lines.append(Self.indented(text(of: child.value, label: child.label, isRoot: false)) + comma)
            }
            return open + "\n" + lines.joined(separator: "\n") + "\n" + close
        }

        /// Whether `value` is written without children of its own.
        private static func isLeaf(_ value: Any) -> Bool {
            if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable { return isLeaf(hashable.base) }
            if value is any SecretValue || value is Any.Type || builtInText(of: value) != nil { return true }
            return Mirror(reflecting: value).children.isEmpty
        }

        private static func tupleLabel(_ label: String?) -> String? {
            label?.first == "." ? nil : label
        }

        private static func indented(_ text: String) -> String {
            "  " + text.replacingOccurrences(of: "\n", with: "\n  ")
        }

        private static func string(_ value: Any) -> String? {
            switch value {
            case let string as String: return string
            case let substring as Substring: return String(substring)
            case let character as Character: return String(character)
            case let scalar as Unicode.Scalar: return String(scalar)
            case let staticString as StaticString: return staticString.description
            default: return nil
            }
        }

        /// A string as swift-custom-dump quotes it.
        private static func quoted(_ string: String, hasLabel: Bool) -> String {
            if string.contains(where: \.isNewline) {
                let hashes = String(repeating: "#", count: hashCount(in: string, quote: "\"\"\"", offset: 2))
                let body = hasLabel ? "  " + string.replacingOccurrences(of: "\n", with: "\n  ") : string
                return hashes + "\"\"\"\n" + body + "\n" + (hasLabel ? "  " : "") + "\"\"\"" + hashes
            }
            if string.contains("\"") || string.contains("\\") {
                let hashes = String(repeating: "#", count: max(hashCount(in: string, quote: "\"", offset: 0), 1))
                return hashes + "\"" + string + "\"" + hashes
            }
            return string.debugDescription
        }

        /// The longest run of `quote` and the `#`s after it, less `offset`.
        private static func hashCount(in string: String, quote: String, offset: Int) -> Int {
            var longest = 0
            var rest = Substring(string)
            while let range = rest.range(of: quote) {
                let hashes = rest[range.upperBound...].prefix { $0 == "#" }.count
                longest = max(longest, quote.count + hashes - offset)
                rest = rest[range.upperBound...]
            }
            return longest
        }

        /// Foundation values swift-custom-dump writes on one line of their own.
        private static func builtInText(of value: Any) -> String? {
            switch value {
            case let masked as MaskedText: return "\"" + (masked.isEmpty ? "" : Redaction.mask) + "\""
            case let url as URL: return "URL(" + url.absoluteString + ")"
            case let uuid as UUID: return "UUID(" + uuid.uuidString + ")"
            case let data as Data: return "Data(" + grouped(data.count) + (data.count == 1 ? " byte)" : " bytes)")
            case let date as Date: return "Date(" + milliseconds(date) + ")"
            default: return nil
            }
        }

        /// `2009-02-13T23:31:30.000Z`: UTC, milliseconds always shown, the rest cut off.
        private static func milliseconds(_ date: Date) -> String {
            let cut = Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
            let text = DateText.iso8601(cut)
            return text.contains(".") || !text.hasSuffix("Z") ? text : String(text.dropLast()) + ".000Z"
        }

        /// `count` with a comma every three digits, as `en_US_POSIX` writes it.
        private static func grouped(_ count: Int) -> String {
            var digits = String(count)
            var result = ""
            while digits.count > 3 {
                result = "," + digits.suffix(3) + result
                digits.removeLast(3)
            }
            return digits + result
        }
    }

    /// A masked secret field.
    private struct MaskedText {
        let isEmpty: Bool
    }

    /// `type`'s name as swift-custom-dump writes it: no module, no local
    /// contexts, and (unless `abbreviatingGenerics` is off) no generic
    /// arguments; `[Int]`, `[String: Int]`, `Int?` for the standard ones.
    static func typeName(_ type: Any.Type, abbreviatingGenerics: Bool = true) -> String {
        var name = replacing(#"\(unknown context at \$[0-9a-fA-F]+\)\."#, in: String(reflecting: type), with: "")
        for _ in 1...10 {
            var abbreviated = replacing(#"\bSwift\.Optional<([^><]+)>"#, in: name, with: "$1?")
            abbreviated = replacing(#"\bSwift\.Array<([^><]+)>"#, in: abbreviated, with: "[$1]")
            abbreviated = replacing(#"\bSwift\.Dictionary<([^,<]+), ([^><]+)>"#, in: abbreviated, with: "[$1: $2]")
            if abbreviated == name { break }
            name = abbreviated
        }
        name = replacing(#"\w+\.([\w.]+)"#, in: name, with: "$1")
        return abbreviatingGenerics ? replacing("<.+>", in: name, with: "") : name
    }

    private static func replacing(_ pattern: String, in text: String, with template: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        return expression.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}
