import Foundation

extension ViewExpectation {
    /// Why `pattern` is not a regular expression, or `nil` when it is.
    static func patternProblem(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            return "it does not compile (check its brackets, parentheses and escapes)"
        }
        if repeatsARepeatingGroup(pattern) {
            return "a group that repeats (`*`, `+` or `{…}` after `)`) must not itself hold a repetition or `|`, "
                + "as in `(a+)+`: matching it can take exponentially long; write the repetition once"
        }
        return nil
    }

    /// Whether `pattern` repeats a group that holds a repetition or an
    /// alternation (`(a+)+`, `(a|ab)*`, `(x?y)*`): the shape whose matching
    /// can backtrack exponentially. `NSRegularExpression` has no time limit,
    /// so such a pattern is refused rather than run against a screen.
    static func repeatsARepeatingGroup(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // One entry per open group: whether it holds a repetition or `|`.
        var groups: [Bool] = [false]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 1  // the escaped character is a literal (or a class such as `\d`)
            case "[":
                // A character class: up to its closing bracket, escapes included.
                index += 1
                if index < characters.count, characters[index] == "^" { index += 1 }
                if index < characters.count, characters[index] == "]" { index += 1 }
                while index < characters.count, characters[index] != "]" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
            case "(":
                groups.append(false)
                // `(?:`, `(?i)` and the like: the `?` is not a repetition.
                if index + 1 < characters.count, characters[index + 1] == "?" { index += 1 }
            case ")":
                let holdsRepetition = groups.count > 1 ? groups.removeLast() : false
                let repeated = index + 1 < characters.count && "*+{".contains(characters[index + 1])
                if holdsRepetition && repeated { return true }
                if holdsRepetition || repeated { groups[groups.count - 1] = true }
            case "|":
                groups[groups.count - 1] = true
            case "*", "+", "?", "{":
                groups[groups.count - 1] = true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether `pattern` matches somewhere in `text`; `false` for a pattern
    /// that does not compile (the parser refuses those).
    static func pattern(_ pattern: String, matchesIn text: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }

    /// How many times `needle` occurs in `text`, not overlapping.
    static func occurrences(of needle: String, in text: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        var count = 0
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: needle, range: searchRange) {
            count += 1
            searchRange = found.upperBound..<text.endIndex
        }
        return count
    }

    /// The lines of `rendered` that contain `needle`, numbered from 1, for a
    /// message that says where an unwanted text was found.
    static func lines(of rendered: String, containing needle: String) -> [String] {
        rendered.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            line.contains(needle) ? "  line \(number + 1): \(line)" : nil
        }
    }
}
