/// The canonical form of every text Stateful records or compares: LF line
/// endings and exactly one trailing newline.
///
/// Normalising both sides before comparing means an editor that adds a final
/// newline, or a checkout that turns LF into CRLF, never breaks a test.
public enum SnapshotText {
    /// Returns `text` with CRLF and lone CR turned into LF, trailing newlines
    /// collapsed, and exactly one newline at the end. An empty text stays empty.
    public static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        var pending = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            if scalar == "\r" {
                scalars.append("\n")
                if pending == "\n" { pending = iterator.next() }
            } else {
                scalars.append(scalar)
            }
        }
        var result = String(scalars)
        while result.hasSuffix("\n") {
            result.removeLast()
        }
        return result.isEmpty ? "" : result + "\n"
    }
}
