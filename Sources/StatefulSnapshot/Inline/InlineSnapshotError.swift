/// Why an inline snapshot's source could not be read or rewritten. Each
/// description names the place and says what to do.
package enum InlineSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `line` is past the end of the file, or `column` past the end of the line.
    case noSuchLocation(path: String, line: Int, column: Int)
    /// No function call starts at the location (the file changed since it was compiled?).
    case noCall(path: String, line: Int, column: Int)
    /// The call's parentheses, braces or a string literal in it never close.
    case unterminated(path: String, line: Int, column: Int, what: String)
    /// The trailing closure holds something other than one string literal.
    case closureNotALiteral(path: String, line: Int, column: Int)
    /// The call has no trailing closure at `offset` labelled `label`, nor all those before it.
    case noTrailingClosure(path: String, line: Int, column: Int, label: String, offset: Int)
    /// One call recorded two different texts in one run (in a loop, say).
    case differentValuesAtOneCall(path: String, line: Int, column: Int)
    /// The source file could not be read or written.
    case fileFailed(path: String, reason: String)

    /// What went wrong and what to do.
    package var description: String {
        switch self {
        case let .noSuchLocation(path, line, column):
            return "\(path):\(line):\(column): no such place in the file; it changed since the test was compiled. "
                + "Build and run the test again."
        case let .noCall(path, line, column):
            return "\(path):\(line):\(column): no assertInlineSnapshot call starts here; the file changed since "
                + "the test was compiled. Build and run the test again."
        case let .unterminated(path, line, column, what):
            return "\(path):\(line):\(column): \(what) is not closed, so the inline snapshot cannot be located. "
                + "Fix the source so that it compiles."
        case let .closureNotALiteral(path, line, column):
            return "\(path):\(line):\(column): the trailing closure of an inline snapshot must hold only a string "
                + "literal (\"\"\" … \"\"\"); it was left as it is. Write the expected text as a literal, or delete "
                + "the closure to record it."
        case let .noTrailingClosure(path, line, column, label, offset):
            return "\(path):\(line):\(column): the inline snapshot is the trailing closure number \(offset + 1) "
                + "labelled \"\(label):\", but the call has no such closure and too few before it to add one; "
                + "the source was left as it is. Write the closures before it, or check the helper's syntaxDescriptor."
        case let .differentValuesAtOneCall(path, line, column):
            return "\(path):\(line):\(column): this inline snapshot was recorded twice in one run with different "
                + "text (is it in a loop?); the first recording stands. One call holds one expectation: in a loop, "
                + "use assertSnapshot with a name per value."
        case let .fileFailed(path, reason):
            return "\(path): cannot rewrite the inline snapshot: \(reason)"
        }
    }
}
