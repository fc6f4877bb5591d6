/// The order of dictionary keys and set elements in a dump: numbers first,
/// by value, then everything else by the text of its dump. A strict total
/// order on dumps, so the result never depends on hash order.
enum DumpOrder {
    static func areInIncreasingOrder(_ lhs: DumpNode, _ rhs: DumpNode) -> Bool {
        let left = lhs.singleLine
        let right = rhs.singleLine
        switch (number(left), number(right)) {
        case let (leftNumber?, rightNumber?) where leftNumber != rightNumber:
            return leftNumber < rightNumber
        case (.some, nil):
            return true
        case (nil, .some):
            return false
        default:
            return left < right
        }
    }

    /// The value of a dumped integer or floating-point number; `nil` for
    /// anything else, including `nan` (which has no order).
    private static func number(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = digits.first, first.isASCII, first.isNumber else { return nil }
        return Double(text)
    }
}
