/// Searches the generated Unicode tables: flat arrays of sorted, disjoint
/// ranges, each `stride` entries long — `first, last` and, when `stride` is
/// 3, the range's value.
enum RangeTable {
    /// The index of the range holding `value` in `table`, by binary search.
    static func rangeIndex(of value: UInt32, in table: [UInt32], stride: Int) -> Int? {
        var low = 0
        var high = table.count / stride
        while low < high {
            let middle = (low + high) / 2
            if value < table[middle * stride] {
                high = middle
            } else if value > table[middle * stride + 1] {
                low = middle + 1
            } else {
                return middle * stride
            }
        }
        return nil
    }

    /// The value of the range holding `value` in a `first, last, value` table.
    static func value(for value: UInt32, in table: [UInt32]) -> UInt32? {
        rangeIndex(of: value, in: table, stride: 3).map { table[$0 + 2] }
    }

    /// Whether a range of a `first, last` table holds `value`.
    static func contains(_ value: UInt32, in table: [UInt32]) -> Bool {
        rangeIndex(of: value, in: table, stride: 2) != nil
    }
}
