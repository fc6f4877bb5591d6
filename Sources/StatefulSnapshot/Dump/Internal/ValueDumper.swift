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
        // A type seen before goes straight to the one cast its kind needs.
        let (known, knownLayout, isPlainEnum) = DumpTypeFacts.kindAndLayout(of: valueType)
        if known == .reflected {
            if case let layout?? = knownLayout { return storedFieldsNode(of: value, layout: layout) }
            // An enum whose Mirror is the runtime's own: its payload read without one.
            if isPlainEnum { return enumNode(of: value, payload: RuntimeChildren.payload(of: value)) }
        }
        if known != .reflected {
            if let known, let node = node(of: value, kind: known) {
                return node
            }
            if let found = Self.kind(of: value) {
                DumpTypeFacts.note(found, for: valueType)
                if let node = node(of: value, kind: found) { return node }
            }
            if let special = specialNode(of: value) {
                return special
            }
        }
        // A plain struct: its stored properties read from its bytes, as its Mirror would list them.
        if let layout = knownLayout ?? StoredFieldLayout.layout(of: valueType) {
            if known == nil { DumpTypeFacts.note(.reflected, for: valueType, mirrorStyle: .struct) }
            return storedFieldsNode(of: value, layout: layout)
        }
        let mirror = Mirror(reflecting: value)
        if known == nil { DumpTypeFacts.note(.reflected, for: valueType, mirrorStyle: mirror.displayStyle) }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return .leaf("nil") }
            return node(of: wrapped)
        case .enum:
            return enumNode(of: value, payload: mirror.children.first.map { ($0.label, $0.value) })
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

    /// The first kind in the dumper's order that `value` is, other than
    /// ``DumpTypeFacts/ValueKind/reflected``; `nil` for none.
    private static func kind(of value: Any) -> DumpTypeFacts.ValueKind? {
        if value is any SharedValueHolder { return .shared }
        if value is any CustomValueDump { return .custom }
        if value is any StackDumpable { return .stack }
        if value is any SecretValue { return .secret }
        switch value {
        case is String: return .string
        case is Substring: return .substring
        case is Character: return .character
        case is Unicode.Scalar: return .unicodeScalar
        case is Bool: return .bool
        case is Int: return .int
        case is any BinaryInteger: return .integer
        case is any BinaryFloatingPoint: return .floatingPoint
        case is Date: return .date
        case is URL: return .url
        case is UUID: return .uuid
        case is Data: return .data
        case is Decimal: return .decimal
        case is Duration: return .duration
        case is ObjectIdentifier: return .objectIdentifier
        default: return nil
        }
    }

    /// `value` written as its `kind` says; `nil` for
    /// ``DumpTypeFacts/ValueKind/reflected`` (or a cast that does not hold).
    private mutating func node(of value: Any, kind: DumpTypeFacts.ValueKind) -> DumpNode? {
        switch kind {
        case .shared:
            return (value as? any SharedValueHolder).map { sharedNode(of: $0) }
        case .custom:
            return (value as? any CustomValueDump)?.customDump
        case .stack:
            guard let stack = value as? any StackDumpable else { return nil }
            let entries = stack.labelledElements.map { DumpNode.Entry(label: $0.label, value: node(of: $0.value)) }
            return .group(open: typeName(of: value) + "(", entries: entries, close: ")")
        case .secret:
            return (value as? any SecretValue).map { .leaf(Self.quoted($0.isEmptySecret ? "" : Redaction.mask)) }
        case .string:
            return (value as? String).map(stringNode)
        case .substring:
            return (value as? Substring).map { stringNode(String($0)) }
        case .character:
            return (value as? Character).map { stringNode(String($0)) }
        case .unicodeScalar:
            return (value as? Unicode.Scalar).map { .leaf(Self.quoted(String($0))) }
        case .bool:
            return (value as? Bool).map { .leaf($0 ? "true" : "false") }
        case .int:
            return (value as? Int).map { .leaf(String($0)) }
        case .integer:
            return (value as? any BinaryInteger).map { .leaf(String(describing: $0)) }
        case .floatingPoint:
            return (value as? any BinaryFloatingPoint).map { .leaf(String(describing: $0)) }
        case .date:
            return (value as? Date).map { .leaf("Date(\(DateText.iso8601($0)))") }
        case .url:
            return (value as? URL).map { .leaf("URL(\(Self.quoted($0.absoluteString)))") }
        case .uuid:
            return (value as? UUID).map { .leaf("UUID(\($0.uuidString))") }
        case .data:
            return (value as? Data).map { .leaf("Data(\($0.count) bytes)") }
        case .decimal:
            return (value as? Decimal).map { .leaf($0.description) }
        case .duration:
            return (value as? Duration).map { .leaf("Duration(\($0))") }
        case .objectIdentifier:
            return .leaf("ObjectIdentifier(<identity>)")
        case .reflected:
            return nil
        }
    }

    /// Whether `value` is a shared value, asked of its type once.
    private static func isShared(_ value: Any) -> Bool {
        if let kind = DumpTypeFacts.kind(of: type(of: value)) { return kind == .shared }
        return value is any SharedValueHolder
    }

    /// A string value, through ``stringTransform`` when there is one.
    private func stringNode(_ text: String) -> DumpNode {
        .leaf(Self.quoted(stringTransform?(text) ?? text))
    }

    /// The values whose kind is not the type's alone: a type-erased
    /// `AnyHashable` (written as its base) and a metatype.
    private func specialNode(of value: Any) -> DumpNode? {
        switch value {
        case let hashable as AnyHashable where type(of: value) == AnyHashable.self:
            var dumper = ValueDumper()
            return dumper.node(of: hashable.base)
        case let type as Any.Type:
            return .leaf(String(describing: type))
        default:
            return nil
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

    /// An enum case: its name, and its `payload` (the first child of its
    /// `Mirror`, labelled with the case's name) when it has one.
    private mutating func enumNode(of value: Any, payload: RuntimeChildren.Child?) -> DumpNode {
        let prefix = DumpTypeFacts.isError(value) ? typeName(of: value) : ""
        guard let payload else {
            return .leaf(prefix + "." + EnumCaseName.name(of: value))
        }
        let caseName = payload.label ?? EnumCaseName.name(of: value)
        let open = prefix + "." + caseName + "("
        let secret = DumpTypeFacts.isSecret(label: caseName, of: type(of: value))
        if isTupleType(type(of: payload.value)) {
            let entries = RuntimeChildren.children(of: payload.value).map { child in
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
        let valueType = type(of: value)
        let valueIsRedactable = DumpTypeFacts.isRedactable(valueType)
        for level in mirrors {
            let levelIsRedactable = level.subjectType == valueType
                ? valueIsRedactable : DumpTypeFacts.isRedactable(level.subjectType)
            for child in level.children {
                // A property wrapper's storage is `_name`; a `Shared` is shown under its property's name.
                let label = Self.isShared(child.value) ? child.label.map(Self.wrappedPropertyName) : child.label
                let secret = label.map { label in
                    (levelIsRedactable && Redaction.isSecret(label: label, of: level.subjectType))
                        || (valueIsRedactable && Redaction.isSecret(label: label, of: valueType))
                } ?? false
                entries.append(.init(
                    label: label,
                    value: secret ? Self.masked(child.value) : node(of: child.value)))
            }
        }
        return .group(open: open, entries: entries, close: ")")
    }

    /// A struct's stored properties, read by its `layout`: what
    /// ``fieldsNode(open:of:mirror:)`` writes from its `Mirror`.
    private mutating func storedFieldsNode(of value: Any, layout: StoredFieldLayout) -> DumpNode {
        let valueType = type(of: value)
        let values = layout.values(of: value)
        var entries: [DumpNode.Entry] = []
        entries.reserveCapacity(values.count)
        for (field, child) in zip(layout.fields, values) {
            let isShared = field.isShared ?? Self.isShared(child)
            let label = isShared ? Self.wrappedPropertyName(field.label) : field.label
            let secret = layout.isRedactable && Redaction.isSecret(label: label, of: valueType)
            entries.append(.init(label: label, value: secret ? Self.masked(child) : node(of: child)))
        }
        return .group(open: layout.typeName + "(", entries: entries, close: ")")
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
