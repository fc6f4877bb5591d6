@testable import StatefulText
import Testing

@Suite struct CanonicalCompositionTests {
    private func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    /// The standard library's own (underscored, not public) NFC, used only as
    /// an independent oracle in tests.
    private func standardLibraryNFC(_ text: String) -> [UInt32] {
        scalars(String(decoding: text._nfcCodeUnits, as: UTF8.self))
    }

    @Test func composesACombiningAcute() {
        #expect(scalars(CanonicalComposition.nfc("e\u{301}")) == [0xE9])
    }

    @Test func composesJapaneseVoicedMarks() {
        // カ + combining voiced sound mark → ガ
        #expect(scalars(CanonicalComposition.nfc("\u{30AB}\u{3099}")) == [0x30AC])
        // Halfwidth katakana never compose: ｶﾞ stays two scalars.
        #expect(scalars(CanonicalComposition.nfc("ｶﾞ")) == [0xFF76, 0xFF9E])
    }

    @Test func composesHangulJamo() {
        #expect(scalars(CanonicalComposition.nfc("\u{1100}\u{1161}")) == [0xAC00])
        #expect(scalars(CanonicalComposition.nfc("\u{1100}\u{1161}\u{11A8}")) == [0xAC01])
        #expect(scalars(CanonicalComposition.nfc("\u{AC00}\u{11A8}")) == [0xAC01])
    }

    @Test func reordersMarksCanonically() {
        // dot below (220) before acute (230), then compose what can compose.
        #expect(scalars(CanonicalComposition.nfc("q\u{301}\u{323}")) == [0x71, 0x323, 0x301])
        #expect(scalars(CanonicalComposition.nfc("a\u{301}\u{323}")) == [0x1EA1, 0x301])
    }

    @Test func replacesSingletonsAndExclusions() {
        #expect(scalars(CanonicalComposition.nfc("\u{212B}")) == [0xC5])  // ANGSTROM SIGN
        #expect(scalars(CanonicalComposition.nfc("\u{2126}")) == [0x3A9])  // OHM SIGN
        #expect(scalars(CanonicalComposition.nfc("\u{F900}")) == [0x8C48])  // CJK compatibility ideograph
    }

    @Test func leavesNFCTextAlone() {
        for text in ["", "Log in", "ログインID", "パスワード", "Ωmega 😀", "\u{E9}"] {
            #expect(scalars(CanonicalComposition.nfc(text)) == scalars(text))
        }
    }

    @Test func agreesWithTheStandardLibraryOnEveryDecomposableScalar() {
        var disagreements: [UInt32] = []
        for key in UnicodeTables.decompositionKeys {
            guard let scalar = Unicode.Scalar(key) else { continue }
            let text = String(Character(scalar))
            let decomposedThenMarked = text + "\u{301}\u{323}"
            for sample in [text, decomposedThenMarked] where
                scalars(CanonicalComposition.nfc(sample)) != standardLibraryNFC(sample) {
                disagreements.append(key)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).map { String($0, radix: 16) })")
    }

    @Test func agreesWithTheStandardLibraryOnHangulAndMixedText() {
        let samples = [
            "\u{1100}\u{1161}\u{11A8}\u{1100}",
            "\u{1112}\u{1175}\u{11C2}",
            "A\u{30A}\u{301}",
            "\u{1E0B}\u{323}\u{307}",
            "o\u{31B}\u{323}\u{302}",
            "\u{0B47}\u{0B3E}",
            "\u{0344}",
            "ｶﾞﾊﾟ ログイン\u{3099}",
        ]
        for sample in samples {
            #expect(scalars(CanonicalComposition.nfc(sample)) == standardLibraryNFC(sample))
        }
    }
}
