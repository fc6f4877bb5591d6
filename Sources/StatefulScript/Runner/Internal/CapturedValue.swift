import Foundation

/// A value a `let` line read from the State, as later lines use it.
struct CapturedValue: Sendable, Hashable {
    /// What `${NAME}` inserts.
    var text: String
    /// The number, for a captured integer: `${NAME}` written as a value (not
    /// inside a string) is then that integer, so a stack id can be captured.
    var integer: Int?
    var isSecret: Bool

    /// The text of `value`: a string, a number, a Boolean, a UUID, or what a
    /// wrapper (a `RawRepresentable`, an id holding one of these) holds;
    /// `nil` for anything else.
    static func text(of value: Any) -> (text: String, integer: Int?)? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return text(of: wrapped)
        }
        switch value {
        case let string as String: return (string, nil)
        case let string as Substring: return (String(string), nil)
        case let bool as Bool: return (bool ? "true" : "false", nil)
        case let uuid as UUID: return (uuid.uuidString, nil)
        case let integer as any BinaryInteger:
            guard let exact = Int(exactly: integer) else { return (String(describing: integer), nil) }
            return (String(exact), exact)
        case let number as Double: return (String(number), nil)
        default: break
        }
        if let raw = value as? any RawRepresentable { return text(of: raw.rawValue) }
        // An id wrapping one value (`StackElementID`, a tagged UUID).
        if mirror.displayStyle == .struct, mirror.children.count == 1, let only = mirror.children.first?.value {
            return text(of: only)
        }
        return nil
    }
}
