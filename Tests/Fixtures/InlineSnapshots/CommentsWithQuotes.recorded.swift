import StatefulTesting
import Testing

// A comment with a "quote", a ( and a { that must not count.
@Test func commentsWithQuotes() {
    assertInlineSnapshot(of: "a", as: .lines /* ) " { /* nested */ */) {
        """
        a "quoted" )
        """
    } // "trailing ( comment"
    assertInlineSnapshot(of: "b", as: .lines) /* between */ {
        """
        b
        """
    }
    /* A call in a comment: assertInlineSnapshot(of: "x", as: .lines) { "x" } */
}
