/// An expectation on what the screen shows:
///
/// ```
/// expect screen contains "Save"
/// expect screen 40 matches "profile-filled"
/// expect outline contains "button \"Save\" disabled"
/// expect screen not contains "Loading…"
/// expect screen matches pattern "Signed in as [A-Z][a-z]+"
/// expect screen contains "Attendee" 3 times
/// ```
public struct ViewExpectation: Sendable, Hashable {
    /// What is checked.
    public enum Check: Sendable, Hashable {
        /// Some line of the rendered text contains this text.
        case contains(String)
        /// The rendered text equals the recorded snapshot of this name.
        case matchesSnapshot(String)
        /// No line of the rendered text contains this text, and no text the
        /// screen shows does, however it wraps (`not contains`).
        case doesNotContain(String)
        /// A regular expression (its source, as written after
        /// `matches pattern`) matches in a line of the rendered text or in a
        /// text the screen shows, whole, however it wraps.
        case matchesPattern(String)
        /// This text occurs exactly this many times (`contains "Row" 3 times`):
        /// counted in the rendered text and in the texts the screen shows,
        /// whole, the larger count being the one compared.
        case containsCount(String, times: Int)
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
