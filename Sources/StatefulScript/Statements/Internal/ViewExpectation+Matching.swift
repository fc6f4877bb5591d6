import Foundation

extension ViewExpectation {
    /// Why `pattern` is not a regular expression, or `nil` when it is.
    static func patternProblem(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            return "it does not compile (check its brackets, parentheses and escapes)"
        }
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
