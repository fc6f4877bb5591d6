import StatefulTesting
import Testing

@Test func nonASCII() {
    let ログインID = "ユーザー"; assertInlineSnapshot(of: ログインID, as: .lines) {
        """
        ユーザー
        """
    }; assertInlineSnapshot(of: "🙂 é", as: .lines) {
        """
        🙂 é
        """
    }
    assertInlineSnapshot(of: "naïve — “quotes”", as: .lines) {
        """
        naïve — “quotes”
        """
    }
}
