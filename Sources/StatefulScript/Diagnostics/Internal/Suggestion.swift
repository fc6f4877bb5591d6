/// "Did you mean" by edit distance.
package enum Suggestion {
    /// The candidate closest to `word` (case-insensitive optimal string
    /// alignment distance, an adjacent swap counting as one edit), if it is
    /// close enough to be a likely typo; failing that, the first candidate
    /// that starts with `word` (at least 3 characters). Ties go to the
    /// earlier candidate.
    package static func closest<S: Sequence<String>>(to word: String, in candidates: S) -> String? {
        let limit = max(1, min(3, word.count / 3))
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        var prefixed: String?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, candidate.lowercased())
            if prefixed == nil, lowered.count >= 3, candidate.lowercased().hasPrefix(lowered) {
                prefixed = candidate
            }
            guard distance <= limit else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name ?? prefixed
    }

    /// Optimal string alignment distance between `a` and `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// Names one edit away from `word` (a deletion, an adjacent swap, a
    /// substitution or an insertion of a letter, digit or `_`), also after
    /// switching the case of any one letter, that `accepts` accepts. Sorted,
    /// so the result does not depend on hashing.
    ///
    /// This is how a decoder finds the valid case names of a type it cannot
    /// list: it asks the type's `CodingKey` (`init?(stringValue:)`) about each
    /// near miss.
    static func probe(around word: String, accepts: (String) -> Bool) -> [String] {
        let characters = Array(word)
        guard !characters.isEmpty, characters.count <= 40 else { return [] }
        var variants = [characters]
        for index in characters.indices where characters[index].isLetter {
            var toggled = characters
            let character = characters[index]
            toggled[index] = character.isUppercase
                ? Character(character.lowercased()) : Character(character.uppercased())
            variants.append(toggled)
        }
        var found = Set<String>()
        func test(_ candidate: [Character]) {
            let name = String(candidate)
            if name != word, !found.contains(name), accepts(name) { found.insert(name) }
        }
        for variant in variants {
            test(variant)
            for index in variant.indices {
                var deleted = variant
                deleted.remove(at: index)
                test(deleted)
                if index + 1 < variant.count {
                    var swapped = variant
                    swapped.swapAt(index, index + 1)
                    test(swapped)
                }
                for letter in alphabet {
                    var substituted = variant
                    substituted[index] = letter
                    test(substituted)
                }
            }
            for index in 0...variant.count {
                for letter in alphabet {
                    var inserted = variant
                    inserted.insert(letter, at: index)
                    test(inserted)
                }
            }
        }
        return found.sorted()
    }

    private static let alphabet: [Character] = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
}
