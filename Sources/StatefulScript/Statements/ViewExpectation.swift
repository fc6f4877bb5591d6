/// An expectation on what the screen shows:
///
/// ```
/// expect screen contains "Save"
/// expect screen 40 matches "profile-filled"
/// expect outline contains "button \"Save\" disabled"
/// ```
public struct ViewExpectation: Sendable, Hashable {
    /// What is checked.
    public enum Check: Sendable, Hashable {
        /// Some line of the rendered text contains this text.
        case contains(String)
        /// The rendered text equals the recorded snapshot of this name.
        case matchesSnapshot(String)
    }

    /// The screen (at a width) or the outline.
    public var view: RenderedView
    /// What must hold.
    public var check: Check

    /// Creates an expectation.
    public init(view: RenderedView, check: Check) {
        self.view = view
        self.check = check
    }
}
