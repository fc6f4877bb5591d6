import Foundation

/// Strict UTF-8 decoding that says where the first invalid byte is.
enum UTF8Text {
    struct Invalid: Error {
        var line: Int
        var column: Int
        /// The line, invalid bytes shown as U+FFFD.
        var lineText: String
    }

    static func decode(_ data: Data) -> Result<String, Invalid> {
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self) {
            return .success(text)
        }
        var line = 1
        var lineStart = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                    lineStart = consumed
                } else {
                    column += 1
                }
            case .emptyInput, .error:
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                var text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                if text.hasSuffix("\r") { text.unicodeScalars.removeLast() }
                return .failure(Invalid(line: line, column: column, lineText: text))
            }
        }
    }
}
