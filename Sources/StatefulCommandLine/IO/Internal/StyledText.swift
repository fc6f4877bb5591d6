/// Text to print in pieces, some in a terminal style (bold, a colour): the
/// style codes come from the tool, the pieces' text from anywhere, and only
/// the text is escaped (see ``ToolOutput/standardStyled(_:)``).
struct StyledText: ExpressibleByStringLiteral, Sendable {
    /// A piece of text and its SGR parameter (`"1"` bold, `"31"` red), if any.
    struct Segment: Sendable {
        var text: String
        var style: String?
    }

    var segments: [Segment]

    init(_ text: String, style: String? = nil) {
        segments = text.isEmpty ? [] : [Segment(text: text, style: style)]
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    private init(segments: [Segment]) {
        self.segments = segments
    }

    /// The text with the style codes written in (for an output that does
    /// not escape, as a test's).
    var rendered: String {
        segments.map { segment in
            segment.style.map { "\u{1B}[\($0)m" + segment.text + "\u{1B}[0m" } ?? segment.text
        }.joined()
    }

    static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(segments: lhs.segments + rhs.segments)
    }

    static func + (lhs: StyledText, rhs: String) -> StyledText {
        lhs + StyledText(rhs)
    }

    static func + (lhs: String, rhs: StyledText) -> StyledText {
        StyledText(lhs) + rhs
    }
}

extension Array where Element == StyledText {
    /// The pieces one after another.
    func joined() -> StyledText {
        reduce(StyledText("")) { $0 + $1 }
    }
}
