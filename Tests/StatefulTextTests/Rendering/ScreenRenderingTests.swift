import Stateful
import StatefulText
import Testing

@Suite struct ScreenRenderingTests {
    /// A screen with a bit of everything, including text that is hard to measure.
    static let mixed = Screen("ログイン") {
        Text("ログインIDとパスワードを入力してください。Then tap the button.")
        TextField("ログインID", text: "とても長いメールアドレス@example.com")
        SecureField("パスワード", text: "秘密のパスワード")
        Text("tab\there, bell\u{7}, e\u{301}, ｶﾞ, 👍🏽, 👨‍👩‍👧, 🇯🇵")
        HStack {
            Text("合計")
            Spacer()
            Text("3件")
        }
        Section("設定") {
            Toggle("ログイン状態を保持", isOn: true)
        }
        List(["一", "二"]) { Text($0) }
        Button("ログイン", isEnabled: false)
    }

    @Test(arguments: [20, 21, 36, 48, 80, 400])
    func everyRowHasTheSameWidthAndIsClosedByTheFrame(columns: Int) throws {
        expectFramed(try Self.mixed.render(width: ScreenWidth(columns: columns)), columns: columns)
    }

    @Test func presetsAreCompactAndRegularPhoneWidths() throws {
        #expect(ScreenWidth.compact.columns == 36)
        #expect(ScreenWidth.regular.columns == 48)
        expectFramed(try Self.mixed.render(width: .compact), columns: 36)
        expectFramed(try Self.mixed.render(width: .regular), columns: 48)
    }

    @Test func wrapsAndTruncatesJapaneseText() throws {
        #expect(try Self.mixed.render(width: .compact) == """
            +----------------------------------+
            |             ログイン             |
            +----------------------------------+
            | ログインIDとパスワードを入力して |
            | ください。Then tap the button.   |
            | ログインID                       |
            | [とても長いメールアドレス@ex...] |
            | パスワード                       |
            | [********                      ] |
            | tab\\there, bell\\u{7}, é, ｶﾞ, 👍🏽, |
            | 👨‍👩‍👧, 🇯🇵                           |
            | 合計                         3件 |
            | -- 設定 ------------------------ |
            | ログイン状態を保持           [x] |
            | - 一                             |
            | - 二                             |
            | [ ログイン ] (disabled)          |
            +----------------------------------+

            """)
    }

    @Test func escapesControlCharactersInEveryFormat() throws {
        let screen = Screen("a\tb") {
            TextField("x\u{1B}", text: "line\nbreak")
            Button("\u{7}")
        }
        let drawn = try screen.render(width: .compact)
        let outline = screen.outline
        for output in [drawn, outline] {
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
        #expect(drawn.contains("[line\\nbreak"))
        #expect(outline == """
            screen "a\\tb"
              textField "x\\u{1B}" value "line\\nbreak"
              button "\\u{7}" enabled

            """)
    }

    @Test func normalisesTextToNFC() throws {
        let decomposed = Screen { Text("Cafe\u{301}") }
        let composed = Screen { Text("Caf\u{E9}") }
        #expect(Array(try decomposed.render(width: .compact).utf8) == Array(try composed.render(width: .compact).utf8))
        #expect(Array(decomposed.outline.utf8) == Array(composed.outline.utf8))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try Self.mixed.render(width: .compact)
        let second = try Self.mixed.render(width: .compact)
        #expect(Array(first.utf8) == Array(second.utf8))
        #expect(Array(Self.mixed.outline.utf8) == Array(Self.mixed.outline.utf8))
    }

    @Test func renderingAtTwoWidthsIsDeterministicAtEach() throws {
        let compact = try Self.mixed.render(width: .compact)
        let regular = try Self.mixed.render(width: .regular)
        #expect(compact != regular)
        #expect(Array(try Self.mixed.render(width: 36).utf8) == Array(compact.utf8))
        #expect(Array(try Self.mixed.render(width: 48).utf8) == Array(regular.utf8))
    }

    @Test func outlineDoesNotDependOnWidthAndEndsInOneNewline() {
        let outline = Self.mixed.outline
        #expect(outline.hasSuffix("\n") && !outline.hasSuffix("\n\n"))
        #expect(!outline.contains("\r"))
        #expect(outline.split(separator: "\n").allSatisfy { $0.last != " " })
    }

    @Test func tooNarrowAWidthThrowsAClearError() {
        #expect(throws: ScreenRenderError.widthTooSmall(19, minimum: 20)) {
            try Self.mixed.render(width: 19)
        }
        #expect(throws: ScreenRenderError.widthTooSmall(0, minimum: 20)) {
            try Self.mixed.render(width: 0)
        }
        #expect(throws: ScreenRenderError.widthTooSmall(-5, minimum: 20)) {
            try Self.mixed.render(width: -5)
        }
        #expect(ScreenRenderError.widthTooSmall(19, minimum: 20).description
            == "A screen cannot be drawn 19 columns wide; use at least 20 columns (for example ScreenWidth.compact).")
    }

    @Test func tooWideAWidthThrowsAClearError() {
        #expect(throws: ScreenRenderError.widthTooLarge(401, maximum: 400)) {
            try Self.mixed.render(width: 401)
        }
    }

    @Test func deeplyNestedElementsNeverPushTheFrameOut() throws {
        func nested(_ depth: Int) -> [ScreenElement] {
            if depth == 0 { return Text("ログインIDとパスワード").body }
            return List([depth]) { _ in nested(depth - 1) }.body
        }
        let screen = Screen { nested(12) }
        expectFramed(try screen.render(width: .minimum), columns: 20)
    }

    @Test func anEmptyScreenIsStillFramed() throws {
        #expect(try Screen {}.render(width: 20) == """
            +------------------+
            |                  |
            +------------------+

            """)
        #expect(Screen {}.outline == "screen\n")
    }

    @Test func aThirtyElementScreenBuildsAndDrawsEveryElement() throws {
        let enabled = true
        let screen = Screen("Thirty") {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            TextField("6", text: "six"); SecureField("7", text: "seven"); Button("8"); Toggle("9", isOn: enabled); Divider()
            Spacer(); Text("12"); Text("13"); Text("14"); Text("15")
            Button("16", isEnabled: !enabled); Text("17"); Text("18"); Text("19"); Text("20")
            Text("21"); Text("22"); Text("23"); Text("24"); Text("25")
            ProgressView("26"); FailureView("27"); Text("28"); Text("29"); Text("30")
        }
        #expect(screen.elements.count == 30)
        #expect(screen.outline.split(separator: "\n").count == 31)
        expectFramed(try screen.render(width: .compact), columns: 36)
    }
}
