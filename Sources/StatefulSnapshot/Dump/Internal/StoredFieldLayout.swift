@_spi(Reflection) import Swift
import Stateful

/// Where a struct keeps its stored properties, learned once per type, so
/// that the dumper reads a value's properties straight from its bytes
/// rather than through a `Mirror` (which looks each property's name and
/// type up again for every value, most of a small struct's dump).
///
/// Only a struct whose `Mirror` would list exactly its stored properties
/// has a layout: not `CustomReflectable`, and every property of a type whose
/// bytes hold the value itself. A property of a class type, an optional
/// class, or an existential might be `weak` or `unowned`, whose storage is
/// not the reference it reads as; such a struct, and every type other than
/// a struct, is dumped through its `Mirror` as before. What is written is
/// the same either way.
struct StoredFieldLayout {
    struct Field {
        /// The property's name as its `Mirror` labels it (`_name` for a
        /// property wrapper's storage).
        let label: String
        /// Its offset in the struct's bytes.
        let offset: Int
        let type: Any.Type
        /// Whether the property holds a shared value, known from its type
        /// alone; `nil` for an Optional, whose casts look through to the
        /// value and are asked value by value.
        let isShared: Bool?
    }

    let fields: [Field]
    /// The struct's name as the dump writes it (``DumpTypeFacts/name(of:)``).
    let typeName: String
    /// Whether the struct is `Redactable`, so that a property may be secret.
    let isRedactable: Bool

    /// The layout of `type`, learned once and kept with the type's other
    /// facts; `nil` when its values are dumped through their `Mirror`.
    static func layout(of type: Any.Type) -> StoredFieldLayout? {
        DumpTypeFacts.layout(of: type)
    }

    /// The values of the stored properties of `value`, a value of the type
    /// this layout was made for, in declaration order.
    func values(of value: Any) -> [Any] {
        func read<Value>(_ value: Value) -> [Any] {
            withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return [] }
                return fields.map { Self.load($0.type, from: base + $0.offset) }
            }
        }
        return _openExistential(value, do: read)
    }

    private static func load(_ type: Any.Type, from address: UnsafeRawPointer) -> Any {
        func load<Field>(_: Field.Type) -> Any { address.load(as: Field.self) }
        return _openExistential(type, do: load)
    }

    /// Works out the layout of `type`; ``DumpTypeFacts/layout(of:)`` keeps
    /// the answer.
    static func make(_ type: Any.Type) -> StoredFieldLayout? {
        guard metadataKind(of: type) == .struct, !(type is any CustomReflectable.Type) else { return nil }
        var fields: [Field] = []
        let complete = _forEachField(of: type) { name, offset, fieldType, kind in
            guard holdsItsValue(fieldType, kind: kind) else { return false }
            let isShared: Bool? = kind == .optional ? nil : fieldType is any SharedValueHolder.Type
            fields.append(Field(label: String(cString: name), offset: offset, type: fieldType, isShared: isShared))
            return true
        }
        guard complete else { return nil }
        return StoredFieldLayout(
            fields: fields, typeName: DumpTypeFacts.name(of: type), isRedactable: DumpTypeFacts.isRedactable(type))
    }

    /// Whether a property of `type` keeps its value in the struct's bytes
    /// as a value of that type: never a reference that may be `weak` or
    /// `unowned`.
    private static func holdsItsValue(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .struct, .enum, .tuple, .function, .metatype, .existentialMetatype:
            return true
        case .optional:
            guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return false }
            return holdsItsValue(wrapped, kind: metadataKind(of: wrapped))
        default:
            return false
        }
    }
}
