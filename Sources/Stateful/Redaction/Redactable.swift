/// A type some of whose parts are secret.
///
/// Every dump, transcript, diff, screen, log and error message that Stateful
/// writes masks the values of the labels listed here, keeping only whether each
/// one is empty. A label is the name of a stored property (for a struct or a
/// class) or of an enum case (for its associated values).
///
/// ```swift
/// struct ProfileContent: Equatable, Sendable { var name = "", pin = "" }
/// enum ProfileCommand: Sendable { case setName(String), enterPin(String) }
///
/// extension ProfileContent: Redactable {
///     static let redactedLabels: Set<String> = ["pin"]
/// }
/// extension ProfileCommand: Redactable {
///     static let redactedLabels: Set<String> = ["enterPin"]
/// }
/// ```
public protocol Redactable {
    /// The property or case names whose values are secret.
    static var redactedLabels: Set<String> { get }
}
