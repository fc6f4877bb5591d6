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

/// A mutex the thread holding it may take again: what a shared value's
/// `withLock` holds while its closure runs, so that the closure may read the
/// same shared value (or take its lock again) without deadlocking.
///
/// A pthread mutex, not `Synchronization.Mutex`, for the reason `Lock` gives
/// (ThreadSanitizer sees pthread mutexes).
package struct RecursiveLock: ~Copyable {
    #if os(Windows)
    private let section: UnsafeMutablePointer<CRITICAL_SECTION>
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    package init() {
        #if os(Windows)
        section = UnsafeMutablePointer<CRITICAL_SECTION>.allocate(capacity: 1)
        InitializeCriticalSection(section)
        #else
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        #endif
    }

    deinit {
        #if os(Windows)
        DeleteCriticalSection(section)
        section.deallocate()
        #else
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        #endif
    }

    /// Runs `body` with the lock held.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        #if os(Windows)
        EnterCriticalSection(section)
        defer { LeaveCriticalSection(section) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body()
    }
}
