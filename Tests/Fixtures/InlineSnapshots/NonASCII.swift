import StatefulTesting
import Testing

@Test func nonASCII() {
    let ログインID = "ユーザー"; assertInlineSnapshot(of: ログインID, as: .lines); assertInlineSnapshot(of: "🙂 é", as: .lines) { "" }
    assertInlineSnapshot(of: "naïve — “quotes”", as: .lines)
}
