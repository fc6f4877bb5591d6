/// Escapes a string so that every invisible scalar shows, the way a Swift
/// string literal would write it. Shared by dumps, shared keys' names and
/// flow scripts, which
/// also escape a `$` before `{` (there `${` starts a parameter; any other
/// `$` is written as it is, as a person types it).
package enum StringEscaping {
    package static func escaped(_ string: String, escapingDollar: Bool = false) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            // `${` in a flow: the `$` just written gets its backslash.
            if escapingDollar, scalar == "{", previous == "$" {
                result.unicodeScalars.removeLast()
                result += "\\${"
                continue
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case " ": result += " "
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + hex(scalar.value) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Controls, format characters (zero-width space and joiner, bidi marks,
    /// BOM), separators other than the ASCII space (no-break space, ideographic
    /// space, line and paragraph separators), surrogates, private-use and
    /// unassigned scalars, and variation selectors.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .surrogate, .privateUse, .unassigned:
            return true
        default:
            return scalar.properties.isVariationSelector
        }
    }

    /// Upper-case hexadecimal, at least four digits.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
