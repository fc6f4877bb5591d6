/// A type that lists its case names, so a misspelt case in a script gets the
/// best "did you mean" suggestion.
///
/// Adopting it is optional. Without it, the decoder still suggests a name one
/// typo away (a missing, extra, swapped or wrong character, or a letter in
/// the wrong case): it asks the type's `CodingKeys` about each near miss, or
/// lists them when the `CodingKeys` are `CaseIterable`. With it, every case
/// is a candidate, however far off.
///
/// ```swift
/// enum ProfileCommand: Decodable, Sendable { case load, setName(String), enterPin(String), save }
///
/// extension ProfileCommand: ScriptCaseNames {
///     static let scriptCaseNames = ["load", "setName", "enterPin", "save"]
/// }
/// ```
public protocol ScriptCaseNames {
    /// The names of the type's cases, as a script writes them.
    static var scriptCaseNames: [String] { get }
}
