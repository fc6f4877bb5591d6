import Synchronization

/// Hands out `first`, `first + 1`, … one number per call, from any thread:
/// the count behind ``UUIDGenerator/incrementing`` and
/// ``DateGenerator/advancing(from:by:)``.
final class SequenceCounter: Sendable {
    private let value: Mutex<Int>

    init(first: Int) {
        value = Mutex(first)
    }

    /// The next number.
    func next() -> Int {
        value.withLock { value in
            defer { value &+= 1 }
            return value
        }
    }
}
