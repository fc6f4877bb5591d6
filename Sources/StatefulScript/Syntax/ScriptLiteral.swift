/// Writing values the way a flow script reads them.
public enum ScriptLiteral {
    /// `string` as a double-quoted literal that a flow script reads back as
    /// the same string: `"`, `\` and `$` escaped, and every control or
    /// invisible character written as `\n`, `\t`, `\r`, `\0` or `\u{…}`.
    ///
    /// ```swift
    /// ScriptLiteral.quoted("a\tb")  // "a\tb"
    /// ```
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$": result += "\\$"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }
}
