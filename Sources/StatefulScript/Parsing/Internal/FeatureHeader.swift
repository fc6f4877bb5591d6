/// The `feature:` line of a flow (`feature: shop`), read apart from the
/// statements, as the `tags:` line is.
enum FeatureHeader {
    /// A problem on a `feature:` line, with its column (from 1) and length.
    struct Failure: Error {
        var problem: ScriptProblem
        var column: Int
        var length: Int
    }

    private static let keyword = Array("feature:")

    /// Whether `line` is a `feature:` line: `feature:` after optional blanks.
    static func isFeatureLine(_ line: [Character]) -> Bool {
        let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.count
        return line.count - start >= keyword.count && Array(line[start..<start + keyword.count]) == keyword
    }

    /// The column (from 1) where the `feature:` keyword starts.
    static func keywordColumn(_ line: [Character]) -> Int {
        (line.firstIndex { $0 != " " && $0 != "\t" } ?? 0) + 1
    }

    /// The name on a `feature:` line and its column; a `#` starts a comment.
    /// A name is letters, digits, `-`, `_` and `.`, as a tool's feature
    /// names are written.
    static func parse(_ line: [Character]) -> Result<(name: String, column: Int), Failure> {
        let start = keywordColumn(line) - 1 + keyword.count
        let end = line[start...].firstIndex(of: "#") ?? line.count
        var first = start
        var last = end
        while first < last, line[first] == " " || line[first] == "\t" { first += 1 }
        while last > first, line[last - 1] == " " || line[last - 1] == "\t" || line[last - 1] == "\r" { last -= 1 }
        let written = String(line[first..<last])
        let allowed = written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
        guard !written.isEmpty, allowed, written.count <= 100 else {
            return .failure(Failure(
                problem: .invalidFeatureName(String(written.prefix(40))), column: first + 1, length: max(last - first, 1)))
        }
        return .success((written, first + 1))
    }
}
