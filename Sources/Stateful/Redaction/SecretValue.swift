/// A value that is secret as a whole, such as a PIN or a token type.
///
/// Dumps show a ``SecretValue`` as ``Redaction/mask`` (or as empty, when it is).
public protocol SecretValue {
    /// Whether the secret is empty; the only fact about it that may be shown.
    var isEmptySecret: Bool { get }
}
