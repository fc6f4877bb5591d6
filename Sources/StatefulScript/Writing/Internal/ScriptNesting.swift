/// How deeply a written value nests, counted as the parser counts it: a
/// value inside `n` open parentheses or brackets is at depth `n`.
enum ScriptNesting {
    /// The deepest value in `text`, a value written by ``ValueWriting``.
    static func depth(of text: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case " ", ",", ":": break
            case "\"":
                inString = true
                deepest = max(deepest, depth)
            default:
                deepest = max(deepest, depth)
            }
        }
        return deepest
    }
}
