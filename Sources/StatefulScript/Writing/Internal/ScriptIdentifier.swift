/// The words the flow-script lexer reads as one identifier.
enum ScriptIdentifier {
    /// Whether `text` lexes as exactly one identifier.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.first, Lexer.startsIdentifier(first) else { return false }
        return text.dropFirst().allSatisfy(Lexer.continuesIdentifier)
    }
}
