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
