import Stateful

/// A source line with its secret parts masked, and the map from a column of
/// the original line to the same place in the masked one.
struct MaskedLine {
    /// A secret part of the line: a string literal, or everything after an
    /// opening quote that was never closed.
    struct Span {
        var start: Int  // index of the first character
        var length: Int
        /// What replaces it.
        var replacement: String
    }

    let text: String
    private let original: [Character]
    private let spans: [Span]
    private let masker: SecretMasker

    /// Masks `characters`, whose text is `text` (given, it spares building
    /// the text again when there is no span).
    init(_ characters: [Character], text: String? = nil, spans: [Span], masker: SecretMasker) {
        original = characters
        self.spans = spans.sorted { $0.start < $1.start }
        self.masker = masker
        if let text, spans.isEmpty {
            self.text = masker.mask(text)
        } else {
            self.text = masker.mask(Self.apply(self.spans, to: characters[...]))
        }
    }

    private static func apply(_ spans: [Span], to characters: ArraySlice<Character>) -> String {
        var result = ""
        var index = characters.startIndex
        for span in spans where span.start >= index && span.start < characters.endIndex {
            result.append(contentsOf: characters[index..<span.start])
            result += span.replacement
            index = min(characters.endIndex, span.start + span.length)
        }
        if index < characters.endIndex { result.append(contentsOf: characters[index...]) }
        return result
    }

    /// The masked column of original column `column` (both from 1). A column
    /// inside a secret part maps to the start of its mask.
    func column(_ column: Int) -> Int {
        var index = max(0, min(column - 1, original.count))
        if let inside = spans.first(where: { $0.start < index && index < $0.start + $0.length }) {
            index = inside.start
        }
        let prefix = masker.mask(Self.apply(spans.filter { $0.start < index }, to: original[..<index]))
        return text.hasPrefix(prefix) ? prefix.count + 1 : commonPrefixLength(prefix, text) + 1
    }

    private func commonPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// A string literal's mask: `"********"`.
    static let maskedString = "\"" + Redaction.mask + "\""
}
