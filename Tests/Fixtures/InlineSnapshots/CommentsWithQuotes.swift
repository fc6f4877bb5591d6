import StatefulTesting
import Testing

// A comment with a "quote", a ( and a { that must not count.
@Test func commentsWithQuotes() {
    assertInlineSnapshot(of: "a", as: .lines /* ) " { /* nested */ */) // "trailing ( comment"
    assertInlineSnapshot(of: "b", as: .lines) /* between */ {
        // The expected text: "b" — don't mind the quote.
        """
        stale
        """ /* after */
    }
    /* A call in a comment: assertInlineSnapshot(of: "x", as: .lines) { "x" } */
}
