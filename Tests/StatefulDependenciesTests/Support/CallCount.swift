import Synchronization

/// How many times a generator's closure ran, behind a mutex.
final class CallCount: Sendable {
    private let count = Mutex(0)

    /// One more call: the number of calls so far, this one included.
    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
