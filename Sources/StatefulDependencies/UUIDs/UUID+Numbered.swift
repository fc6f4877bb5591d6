import Foundation

extension UUID {
    /// The UUID numbered `number`: what an
    /// ``UUIDGenerator/incrementing(from:)`` generator makes `number`-th,
    /// counting from 0, so a test names the ids it expects.
    ///
    /// The number is written in hexadecimal in the last 16 digits:
    ///
    /// ```swift
    /// UUID(0)    // 00000000-0000-0000-0000-000000000000
    /// UUID(10)   // 00000000-0000-0000-0000-00000000000A
    /// UUID(-10)  // 00000000-0000-0001-0000-00000000000A
    /// ```
    ///
    /// A negative number is written as its magnitude with a 1 at the end of
    /// the third group, so that no two numbers give the same UUID.
    ///
    /// - Parameter number: The UUID's number.
    public init(_ number: Int) {
        let magnitude = UInt64(number.magnitude)
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: magnitude >> shift) }
        self.init(uuid: (
            0, 0, 0, 0, 0, 0, 0, number < 0 ? 1 : 0,
            byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
    }
}
