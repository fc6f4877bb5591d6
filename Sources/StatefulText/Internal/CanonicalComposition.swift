/// Unicode Normalization Form C (canonical decomposition, canonical ordering,
/// canonical composition), from the generated ``UnicodeTables``.
///
/// The Swift standard library has no public normalisation API, so StatefulText
/// carries its own: every string a screen shows is NFC, so that the same text
/// typed two ways (`é` as one scalar or as `e` + U+0301) draws the same bytes.
enum CanonicalComposition {
    private static let hangulSBase: UInt32 = 0xAC00
    private static let hangulLBase: UInt32 = 0x1100
    private static let hangulVBase: UInt32 = 0x1161
    private static let hangulTBase: UInt32 = 0x11A7
    private static let hangulLCount: UInt32 = 19
    private static let hangulVCount: UInt32 = 21
    private static let hangulTCount: UInt32 = 28
    private static let hangulNCount: UInt32 = hangulVCount * hangulTCount
    private static let hangulSCount: UInt32 = hangulLCount * hangulNCount

    /// `string` in Normalization Form C.
    static func nfc(_ string: String) -> String {
        // Nothing below U+0300 decomposes into, or composes with, anything
        // else: such text is already NFC.
        if string.unicodeScalars.allSatisfy({ $0.value < 0x300 }) { return string }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(string.unicodeScalars.count)
        for scalar in string.unicodeScalars {
            decompose(scalar.value, into: &scalars)
        }
        reorder(&scalars)
        compose(&scalars)
        var result = String.UnicodeScalarView()
        for value in scalars {
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return String(result)
    }

    /// The canonical combining class of `value`; 0 for a starter.
    static func combiningClass(_ value: UInt32) -> UInt32 {
        RangeTable.value(for: value, in: UnicodeTables.combiningClassRanges) ?? 0
    }

    private static func decompose(_ value: UInt32, into scalars: inout [UInt32]) {
        if value >= hangulSBase, value < hangulSBase + hangulSCount {
            let index = value - hangulSBase
            scalars.append(hangulLBase + index / hangulNCount)
            scalars.append(hangulVBase + (index % hangulNCount) / hangulTCount)
            let trailing = index % hangulTCount
            if trailing != 0 { scalars.append(hangulTBase + trailing) }
            return
        }
        guard let index = search(UnicodeTables.decompositionKeys, for: value) else {
            scalars.append(value)
            return
        }
        decompose(UnicodeTables.decompositionValues[index * 2], into: &scalars)
        let second = UnicodeTables.decompositionValues[index * 2 + 1]
        if second != 0 { decompose(second, into: &scalars) }
    }

    /// Sorts each run of non-starters by combining class, stably.
    private static func reorder(_ scalars: inout [UInt32]) {
        guard scalars.count > 1 else { return }
        var classes = scalars.map(combiningClass)
        var index = 1
        while index < scalars.count {
            var position = index
            while position > 0, classes[position] != 0, classes[position - 1] > classes[position] {
                scalars.swapAt(position, position - 1)
                classes.swapAt(position, position - 1)
                position -= 1
            }
            index += 1
        }
    }

    private static func compose(_ scalars: inout [UInt32]) {
        guard scalars.count > 1 else { return }
        var result: [UInt32] = []
        result.reserveCapacity(scalars.count)
        var starter: Int?
        var lastClass: UInt32 = 0
        for value in scalars {
            let currentClass = combiningClass(value)
            if let starter {
                let adjacent = result.count - 1 == starter
                if adjacent || (lastClass != 0 && lastClass < currentClass),
                   let composite = composePair(result[starter], value) {
                    result[starter] = composite
                    continue
                }
            }
            if currentClass == 0 {
                starter = result.count
            }
            lastClass = currentClass
            result.append(value)
        }
        scalars = result
    }

    private static func composePair(_ first: UInt32, _ second: UInt32) -> UInt32? {
        if first >= hangulLBase, first < hangulLBase + hangulLCount,
           second >= hangulVBase, second < hangulVBase + hangulVCount {
            let lIndex = first - hangulLBase
            let vIndex = second - hangulVBase
            return hangulSBase + (lIndex * hangulVCount + vIndex) * hangulTCount
        }
        if first >= hangulSBase, first < hangulSBase + hangulSCount,
           (first - hangulSBase) % hangulTCount == 0,
           second > hangulTBase, second < hangulTBase + hangulTCount {
            return first + (second - hangulTBase)
        }
        let key = UInt64(first) << 32 | UInt64(second)
        guard let index = search(UnicodeTables.compositionKeys, for: key) else { return nil }
        return UnicodeTables.compositionValues[index]
    }

    private static func search<Key: Comparable>(_ keys: [Key], for key: Key) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }
}
