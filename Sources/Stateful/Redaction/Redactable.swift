/// A type some of whose parts are secret.
///
/// Every dump, transcript, diff, screen, log and error message that Stateful
/// writes masks the values of the labels listed here, keeping only whether each
/// one is empty. A label is the name of a stored property (for a struct or a
/// class) or of an enum case (for its associated values).
///
/// ```swift
/// extension LoginViewContent: Redactable {
///     static let redactedLabels: Set<String> = ["password"]
/// }
/// extension LoginViewCommand: Redactable {
///     static let redactedLabels: Set<String> = ["inputPassword"]
/// }
/// ```
public protocol Redactable {
    /// The property or case names whose values are secret.
    static var redactedLabels: Set<String> { get }
}

/// A value that is secret as a whole, such as a password or a token type.
///
/// Dumps show a ``SecretValue`` as ``Redaction/mask`` (or as empty, when it is).
public protocol SecretValue {
    /// Whether the secret is empty; the only fact about it that may be shown.
    var isEmptySecret: Bool { get }
}

/// How secrets are shown.
public enum Redaction {
    /// What a non-empty secret is shown as. Always the same length, so it does
    /// not even reveal how long the secret is. ASCII only, so it is one column
    /// per character in every terminal.
    public static let mask = "********"

    /// The masked form of `secret`: empty when it is empty, ``mask`` otherwise.
    public static func masked(_ secret: String) -> String {
        secret.isEmpty ? "" : mask
    }

    /// Whether the property or case `label` of a value of type `type` is secret.
    public static func isSecret(label: String, of type: Any.Type) -> Bool {
        guard let redactable = type as? any Redactable.Type else { return false }
        // Property wrappers store their value under `_name`.
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        return redactable.redactedLabels.contains(name)
    }
}
