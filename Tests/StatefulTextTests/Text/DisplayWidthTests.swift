@testable import StatefulText
import Testing

@Suite struct DisplayWidthTests {
    /// Known widths, one grapheme cluster (or short string) each.
    static let knownWidths: [(String, Int)] = [
        ("a", 1), ("~", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("Å", 1),
        ("ロ", 2), ("グ", 2), ("ン", 2), ("漢", 2), ("한", 2), ("ー", 2), ("。", 2),
        ("Ａ", 2), ("１", 2), ("　", 2),
        ("ｶ", 1), ("ﾞ", 1), ("ｶﾞ", 2), ("ﾊﾟ", 2), ("ｰ", 1),
        ("\u{301}", 0), ("\u{20DD}", 0), ("\u{200D}", 0), ("\u{200B}", 0), ("\u{FE0F}", 2), ("\u{FE0E}", 0),
        ("\u{3099}", 0),
        ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1), ("☺️", 2), ("1️⃣", 2),
        ("⌚", 2), ("🀄", 2),
        ("\u{1100}\u{1161}", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("\u{20000}", 2), ("\u{3400}", 2), ("\u{9FFF}", 2),
        ("\u{E000}", 1), ("Ω", 1), ("─", 1),
    ]

    @Test(arguments: DisplayWidthTests.knownWidths)
    func measuresKnownWidths(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func japaneseLabelsAreTwoColumnsPerKana() {
        #expect(DisplayWidth.of("ログインID") == 10)
        #expect(DisplayWidth.of("パスワード") == 10)
        #expect(DisplayWidth.of("ログイン") == 8)
    }

    @Test func halfwidthKatakanaAndItsVoicedMarkAreOneColumnEach() {
        #expect(DisplayWidth.of("ﾛｸﾞｲﾝ") == 5)
        #expect(Array("ｶﾞ").count == 1)  // one grapheme cluster, still two columns
    }

    @Test func controlCharactersHaveNoWidthOfTheirOwn() {
        #expect(DisplayWidth.of("\t") == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x07)) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x85)) == 0)
    }

    @Test func asciiTextMeasuresAsTheSumOfItsCharacters() {
        // Every pair of ASCII scalars (CR LF is one character), and a line.
        var texts = ["", "login-test@example.com", "\r\n", "a\r\nb\t\u{7F}c"]
        for first in 0..<0x80 {
            for second in 0..<0x80 {
                texts.append(String(String.UnicodeScalarView([Unicode.Scalar(UInt8(first)), Unicode.Scalar(UInt8(second))])))
            }
        }
        for text in texts {
            let characterByCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == characterByCharacter, "\(text.unicodeScalars.map(\.value))")
            #expect(DisplayWidth.of(text.dropFirst()) == characterByCharacter - (text.first.map(DisplayWidth.of) ?? 0))
        }
    }

    @Test func tableComesFromUnicode15() {
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
    }

    @Test func widthRangesAreSortedDisjointAndHoldOnlyZeroOrTwo() {
        let table = UnicodeTables.widthRanges
        #expect(table.count % 3 == 0)
        var previousUpper: UInt32?
        for index in stride(from: 0, to: table.count, by: 3) {
            #expect(table[index] <= table[index + 1])
            if let previousUpper { #expect(previousUpper < table[index]) }
            #expect(table[index + 2] == 0 || table[index + 2] == 2)
            previousUpper = table[index + 1]
        }
    }

    @Test func emojiAndCombiningClassRangesAreSortedAndDisjoint() {
        for (table, stride_) in [(UnicodeTables.emojiPresentationRanges, 2), (UnicodeTables.combiningClassRanges, 3)] {
            #expect(table.count % stride_ == 0)
            var previousUpper: UInt32?
            for index in stride(from: 0, to: table.count, by: stride_) {
                #expect(table[index] <= table[index + 1])
                if let previousUpper { #expect(previousUpper < table[index]) }
                previousUpper = table[index + 1]
            }
        }
    }

    @Test func everyScalarMeasuresZeroOneOrTwo() {
        var counts = [0, 0, 0]
        var outOfRange: [UInt32] = []
        for value in UInt32(0x20)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = DisplayWidth.of(scalar)
            if (0...2).contains(width) { counts[width] += 1 } else { outOfRange.append(value) }
        }
        #expect(outOfRange.isEmpty)
        // Wide: the CJK ideograph planes alone hold well over 100,000 code points.
        #expect(counts[2] > 100_000)
        #expect(counts[0] > 1_000)
    }
}
