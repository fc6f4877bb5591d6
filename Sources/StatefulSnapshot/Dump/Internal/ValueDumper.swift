import Foundation
import Stateful

/// Walks a value with `Mirror` and builds its ``DumpNode``.
///
/// Keeps the classes being written on the current path, to write a cycle as
/// `TypeName(<cycle>)` instead of recursing forever.
struct ValueDumper {
    private var classesInProgress: Set<ObjectIdentifier> = []
    /// The shared values written so far, by reference: the paths written
    /// with their value. A `Shared` whose path (or a path above it) is here
    /// is written `(shown above)`.
    private var sharedShown: [ObjectIdentifier: [[SharedPathComponent]]] = [:]
    /// The numbers of the shared values without a key, in the order they
    /// appear: `@Shared(#1)`.
    private var unkeyedShared: [ObjectIdentifier: Int] = [:]
    /// Applied to every string value before it is quoted (a tool's secret
    /// masking); `nil` leaves strings as they are.
    var stringTransform: ((String) -> String)?

    mutating func node(of value: Any) -> DumpNode {
        let valueType = type(of: value)
        // A type seen before as none of these kinds skips their casts.
        let isPlain = DumpTypeFacts.isPlain(valueType)
        if !isPlain {
            if let shared = value as? any SharedValueHolder {
                return sharedNode(of: shared)
            }
            if let custom = value as? any CustomValueDump {
                return custom.customDump
            }
            if let stack = value as? any StackDumpable {
                let entries = stack.labelledElements.map { DumpNode.Entry(label: $0.label, value: node(of: $0.value)) }
                return .group(open: typeName(of: value) + "(", entries: entries, close: ")")
            }
            if let secret = value as? any SecretValue {
                return .leaf(Self.quoted(secret.isEmptySecret ? "" : Redaction.mask))
            }
            if let stringTransform, let text = Self.text(of: value) {
                return .leaf(Self.quoted(stringTransform(text)))
            }
            if let scalar = Self.scalarNode(of: value) {
                return scalar
            }
        }
        let mirror = Mirror(reflecting: value)
        if !isPlain { DumpTypeFacts.notePlain(valueType, mirror: mirror) }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
            return node(of: wrapped)
        case .enum:
            return enumNode(of: value, mirror: mirror)
        case .struct:
            return fieldsNode(open: typeName(of: value) + "(", of: value, mirror: mirror)
        case .class:
            return classNode(of: value, mirror: mirror)
        case .tuple:
            let entries = mirror.children.map { child in
                DumpNode.Entry(label: Self.tupleLabel(child.label), value: node(of: child.value))
            }
            return .group(open: "(", entries: entries, close: ")")
        case .collection:
            return .group(open: "[", entries: mirror.children.map { .init(label: nil, value: node(of: $0.value)) }, close: "]")
        case .set:
            let elements = mirror.children.map { node(of: $0.value) }
            let sorted = elements.sorted(by: DumpOrder.areInIncreasingOrder)
            return .group(open: "Set([", entries: sorted.map { .init(label: nil, value: $0) }, close: "])")
        case .dictionary:
            return dictionaryNode(mirror: mirror)
        default:
            if mirror.children.isEmpty {
                return .leaf(Self.plainDescription(of: value))
            }
            return fieldsNode(open: typeName(of: value) + "(", of: value, mirror: mirror)
        }
    }

    // MARK: Kinds of value

    /// A shared value: `@Shared(.inMemory("cart")) Cart(…)` where it first
    /// appears, `@Shared(.inMemory("cart")) (shown above)` wherever it, or a
    /// value it is part of, was written before.
    private mutating func sharedNode(of shared: any SharedValueHolder) -> DumpNode {
        let reference = shared.sharedReference
        let id = ObjectIdentifier(reference)
        let path = shared.sharedPath
        let name: String
        if let keyName = reference.name {
            name = keyName
        } else {
            let number = unkeyedShared[id] ?? (unkeyedShared.count + 1)
            unkeyedShared[id] = number
            name = "#\(number)"
        }
        let title = "@Shared(" + name + sharedPathText(path) + ")"
        let shown = sharedShown[id] ?? []
        if shown.contains(where: { path.starts(with: $0) }) {
            return .leaf(title + " (shown above)")
        }
        sharedShown[id, default: []].append(path)
        switch node(of: shared.sharedValue) {
        case .leaf(let text):
            return .leaf(title + " " + text)
        case .group(let open, let entries, let close):
            return .group(open: title + " " + open, entries: entries, close: close)
        }
    }

    /// `.lines[id: 3]`: the steps from a shared value to its part.
    private mutating func sharedPathText(_ path: [SharedPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .property(_, let name): text += name
            case .id(let id): text += "[id: " + node(of: id).singleLine + "]"
            }
        }
        return text
    }

    private mutating func enumNode(of value: Any, mirror: Mirror) -> DumpNode {
        let prefix = DumpTypeFacts.isError(value) ? typeName(of: value) : ""
        guard let payload = mirror.children.first else {
            return .leaf(prefix + "." + EnumCaseName.name(of: value))
        }
        let caseName = payload.label ?? EnumCaseName.name(of: value)
        let open = prefix + "." + caseName + "("
        let secret = DumpTypeFacts.isSecret(label: caseName, of: type(of: value))
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            let entries = payloadMirror.children.map { child in
                DumpNode.Entry(
                    label: Self.tupleLabel(child.label),
                    value: secret ? Self.masked(child.value) : node(of: child.value))
            }
            return .group(open: open, entries: entries, close: ")")
        }
        let value = secret ? Self.masked(payload.value) : node(of: payload.value)
        return .group(open: open, entries: [.init(label: nil, value: value)], close: ")")
    }

    private mutating func classNode(of value: Any, mirror: Mirror) -> DumpNode {
        let name = typeName(of: value)
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        if classesInProgress.contains(id) {
            return .leaf(name + "(<cycle>)")
        }
        classesInProgress.insert(id)
        defer { classesInProgress.remove(id) }
        if let error = value as? NSError {
            return .leaf("NSError(domain: \(Self.quoted(error.domain)), code: \(error.code))")
        }
        return fieldsNode(open: name + "(", of: value, mirror: mirror)
    }

    /// The stored properties of a struct or class (superclass first), each
    /// masked when its type declares it secret.
    private mutating func fieldsNode(open: String, of value: Any, mirror: Mirror) -> DumpNode {
        var mirrors: [Mirror] = [mirror]
        while let superclass = mirrors[0].superclassMirror {
            mirrors.insert(superclass, at: 0)
        }
        var entries: [DumpNode.Entry] = []
        for level in mirrors {
            for child in level.children {
                // A property wrapper's storage is `_name`; a `Shared` is shown under its property's name.
                let label = child.value is any SharedValueHolder ? child.label.map(Self.wrappedPropertyName) : child.label
                let secret = label.map { label in
                    DumpTypeFacts.isSecret(label: label, of: level.subjectType)
                        || DumpTypeFacts.isSecret(label: label, of: type(of: value))
                } ?? false
                entries.append(.init(
                    label: label,
                    value: secret ? Self.masked(child.value) : node(of: child.value)))
            }
        }
        return .group(open: open, entries: entries, close: ")")
    }

    private mutating func dictionaryNode(mirror: Mirror) -> DumpNode {
        var pairs: [(key: DumpNode, value: DumpNode)] = []
        for child in mirror.children {
            let pair = Mirror(reflecting: child.value).children.map(\.value)
            guard pair.count == 2 else { continue }
            pairs.append((node(of: pair[0]), node(of: pair[1])))
        }
        if pairs.isEmpty { return .leaf("[:]") }
        pairs.sort { DumpOrder.areInIncreasingOrder($0.key, $1.key) }
        let entries = pairs.map { DumpNode.Entry(label: $0.key.singleLine, value: $0.value) }
        return .group(open: "[", entries: entries, close: "]")
    }

    // MARK: Leaves

    /// Strings, numbers, booleans and the Foundation values with a fixed form.
    private static func scalarNode(of value: Any) -> DumpNode? {
        switch value {
        case let string as String: return .leaf(quoted(string))
        case let substring as Substring: return .leaf(quoted(String(substring)))
        case let character as Character: return .leaf(quoted(String(character)))
        case let scalar as Unicode.Scalar: return .leaf(quoted(String(scalar)))
        case let bool as Bool: return .leaf(bool ? "true" : "false")
        case let integer as any BinaryInteger: return .leaf(String(describing: integer))
        case let floatingPoint as any BinaryFloatingPoint: return .leaf(String(describing: floatingPoint))
        case let date as Date: return .leaf("Date(\(DateText.iso8601(date)))")
        case let url as URL: return .leaf("URL(\(quoted(url.absoluteString)))")
        case let uuid as UUID: return .leaf("UUID(\(uuid.uuidString))")
        case let data as Data: return .leaf("Data(\(data.count) bytes)")
        case let decimal as Decimal: return .leaf(decimal.description)
        case let duration as Duration: return .leaf("Duration(\(duration))")
        case let hashable as AnyHashable where type(of: value) == AnyHashable.self:
            var dumper = ValueDumper()
            return dumper.node(of: hashable.base)
        case is ObjectIdentifier: return .leaf("ObjectIdentifier(<identity>)")
        case let type as Any.Type: return .leaf(String(describing: type))
        default: return nil
        }
    }

    /// A secret: `"********"`, `""` when empty, `nil` when absent.
    static func masked(_ value: Any) -> DumpNode {
        if let shared = value as? any SharedValueHolder { return masked(shared.sharedValue) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
            return masked(wrapped)
        }
        let isEmpty: Bool
        switch value {
        case let secret as any SecretValue: isEmpty = secret.isEmptySecret
        case let string as String: isEmpty = string.isEmpty
        case let collection as any Collection: isEmpty = collection.isEmpty
        default: isEmpty = false
        }
        return .leaf(quoted(isEmpty ? "" : Redaction.mask))
    }

    /// The text of a string-like value, for ``stringTransform``.
    private static func text(of value: Any) -> String? {
        switch value {
        case let string as String: string
        case let substring as Substring: String(substring)
        case let character as Character: String(character)
        default: nil
        }
    }

    static func quoted(_ string: String) -> String {
        "\"" + StringEscaping.escaped(string) + "\""
    }

    /// `cart` for the storage `_cart` of a wrapped property.
    static func wrappedPropertyName(_ label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    /// `nil` for the positional labels `.0`, `.1` of an unlabelled tuple.
    static func tupleLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    /// The text of a value with no parts, with any address removed.
    static func plainDescription(of value: Any) -> String {
        TypeNameText.removingAddresses(String(describing: value))
    }

    private func typeName(of value: Any) -> String {
        DumpTypeFacts.name(of: type(of: value))
    }
}
