#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#elseif os(Windows)
import WinSDK
#endif

/// A value that many threads share, guarded by a lock.
///
/// Why not `Synchronization.Mutex`: on Linux, `Mutex` is built on raw futex
/// system calls that ThreadSanitizer cannot see, so every access it protects
/// is reported as a race (checked with a two-thread counter under
/// `-sanitize=thread`: a correct total, and a race report per access).
/// Stateful's concurrency tests must pass under ThreadSanitizer, so this uses
/// a pthread mutex, which ThreadSanitizer intercepts (an SRW lock on Windows).
package final class Protected<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read or written inside `withLock`,
    // with `lock` held (a pthread mutex; an SRW lock on Windows).
    #if os(Windows)
    private let lock: UnsafeMutablePointer<SRWLOCK>
    #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        #if os(Windows)
        lock = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
        InitializeSRWLock(lock)
        #else
        lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Not reentrant: `body`
    /// must not call `withLock` on the same instance.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        #if os(Windows)
        AcquireSRWLockExclusive(lock)
        defer { ReleaseSRWLockExclusive(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&value)
    }
}
