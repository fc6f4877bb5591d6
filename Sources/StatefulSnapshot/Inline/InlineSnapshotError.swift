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
    /// The call found at the location is not the one the test ran: its
    /// closure holds other text than the test compared with (`found`
    /// says what), so the file is not the one the test was compiled from.
    case notTheCompiledCall(path: String, line: Int, column: Int, found: String)
    /// The file changed after the test binary was built (`reason` says how
    /// that is known): it is not the source the locations refer to.
    case changedSinceCompiled(path: String, reason: String)
    /// The file changed while the tests ran, after the rewriter first read
    /// it: a person's edit, which must not be overwritten.
    case changedWhileRunning(path: String)
    /// The file is not one the rewriter may write: not a regular file, read
    /// only, not Swift source, or its folder cannot take a new file (`reason`).
    case notWritable(path: String, reason: String)
    /// The file (after any symbolic link) lies outside the package whose tests run.
    case outsidePackage(path: String, resolvedPath: String, packageRoot: String)
    /// What the rewriter would write does not read back as the recorded text
    /// (or does not lex): a case it does not handle, so nothing was written.
    case wouldNotReadBack(path: String, line: Int, column: Int)

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
        case let .notTheCompiledCall(path, line, column, found):
            return "\(path):\(line):\(column): the call here is not the one the test ran (\(found)); the file changed "
                + "since the test was compiled, so nothing was written. Build and run the test again."
        case let .changedSinceCompiled(path, reason):
            return "\(path): the file changed since the tests were compiled (\(reason)), so no inline snapshot was "
                + "written into it: its lines and columns are no longer those the tests know. Build and run the tests "
                + "again (swift test, not --skip-build). If this comes back, the build found nothing to compile (the "
                + "file holds what was compiled, put back by git, say): save a change to it and run them again."
        case let .changedWhileRunning(path):
            return "\(path): the file changed while the tests ran, so the inline snapshots recorded in it were not "
                + "written: your edit is kept as it is. Run the tests again to record them."
        case let .notWritable(path, reason):
            return "\(path): the inline snapshot was not written: \(reason)."
        case let .outsidePackage(path, resolvedPath, packageRoot):
            let via = path == resolvedPath ? "" : " (it leads to \(resolvedPath))"
            return "\(path)\(via) is outside the package at \(packageRoot), so no inline snapshot was written into it: "
                + "only the package's own test sources are rewritten."
        case let .wouldNotReadBack(path, line, column):
            return "\(path):\(line):\(column): the inline snapshot could not be written so that it reads back as the "
                + "recorded text, so nothing was written. Write the closure by hand (the actual text is above), and "
                + "report the call's form as an issue."
        }
    }
}
