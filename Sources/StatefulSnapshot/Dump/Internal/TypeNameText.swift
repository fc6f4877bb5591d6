import Stateful

/// Type names without module prefixes, private-context markers or addresses.
enum TypeNameText {
    /// `ViewState<ProfileContent, Never>`, `Outer.Inner`, never `Module.Type`
    /// (see `TypeName.full`).
    static func name(of type: Any.Type) -> String {
        removingAddresses(TypeName.full(type))
    }

    /// Removes `(unknown context at $…)` markers and `0x…` addresses, which
    /// differ from run to run.
    static func removingAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "(unknown context at $") {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            if let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
                if rest.first == "." { rest = rest.dropFirst() }
            }
        }
        result += rest
        return maskingHexAddresses(result)
    }

    private static func maskingHexAddresses(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("0x"), let first = rest.dropFirst(2).first, first.isHexDigit {
                output += "<address>"
                index = rest.dropFirst(2).drop(while: \.isHexDigit).startIndex
            } else {
                output.append(text[index])
                index = text.index(after: index)
            }
        }
        return output
    }
}
