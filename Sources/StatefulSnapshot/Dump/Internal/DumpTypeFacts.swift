import Stateful

/// What the dumper learns about a type once and reuses for every later value
/// of that type: the answers of the casts and the name it would otherwise
/// work out value by value. Shared by every dump in the process; `known` (a
/// lock) guards it.
///
/// Only answers that depend on the type alone are kept: a value type's
/// conformances and name. An Optional (whose casts look through to the
/// wrapped value, or fail on `nil`) and a class (which may box another
/// value) never have a kind noted.
enum DumpTypeFacts {
    /// How the dumper writes every value of a type: the first cast of its
    /// list that succeeds (a shared value, a custom dump, a stack, a secret,
    /// a string, a number or another scalar), or, when none does, through
    /// its `Mirror`.
    enum ValueKind: Equatable {
        case shared, custom, stack, secret
        case string, substring, character, unicodeScalar
        case bool, int, integer, floatingPoint
        case date, url, uuid, data, decimal, duration, objectIdentifier
        /// None of the kinds above: written from its `Mirror`.
        case reflected
    }

    private struct Facts {
        /// How values of the type are written, once a value of it was.
        var kind: ValueKind?
        var name: String?
        var isError: Bool?
        var isRedactable: Bool?
        /// Where a struct keeps its stored properties, once asked: `.some(nil)`
        /// when its values are dumped through their `Mirror`.
        var layout: StoredFieldLayout??
        /// Whether the type is an enum whose `Mirror` is the runtime's own
        /// (not `CustomReflectable`), so that its values' payloads are read
        /// without one (``RuntimeChildren``); known once a value of it was
        /// written from its `Mirror`.
        var isPlainEnum = false
    }

    private static let known = Protected<[ObjectIdentifier: Facts]>([:])

    /// How values of `type` are written, when a value of it was written
    /// before and the answer holds for every value of the type.
    static func kind(of type: Any.Type) -> ValueKind? {
        known.withLock { $0[ObjectIdentifier(type)]?.kind }
    }

    /// What every dumped value's type is asked first, read under one lock:
    /// how its values are written, its stored-field layout once asked, and
    /// whether it is an enum whose payloads are read without a `Mirror`.
    static func kindAndLayout(
        of type: Any.Type
    ) -> (kind: ValueKind?, layout: StoredFieldLayout??, isPlainEnum: Bool) {
        known.withLock { known in
            guard let facts = known[ObjectIdentifier(type)] else { return (nil, nil, false) }
            return (facts.kind, facts.layout, facts.isPlainEnum)
        }
    }

    /// ``StoredFieldLayout/make(_:)`` of `type`, worked out once; `nil` when
    /// its values are dumped through their `Mirror`.
    static func layout(of type: Any.Type) -> StoredFieldLayout? {
        let id = ObjectIdentifier(type)
        if let layout = known.withLock({ $0[id]?.layout }) { return layout }
        let layout = StoredFieldLayout.make(type)
        known.withLock { $0[id, default: Facts()].layout = .some(layout) }
        return layout
    }

    /// Notes how a value of `type` was written, when that holds for every
    /// value of the type: a value type that is not an Optional (whose casts
    /// look through to the wrapped value, or fail on `nil`). A class (which
    /// may box another value) is never noted; a type written from its
    /// `Mirror` only when the mirror's style is the type's own.
    static func note(_ kind: ValueKind, for type: Any.Type, mirrorStyle: Mirror.DisplayStyle? = nil) {
        // AnyHashable's casts look through to its base, as an Optional's do.
        guard !(type is AnyClass), !(type is any OptionalType.Type), type != AnyHashable.self else { return }
        if kind == .reflected {
            switch mirrorStyle {
            case .struct?, .enum?, .tuple?, .collection?, .set?, .dictionary?: break
            default: return
            }
        }
        let isPlainEnum = mirrorStyle == .enum && isEnumType(type) && !(type is any CustomReflectable.Type)
        known.withLock { known in
            known[ObjectIdentifier(type), default: Facts()].kind = kind
            if isPlainEnum { known[ObjectIdentifier(type), default: Facts()].isPlainEnum = true }
        }
    }

    /// `TypeNameText.name(of: type)`, worked out once.
    static func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = known.withLock({ $0[id]?.name }) { return name }
        let name = TypeNameText.name(of: type)
        known.withLock { $0[id, default: Facts()].name = name }
        return name
    }

    /// Whether `value`, an enum case, is an `Error`.
    static func isError(_ value: Any) -> Bool {
        let type = type(of: value)
        guard !(type is AnyClass) else { return value is any Error }
        let id = ObjectIdentifier(type)
        if let isError = known.withLock({ $0[id]?.isError }) { return isError }
        let isError = value is any Error
        known.withLock { $0[id, default: Facts()].isError = isError }
        return isError
    }

    /// Whether `type` is `Redactable`, asked of the type once.
    static func isRedactable(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let isRedactable = known.withLock({ $0[id]?.isRedactable }) { return isRedactable }
        let answer = type is any Redactable.Type
        known.withLock { $0[id, default: Facts()].isRedactable = answer }
        return answer
    }

    /// `Redaction.isSecret(label:of:)`, without asking a type that is not
    /// `Redactable` again.
    static func isSecret(label: String, of type: Any.Type) -> Bool {
        isRedactable(type) && Redaction.isSecret(label: label, of: type)
    }
}

