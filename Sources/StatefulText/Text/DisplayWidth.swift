/// How many terminal columns text takes, measured per grapheme cluster
/// (`Character`), with no dependency: the data comes from a table generated
/// from the Unicode Character Database (see ``unicodeVersion``) by
/// `Tools/generate-unicode-tables.py`.
///
/// ```swift
/// DisplayWidth.of("Save")        // 4
/// DisplayWidth.of("PINコード")   // 9: two columns per kana, one per Latin letter
/// DisplayWidth.of("ｶﾞ")          // 2: halfwidth katakana and its voiced mark, one each
/// DisplayWidth.of("👍🏽")          // 2: an emoji presentation sequence
/// ```
///
/// The rules, for one grapheme cluster:
/// - an emoji presentation sequence (it holds a scalar with
///   `Emoji_Presentation=Yes`, or the variation selector U+FE0F) is 2;
/// - otherwise the widths of its scalars add up: East Asian Wide and
///   Fullwidth are 2; nonspacing and enclosing marks, format characters
///   (including the zero width joiner), variation selectors and Hangul medial
///   vowels and final consonants are 0; everything else is 1.
///
/// Control characters have no width of their own: the renderer never measures
/// them, because it escapes them first (a tab shows as `\t`).
public enum DisplayWidth {
    /// The version of the Unicode Character Database the table comes from.
    public static let unicodeVersion = UnicodeTables.version

    /// The number of columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        if let width = asciiWidth(of: text) { return width }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The width of ASCII text, byte by byte, without breaking it into
    /// characters; `nil` when the text is not all ASCII. The same as the
    /// rules give: a printable ASCII character is 1, a control (CR LF
    /// included) or DEL is 0.
    private static func asciiWidth(of text: some StringProtocol) -> Int? {
        var total = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x20, byte < 0x7F { total += 1 }
        }
        return total
    }

    /// The number of columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.count == 1, first.value < 0x7F {
            return first.value < 0x20 ? 0 : 1
        }
        var total = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F || isEmojiPresentation(scalar.value) { return 2 }
            total += of(scalar)
        }
        return total
    }

    /// The number of columns one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0xAD { return 1 }
        return RangeTable.value(for: value, in: UnicodeTables.widthRanges).map(Int.init) ?? 1
    }

    static func isEmojiPresentation(_ value: UInt32) -> Bool {
        guard value >= 0x231A else { return false }
        return RangeTable.contains(value, in: UnicodeTables.emojiPresentationRanges)
    }
}
