import StatefulTesting
import Testing

@Test func rawStrings() {
    let name = "Ada"
    assertInlineSnapshot(of: "\(name) \("(inner)") \"quoted\"", as: .lines) {
        """
        Ada (inner) "quoted"
        """
    }
    assertInlineSnapshot(of: #"a "raw" \(not interpolated)"#, as: .lines) {
        #"""
        a "raw" \(not interpolated)
        """#
    }
    assertInlineSnapshot(of: "single", as: .lines) {
        """
        single
        """
    }
    assertInlineSnapshot(of: """
        multi-line ) argument
        """, as: .lines) {
        """
        multi-line ) argument
        """
    }
}
