/// Where one inline-snapshot call sits in a source file's UTF-8 bytes, as
/// ``InlineSnapshotSource`` finds it.
package struct InlineSnapshotCall: Equatable, Sendable {
    /// The offset the call was located at (its `(`, where `#column` points, or its name's first byte).
    package var start: Int
    /// The offset just past the `)` that closes the argument list.
    package var argumentsEnd: Int
    /// The snapshot's trailing closure, from its `{` to just past its `}`, if there is one.
    package var closure: Range<Int>?
    /// The label before that closure (`matches` in `matches: { … }`), when it is not the first.
    package var closureLabel: Range<Int>?
    /// Where a missing closure goes: just past the argument list or the last trailing closure.
    package var insertionPoint: Int
    /// The bytes of the string literal inside the trailing closure, if it holds one.
    package var literal: Range<Int>?
    /// The spaces and tabs that start the call's line.
    package var indentation: String
}
