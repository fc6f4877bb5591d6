/// Numbers and durations as the flow-script lexer reads them: digits with an
/// optional `-` and fraction, never an exponent; durations as `250ms` or `2s`.
enum ScriptNumberText {
    static func text(of double: Double, typeName: String) throws(ScriptWritingError) -> String {
        guard double.isFinite else {
            throw .notExpressible(typeName: typeName, reason: "the script writes only finite numbers")
        }
        return plain(double.description)
    }

    static func text(of float: Float, typeName: String) throws(ScriptWritingError) -> String {
        guard float.isFinite else {
            throw .notExpressible(typeName: typeName, reason: "the script writes only finite numbers")
        }
        return plain(float.description)
    }

    /// `description`'s shortest round-tripping digits, without an exponent,
    /// and always with a fraction (`2.0`), so it reads back as a number with
    /// a fractional part.
    static func plain(_ description: String) -> String {
        var text = Substring(description)
        var sign = ""
        if text.hasPrefix("-") {
            sign = "-"
            text = text.dropFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...].replacingOccurrences(of: "+", with: "")) ?? 0
            text = text[..<e]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0])
        var pointPosition = digits.count
        if parts.count > 1 { digits += parts[1] }
        pointPosition += exponent
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        } else if pointPosition > digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count)
        }
        var whole = String(digits.prefix(pointPosition))
        var fraction = String(digits.dropFirst(pointPosition))
        while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        if fraction.isEmpty { fraction = "0" }
        return sign + whole + "." + fraction
    }

    static func text(of duration: Duration) throws(ScriptWritingError) -> String {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        guard attoseconds % perMillisecond == 0 else {
            throw .notExpressible(typeName: "Duration", reason: "the script writes whole milliseconds (`250ms`), and this is finer")
        }
        guard duration >= .zero else {
            throw .notExpressible(typeName: "Duration", reason: "the script writes no negative durations")
        }
        guard duration <= ScriptLimits.longestDuration else {
            throw .notExpressible(typeName: "Duration", reason: "it is longer than a script may wait (\(try text(of: ScriptLimits.longestDuration)))")
        }
        let milliseconds = seconds * 1000 + attoseconds / perMillisecond
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
    }
}
