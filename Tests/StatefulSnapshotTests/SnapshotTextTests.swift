import StatefulSnapshot
import Testing

@Suite struct SnapshotTextTests {
    @Test func crlfAndLoneCRBecomeLF() {
        #expect(SnapshotText.normalized("a\r\nb\rc") == "a\nb\nc\n")
    }

    @Test func exactlyOneTrailingNewline() {
        #expect(SnapshotText.normalized("a") == "a\n")
        #expect(SnapshotText.normalized("a\n\n\n") == "a\n")
        #expect(SnapshotText.normalized("a\r\n\r\n") == "a\n")
    }

    @Test func emptyStaysEmpty() {
        #expect(SnapshotText.normalized("") == "")
        #expect(SnapshotText.normalized("\n\r\n") == "")
    }

    @Test func innerBlankLinesAndTrailingSpacesAreKept() {
        #expect(SnapshotText.normalized("a\n\n  b  \n") == "a\n\n  b  \n")
    }
}
