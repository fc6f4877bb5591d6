import StatefulText
import Testing

/// Checks what every drawn screen promises: LF line endings, exactly one
/// trailing newline, every row the same display width and closed by the
/// frame, no trailing whitespace, nothing but ASCII in the frame.
func expectFramed(
    _ text: String, columns: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!text.contains("\r"), "CR in output", sourceLocation: sourceLocation)
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "not exactly one trailing newline", sourceLocation: sourceLocation)
    let rows = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count >= 3, sourceLocation: sourceLocation)
    for row in rows {
        #expect(DisplayWidth.of(row) == columns, "row \"\(row)\" is not \(columns) columns", sourceLocation: sourceLocation)
        #expect(row.hasPrefix("|") || row.hasPrefix("+"), "row \"\(row)\" not framed", sourceLocation: sourceLocation)
        #expect(row.hasSuffix("|") || row.hasSuffix("+"), "row \"\(row)\" not closed", sourceLocation: sourceLocation)
    }
    #expect(rows.first?.allSatisfy { $0 == "+" || $0 == "-" } == true, sourceLocation: sourceLocation)
    #expect(rows.last?.allSatisfy { $0 == "+" || $0 == "-" } == true, sourceLocation: sourceLocation)
}
