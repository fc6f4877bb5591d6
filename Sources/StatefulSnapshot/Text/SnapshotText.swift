#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The canonical form of every text Stateful records or compares: LF line
/// endings and exactly one trailing newline.
///
/// Normalising both sides before comparing means an editor that adds a final
/// newline, or a checkout that turns LF into CRLF, never breaks a test.
public enum SnapshotText {
    /// Returns `text` with CRLF and lone CR turned into LF, trailing newlines
    /// collapsed, and exactly one newline at the end. An empty text stays empty.
    ///
    /// A text that is already normalised is returned as it is, without a copy,
    /// so normalising twice costs one scan of the text.
    public static func normalized(_ text: String) -> String {
        var text = text
        text.makeContiguousUTF8()
        let result: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            normalized(bytes)
        }
        // A contiguous UTF-8 string always provides its storage; the fallback
        // only guards against a future representation that does not.
        guard let result else {
            return Array(text.utf8).withUnsafeBufferPointer { normalized($0) } ?? text
        }
        return result ?? text
    }

    /// The normalised text of `bytes` (valid UTF-8), or `nil` when `bytes`
    /// already are. CR and LF never occur inside a multi-byte UTF-8 sequence,
    /// so working on bytes changes only line endings.
    private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let carriageReturn: UInt8 = 0x0D
        let lineFeed: UInt8 = 0x0A
        guard let base = bytes.baseAddress, memchr(base, Int32(carriageReturn), bytes.count) != nil else {
            var end = bytes.count
            while end > 0, bytes[end - 1] == lineFeed { end -= 1 }
            let trailing = bytes.count - end
            if end == 0 { return bytes.isEmpty ? nil : "" }
            if trailing == 1 { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) + "\n"
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == carriageReturn {
                output.append(lineFeed)
                if index < bytes.count, bytes[index] == lineFeed { index += 1 }
            } else {
                output.append(byte)
            }
        }
        while output.last == lineFeed { output.removeLast() }
        if output.isEmpty { return "" }
        output.append(lineFeed)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` with exactly one final newline (none when it is empty), and
    /// its carriage returns kept: how an inline snapshot's text is compared
    /// and written. A source file's line endings cannot reach a string
    /// literal's value (Swift reads a multi-line literal's line breaks as
    /// `\n` whatever the file uses), so a `\r` in an inline snapshot is one
    /// the value holds, written in the literal as `\r`.
    package static func withOneFinalNewline(_ text: String) -> String {
        // By bytes: a "\r\n" is one Character, and its "\r" must stay.
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x0A {
            end = bytes.index(before: end)
        }
        if end == bytes.startIndex { return "" }
        if bytes.distance(from: end, to: bytes.endIndex) == 1 { return text }
        return String(decoding: bytes[..<end], as: UTF8.self) + "\n"
    }
}

