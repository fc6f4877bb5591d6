extension String {
    /// `count` copies of the ASCII `byte` (a space, `-`, `=`): the rules
    /// and padding of every drawn row, written in one allocation. The
    /// generic `String(repeating:count:)` appends character by character,
    /// about a quarter of drawing a small screen. Empty when `count` is not
    /// positive.
    static func repeatedASCII(_ byte: UInt8, count: Int) -> String {
        precondition(byte < 0x80, "not an ASCII byte")
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: byte)
            return count
        }
    }
}
