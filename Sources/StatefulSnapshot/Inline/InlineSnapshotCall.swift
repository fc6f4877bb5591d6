/// Where one inline-snapshot call sits in a source file's UTF-8 bytes, as
/// ``InlineSnapshotSource`` finds it, and where its snapshot's closure is
/// (or goes): one of its trailing closures, or a `label: { … }` argument
/// inside its parentheses (swift-snapshot-testing's `matches: { … }` form).
package struct InlineSnapshotCall: Equatable, Sendable {
    /// The offset the call was located at (its `(`, its first `{` when it has
    /// no parentheses, or its name's first byte).
    package var start: Int
    /// The offset just past the `)` that closes the argument list (just past
    /// the name when there is none).
    package var argumentsEnd: Int
    /// The snapshot's closure, from its `{` to just past its `}`, if there is one.
    package var closure: Range<Int>?
    /// The label before that closure (`matches` in `matches: { … }`), when it
    /// has one: a trailing closure that is not the first, or an argument.
    package var closureLabel: Range<Int>?
    /// Whether the closure is an argument inside the parentheses.
    package var closureIsArgument: Bool = false
    /// What removing the closure removes: the trailing closure with the
    /// space before it, or the argument with its comma.
    package var removal: Range<Int>?
    /// Where a missing closure goes: just past the argument list or the last trailing closure.
    package var insertionPoint: Int
    /// The bytes of the string literal inside the closure, if it holds one.
    package var literal: Range<Int>?
    /// The spaces and tabs that start the call's line (for a closure among
    /// the arguments, the line the closure starts on).
    package var indentation: String
    /// Whether the call is inside a single-line string literal's
    /// interpolation, where the closure must be written on one line.
    package var inSingleLineString: Bool = false
    /// Whether a missing closure, inserted at ``insertionPoint``, is the
    /// call's first trailing closure (written without a label).
    package var insertsFirstTrailingClosure: Bool = true
    /// How many closures a syntax descriptor's offset counts in this call:
    /// the closure arguments that end its argument list, then its trailing closures.
    package var slotCount: Int = 0
    /// The string literal of each of those closures, when it holds only one
    /// and is not labelled for another argument; `nil` otherwise.
    package var slotLiterals: [Range<Int>?] = []
}
