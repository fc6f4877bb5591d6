@testable import StatefulText
import Testing

@Suite struct DisplayTextTests {
    @Test func escapesTabsAndControlCharacters() {
        #expect(DisplayText.escaped("a\tb") == "a\\tb")
        #expect(DisplayText.escaped("bell\u{7}") == "bell\\u{7}")
        #expect(DisplayText.escaped("line\nbreak") == "line\\nbreak")
        #expect(DisplayText.escaped("\u{1B}[31m") == "\\u{1B}[31m")
        #expect(DisplayText.escaped("\u{85}") == "\\u{85}")
        #expect(DisplayText.escaped("\u{202E}evil") == "\\u{202E}evil")
    }

    @Test func keepsNewlinesWhenAskedAndFoldsCRLF() {
        #expect(DisplayText.escaped("a\r\nb\nc\td", keepingNewlines: true) == "a\nb\nc\\td")
    }

    @Test func wrapsEnglishAtSpaces() {
        #expect(DisplayText.wrapped("The login ID or password is incorrect.", width: 12)
            == ["The login ID", "or password", "is", "incorrect."])
    }

    @Test func wrapsJapaneseBetweenCharactersWithoutSplittingAColumnPair() {
        let lines = DisplayText.wrapped("ログインIDとパスワードを入力してください。", width: 9)
        #expect(lines == ["ログインI", "Dとパスワ", "ードを入", "力してく", "ださい。"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 9 })
    }

    @Test func wrapsAtExplicitNewlines() {
        #expect(DisplayText.wrapped("one\ntwo three", width: 20) == ["one", "two three"])
    }

    @Test func breaksAWordLongerThanALine() {
        #expect(DisplayText.wrapped("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func truncatesWithAnAsciiEllipsis() {
        #expect(DisplayText.truncated("login-test@example.com", width: 10) == "login-t...")
        #expect(DisplayText.truncated("short", width: 10) == "short")
    }

    @Test func truncatesJapaneseWithoutSplittingAWideCharacter() {
        // 6 columns for text + 3 for "...": ログイ fits exactly.
        #expect(DisplayText.truncated("ログインID", width: 9) == "ログイ...")
        // 5 columns for text: only ログ (4) fits; the result is one column short.
        #expect(DisplayText.truncated("ログインID", width: 8) == "ログ...")
        #expect(DisplayWidth.of(DisplayText.truncated("ログインID", width: 8)) == 7)
    }

    @Test func quotesForTheOutline() {
        #expect(DisplayText.quoted("say \"hi\"\\\t") == "\"say \\\"hi\\\"\\\\\\t\"")
        #expect(DisplayText.quoted("ログイン") == "\"ログイン\"")
    }
}
