/// A value that many threads share, guarded by a lock.
///
/// Why not `Synchronization.Mutex`: on Linux, `Mutex` is built on raw futex
/// system calls that ThreadSanitizer cannot see, so every access it protects
/// is reported as a race (checked with a two-thread counter under
/// `-sanitize=thread`: a correct total, and a race report per access).
/// Stateful's concurrency tests must pass under ThreadSanitizer, so this uses
/// a pthread mutex (``Lock``), which ThreadSanitizer intercepts (an SRW lock
/// on Windows).
package final class Protected<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read or written inside `withLock`,
    // with `lock` held.
    private let lock = Lock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. Not reentrant: `body`
    /// must not call `withLock` on the same instance.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
