/// A switch with a label, drawn with `[x]` (on) or `[ ]` (off) at the right
/// edge.
///
/// ```swift
/// Toggle("Public profile", isOn: isPublic)
/// ```
public struct Toggle: ScreenContent {
    let label: String
    let isOn: Bool

    /// Creates a toggle labelled `label`.
    public init(_ label: String, isOn: Bool) {
        self.label = CanonicalComposition.nfc(label)
        self.isOn = isOn
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.toggle(label: label, isOn: isOn))]
    }
}
