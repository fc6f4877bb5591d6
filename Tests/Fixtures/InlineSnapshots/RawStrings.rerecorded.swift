import StatefulTesting
import Testing

@Test func rawStrings() {
    let name = "Ada"
    assertInlineSnapshot(of: "\(name) \("(inner)") \"quoted\"", as: .lines) {
        #"""
        back\slash
        """#
    }
    assertInlineSnapshot(of: #"a "raw" \(not interpolated)"#, as: .lines) {
        ##"""
        ends with """#
        """##
    }
    assertInlineSnapshot(of: "single", as: .lines) {
        #"""
        """
        """#
    }
    assertInlineSnapshot(of: """
        multi-line ) argument
        """, as: .lines) {
        ##"""
        \#(x) "#
        """##
    }
}
