import Foundation
import Stateful
import StatefulSnapshot

/// Writes a Swift value as flow-script text that ``ScriptValueDecoder``
/// reads back as an equal value: the inverse of the decoder.
///
/// | value | written |
/// |---|---|
/// | `.save` | `save` |
/// | `.setName("Ada")` | `setName("Ada")` |
/// | `.notFound(userId: "p-7")` | `notFound(userId: "p-7")` |
/// | `.path(0, .detail(.editTapped))` | `path(0, detail(editTapped))` |
/// | `Point(x: 1, y: 2)` (a struct) | `Point(x: 1, y: 2)` |
/// | `-7`, `1.5`, `true` | `-7`, `1.5`, `true` |
/// | `.milliseconds(250)`, `.seconds(2)` | `250ms`, `2s` |
/// | `nil`, `[1, 2]` | `nil`, `[1, 2]` |
/// | `Size.large` (a `String`-backed enum) | `large` |
/// | `Level.high` (an `Int`-backed enum) | its raw value, `7` |
/// | a `UUID`, or a type encoding one value (an id) | `"00000000-…"` |
/// | a `Date` (it encodes one `Double`) | `86400.5` |
///
/// ```swift
/// let text = try ScriptValueWriter().text(of: ProfileCommand.setName("Ada \"A\""))
/// // setName("Ada \"A\"")
/// ```
///
/// A type whose `Encodable` form is one value (`UUID`, an id wrapping
/// one) is written as that value, so its own `Decodable` reads it back; an
/// `Encodable` struct is written with the keys its coding uses (renamed or
/// left-out properties as its `CodingKeys` say), any other struct with its
/// stored properties.
/// Strings are escaped as the script reads them: quotes, backslashes, `$`,
/// and every control or invisible character (`\n`, `\u{202E}`, …).
///
/// A value the script cannot express (a dictionary, a class, a
/// number that is not finite, an integer beyond `Int`, a duration that is
/// negative or not a whole number of milliseconds, a value nested deeper
/// than ``ScriptLimits/nestingDepth``) throws
/// ``ScriptWritingError``; nothing is ever written that would decode to a
/// different value.
public struct ScriptValueWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// `value` in flow-script syntax, every string as it is — secrets too:
    /// for text that is written anywhere, use
    /// ``text(of:isSecret:secretParameter:)``, which writes secrets as
    /// parameters (as ``SessionRecorder`` does).
    ///
    /// - Throws: ``ScriptWritingError/notExpressible(typeName:reason:)``
    ///   naming the first part of `value` the script cannot express.
    public func text(of value: Any) throws(ScriptWritingError) -> String {
        var writing = ValueWriting(secretString: nil)
        return try Self.checked(try writing.write(value, secret: false), of: value)
    }

    /// `value` in flow-script syntax, with every string that its type marks
    /// secret (``/Stateful/Redactable``: a listed case's payload, a listed
    /// label's value) written as the parameter reference `"${NAME}"`, where
    /// `NAME` is what `parameterName` answers for the secret string and the
    /// label it was found under.
    ///
    /// A string for which `isSecret` is true (one that holds a secret known
    /// from elsewhere, such as a secret parameter's value) is written as a
    /// parameter too, wherever it is.
    ///
    /// - Throws: ``ScriptWritingError``, also when a secret part is not a
    ///   string (``ScriptWritingError/secretIsNotAString(typeName:)``).
    public func text(
        of value: Any, isSecret: (String) -> Bool = { _ in false },
        secretParameter parameterName: (_ secret: String, _ label: String) -> String
    ) throws(ScriptWritingError) -> String {
        try withoutActuallyEscaping(parameterName) { (parameterName) throws(ScriptWritingError) -> String in
            try withoutActuallyEscaping(isSecret) { (isSecret) throws(ScriptWritingError) -> String in
                var writing = ValueWriting(secretString: parameterName, isSecret: isSecret)
                return try Self.checked(try writing.write(value, secret: false), of: value)
            }
        }
    }

    /// `text`, if the parser reads values nested that deep.
    private static func checked(_ text: String, of value: Any) throws(ScriptWritingError) -> String {
        guard ScriptNesting.depth(of: text) <= ScriptLimits.nestingDepth else {
            throw .notExpressible(
                typeName: String(reflecting: type(of: value)),
                reason: "it nests deeper than a script may (\(ScriptLimits.nestingDepth) levels of parentheses and brackets)")
        }
        return text
    }
}
