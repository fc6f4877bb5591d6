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

/// A mutual-exclusion lock: a pthread mutex (an SRW lock on Windows), for
/// classes that keep their shared fields beside it rather than inside a
/// ``Protected``.
///
/// ``Protected`` is the lock to reach for. This one is for the hottest paths
/// (the relays), where keeping the guarded fields as plain stored properties of
/// a generic class spares unspecialised code a metadata lookup per call. A
/// class that uses it is `@unchecked Sendable` and says which fields it guards.
///
/// Why not `Synchronization.Mutex`: see ``Protected``; ThreadSanitizer cannot
/// see its futexes, and it intercepts pthread mutexes.
///
/// Not copyable: the mutex lives at a fixed address, allocated with the lock
/// and destroyed with it. Not reentrant.
///
/// `lock()` and `unlock()` are inlinable so that the relays' inlinable
/// `accept` compiles, in a client's module, to two direct calls.
@usableFromInline
package struct Lock: ~Copyable {
    #if os(Windows)
    @usableFromInline let mutex: UnsafeMutablePointer<SRWLOCK>
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    package init() {
        #if os(Windows)
        mutex = UnsafeMutablePointer<SRWLOCK>.allocate(capacity: 1)
        InitializeSRWLock(mutex)
        #else
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it if another thread holds it.
    @inlinable
    package func lock() {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock; only the thread that took it may.
    @inlinable
    package func unlock() {
        #if os(Windows)
        ReleaseSRWLockExclusive(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` with the lock held.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
