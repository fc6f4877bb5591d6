import Foundation

extension ViewExpectation {
    /// Why `pattern` is not a regular expression a flow can use, or `nil` when it is.
    static func patternProblem(_ pattern: String) -> String? {
        do {
            _ = try ScriptPattern(pattern)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Whether `pattern` matches somewhere in one of `candidates` (the
    /// lines of a screen and the texts it shows), in linear time: past
    /// ``ScriptLimits/patternSteps`` steps in all, `stopped` makes the
    /// error thrown, with a message that does not show the pattern (a
    /// secret may be in it). `false` for a pattern that does not compile
    /// (the parser refuses those).
    static func pattern<Failure: Error>(
        _ pattern: String, matchesAnyOf candidates: [String], stopped: (String) -> Failure
    ) throws(Failure) -> Bool {
        guard let compiled = try? ScriptPattern(pattern) else { return false }
        var budget = ScriptLimits.patternSteps
        for candidate in candidates {
            do {
                if try compiled.matches(in: candidate, budget: &budget) { return true }
            } catch {
                throw stopped("the pattern took more than \(ScriptLimits.patternSteps) steps to match against the "
                    + "\(candidates.count > 1 ? "screen" : "text") (a step is one position of the pattern tried at one "
                    + "character), so the check stopped: make the pattern shorter or more specific")
            }
        }
        return false
    }

    /// Whether `pattern` matches somewhere in `text`; `false` for a pattern
    /// that does not compile, or that needs more than
    /// ``ScriptLimits/patternSteps`` steps.
    static func pattern(_ pattern: String, matchesIn text: String) -> Bool {
        (try? Self.pattern(pattern, matchesAnyOf: [text], stopped: { ScriptPattern.Problem(reason: $0) })) ?? false
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
