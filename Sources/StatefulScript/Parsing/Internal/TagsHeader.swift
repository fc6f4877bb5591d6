/// The `tags:` line of a flow (`tags: smoke, embedded-backend`), read apart
/// from the statements: it is a header, not a step.
enum TagsHeader {
    /// A problem on a `tags:` line, with its column (from 1) and length.
    struct Failure: Error {
        var problem: ScriptProblem
        var column: Int
        var length: Int
    }

    /// Whether `line` is a `tags:` line: `tags:` after optional blanks.
    static func isTagsLine(_ line: [Character]) -> Bool {
        let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.count
        return line.count - start >= 5 && String(line[start..<start + 5]) == "tags:"
    }

    /// Whether `line` holds no statement: blank, or a comment.
    static func isBlankOrComment(_ line: [Character]) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return true }
        return first == "#"
    }

    /// The tags of a `tags:` line, in the order written; a `#` starts a comment.
    static func parse(_ line: [Character]) -> Result<[FlowTag], Failure> {
        let start = (line.firstIndex { $0 != " " && $0 != "\t" } ?? 0) + 5
        let end = line[start...].firstIndex(of: "#") ?? line.count
        var tags: [FlowTag] = []
        var pieceStart = start
        while pieceStart <= end {
            let pieceEnd = line[pieceStart..<end].firstIndex(of: ",") ?? end
            var first = pieceStart
            var last = pieceEnd
            while first < last, line[first] == " " || line[first] == "\t" { first += 1 }
            while last > first, line[last - 1] == " " || line[last - 1] == "\t" { last -= 1 }
            guard first < last else {
                return .failure(Failure(problem: .emptyTag, column: first + 1, length: 1))
            }
            let written = String(line[first..<last])
            guard let tag = FlowTag(written) else {
                return .failure(Failure(problem: .invalidTag(String(written.prefix(FlowTag.maximumLength + 8))), column: first + 1,
                                        length: last - first))
            }
            guard !tags.contains(tag) else {
                return .failure(Failure(problem: .duplicateTag(written), column: first + 1, length: last - first))
            }
            guard tags.count < ScriptLimits.tagsPerFlow else {
                return .failure(Failure(problem: .tooManyTags(limit: ScriptLimits.tagsPerFlow), column: first + 1,
                                        length: last - first))
            }
            tags.append(tag)
            pieceStart = pieceEnd + 1
        }
        return .success(tags)
    }
}
