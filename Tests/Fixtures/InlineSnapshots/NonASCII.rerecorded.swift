import StatefulTesting
import Testing

@Test func nonASCII() {
    let ログインID = "ユーザー"; assertInlineSnapshot(of: ログインID, as: .lines) {
        """
        ユーザー2
        """
    }; assertInlineSnapshot(of: "🙂 é", as: .lines) {
        """
        """
    }
    assertInlineSnapshot(of: "naïve — “quotes”", as: .lines) {
        #"""
        naïve \#u{1B}[1mbold\#u{1B}[0m """" \ end
        """#
    }
}
