import Foundation
import Stateful

/// Makes the ids of new values: random UUIDs in the app, numbered ones in
/// tests, so that every run of a test makes the same ids. Read and set it
/// as `Dependencies.current.uuid` (a property this module adds to
/// ``/Stateful/Dependencies``).
///
/// A feature asks the current dependencies for a UUID where it makes a new
/// value:
///
/// ```swift
/// let meeting = Meeting(id: Dependencies.current.uuid(), date: Dependencies.current.date.now, transcript: "")
/// ```
///
/// A test overrides it, usually with ``incrementing(from:)``, and names the
/// ids it expects with `UUID(_:)` (`UUID(0)`, `UUID(1)`, …):
///
/// ```swift
/// let now = Date(timeIntervalSince1970: 1_234_567_890)
/// let store = withTestDependencies {
///     $0.uuid = .incrementing()
///     $0.date = .constant(now)
/// } operation: {
///     TestStore(Meetings(), initialState: Meetings.State())
/// }
/// await store.send(.startTapped) { $0.meetings = [Meeting(id: UUID(0), date: now, transcript: "")] }
/// ```
///
/// - Live: ``live``, random UUIDs.
/// - Test: a generator that fails the running test when it is called, then
///   returns `00000000-0000-0000-0000-000000000000`: a test whose code makes a
///   UUID says which ones.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator that calls `generate` for each UUID.
    ///
    /// - Parameter generate: Returns the next UUID each time it is called,
    ///   from any thread.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// The next UUID.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Random UUIDs (`UUID()`), each different from every other.
    public static var live: UUIDGenerator {
        UUIDGenerator { UUID() }
    }

    /// UUIDs numbered in order: `UUID(first)`, then `UUID(first + 1)`, and so
    /// on (see `UUID(_:)`), so a test makes the same ids in the same order on
    /// every run.
    ///
    /// ```swift
    /// let uuid = UUIDGenerator.incrementing()
    /// uuid()   // 00000000-0000-0000-0000-000000000000
    /// uuid()   // 00000000-0000-0000-0000-000000000001
    /// ```
    ///
    /// Each call makes a new counter: two generators made by two calls each
    /// start at `first`, while copies of one generator share its counter.
    ///
    /// - Parameter first: The number of the first UUID; 0 unless a second
    ///   generator must not repeat the first one's ids.
    public static func incrementing(from first: Int = 0) -> UUIDGenerator {
        let counter = IncrementingCounter(first: first)
        return UUIDGenerator { UUID(counter.next()) }
    }

    /// Always the same UUID.
    ///
    /// - Parameter uuid: The UUID every call returns.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator { uuid }
    }
}

extension UUIDGenerator: DependencyKey {
    /// ``live``: random UUIDs.
    public static var liveValue: UUIDGenerator { .live }

    /// Fails the running test when called, naming `Dependencies.uuid`, then
    /// returns `00000000-0000-0000-0000-000000000000`.
    public static var testValue: UUIDGenerator {
        UUIDGenerator(unimplemented("Dependencies.uuid", placeholder: UUID(0)))
    }
}

extension Dependencies {
    /// Makes the ids of new values (see ``UUIDGenerator``): random in the
    /// app; in tests, set it to ``UUIDGenerator/incrementing(from:)`` or
    /// ``UUIDGenerator/constant(_:)``.
    ///
    /// ```swift
    /// let id = Dependencies.current.uuid()
    /// ```
    public var uuid: UUIDGenerator {
        get { self[UUIDGenerator.self] }
        set { self[UUIDGenerator.self] = newValue }
    }
}

/// The next number of an ``UUIDGenerator/incrementing(from:)`` generator,
/// behind a lock: a generator may be called from any thread. A pthread
/// mutex (`Protected`), not `Synchronization.Mutex`, whose futex
/// ThreadSanitizer cannot see: it reported the counted accesses as a race.
private final class IncrementingCounter: Sendable {
    private let number: Protected<Int>

    init(first: Int) {
        number = Protected(first)
    }

    /// The current number; the one after it next time (wrapping at
    /// `Int.max`, which no test reaches).
    func next() -> Int {
        number.withLock { number in
            defer { number &+= 1 }
            return number
        }
    }
}
