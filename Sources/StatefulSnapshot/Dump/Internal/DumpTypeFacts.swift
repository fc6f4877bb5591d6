import Stateful

/// What the dumper learns about a type once and reuses for every later value
/// of that type: the answers of the casts and the name it would otherwise
/// work out value by value. Shared by every dump in the process; `known` (a
/// lock) guards it.
///
/// Only answers that depend on the type alone are kept: a value type's
/// conformances and name. An Optional (whose casts look through to the
/// wrapped value, or fail on `nil`) and a class (which may box another
/// value) are never taken as plain.
enum DumpTypeFacts {
    private struct Facts {
        /// A value of the type is none of the kinds written without a
        /// `Mirror` (a custom dump, a secret value, a string, a number or
        /// another scalar): the dumper goes straight to its `Mirror`.
        var isPlain = false
        var name: String?
        var isError: Bool?
        var isRedactable: Bool?
    }

    private static let known = Protected<[ObjectIdentifier: Facts]>([:])

    /// Whether values of `type` are known to be plain (see ``Facts/isPlain``).
    static func isPlain(_ type: Any.Type) -> Bool {
        known.withLock { $0[ObjectIdentifier(type)]?.isPlain ?? false }
    }

    /// Notes that a value of `type`, shown by `mirror`, was none of the kinds
    /// written without a mirror, when that holds for every value of the type.
    static func notePlain(_ type: Any.Type, mirror: Mirror) {
        guard !(type is AnyClass) else { return }
        switch mirror.displayStyle {
        case .struct?, .enum?, .tuple?, .collection?, .set?, .dictionary?:
            known.withLock { $0[ObjectIdentifier(type), default: Facts()].isPlain = true }
        default:
            return
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

    /// `Redaction.isSecret(label:of:)`, without asking a type that is not
    /// `Redactable` again.
    static func isSecret(label: String, of type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        var isRedactable = known.withLock { $0[id]?.isRedactable }
        if isRedactable == nil {
            let answer = type is any Redactable.Type
            known.withLock { $0[id, default: Facts()].isRedactable = answer }
            isRedactable = answer
        }
        return isRedactable == true && Redaction.isSecret(label: label, of: type)
    }
}
