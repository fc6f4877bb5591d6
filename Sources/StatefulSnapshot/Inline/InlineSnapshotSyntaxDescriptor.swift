/// Which trailing closure of a call holds its inline snapshot: what an
/// assertion helper of your own passes on to `assertInlineSnapshot`, so that
/// recording rewrites its closure, not another one. swift-snapshot-testing's
/// name and fields.
///
/// ```swift
/// // assertRequest(request) { expectedRequest } response: { """ … """ }
/// let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "response", trailingClosureOffset: 1)
/// ```
///
/// The closure at ``trailingClosureOffset`` (0 is the first, unlabelled one)
/// is replaced; a missing one is added after the others, labelled
/// ``trailingClosureLabel`` unless it is the first. A closure found under one
/// of the ``deprecatedTrailingClosureLabels`` is renamed.
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
    /// The label of `assertInlineSnapshot`'s own closure: `matches`.
    public static let defaultTrailingClosureLabel = "matches"

    /// Former labels of the closure, replaced by ``trailingClosureLabel`` when recording.
    public var deprecatedTrailingClosureLabels: [String]
    /// The closure's label, written when it is not the first trailing closure.
    public var trailingClosureLabel: String
    /// Which trailing closure holds the snapshot: 0 for the first.
    public var trailingClosureOffset: Int

    /// A descriptor of the closure at `trailingClosureOffset`, labelled `trailingClosureLabel`.
    ///
    /// - Parameters:
    ///   - deprecatedTrailingClosureLabels: Former labels, renamed when recording.
    ///   - trailingClosureLabel: The closure's label.
    ///   - trailingClosureOffset: Which trailing closure: 0 for the first.
    public init(
        deprecatedTrailingClosureLabels: [String] = [],
        trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
        trailingClosureOffset: Int = 0
    ) {
        self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
        self.trailingClosureLabel = trailingClosureLabel
        self.trailingClosureOffset = trailingClosureOffset
    }
}
