import StatefulTesting
import Testing

@Test func rawStrings() {
    let name = "Ada"
    assertInlineSnapshot(of: "\(name) \("(inner)") \"quoted\"", as: .lines) {
        #"""
        Ada (inner) "quoted" \
        """#
    }
    assertInlineSnapshot(of: #"a "raw" \(not interpolated)"#, as: .lines) {
        ##"""
        text with """# inside
        """##
    }
    assertInlineSnapshot(of: "single", as: .lines) { "single line" }
    assertInlineSnapshot(of: """
        multi-line ) argument
        """, as: .lines)
}
