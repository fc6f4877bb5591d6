import Foundation
import Stateful
import Synchronization

/// Makes the UUIDs of new sync-ups, attendees and meetings: random ones in
/// the app, numbered ones in tests, so that every run gives the same ids.
///
/// ```swift
/// let uuid = Dependencies.current.uuid
/// let attendee = Attendee(id: Attendee.ID(uuid()))
/// ```
///
/// Tests override it with ``incrementing()``:
///
/// ```swift
/// let store = withTestDependencies { $0.uuid = .incrementing() } operation: { … }
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator that calls `generate` for each UUID.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// The next UUID.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Random UUIDs (`UUID()`).
    public static var live: UUIDGenerator {
        UUIDGenerator { UUID() }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…001`, `…002` and so on:
    /// the same ids in the same order on every run. Each call makes a new
    /// counter, starting at 0.
    public static func incrementing() -> UUIDGenerator {
        let counter = Counter()
        return UUIDGenerator { uuid(counter.next()) }
    }

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator { uuid }
    }

    /// The UUID an ``incrementing()`` generator makes `counter`-th, counting
    /// from 0: `uuid(10)` is `00000000-0000-0000-0000-00000000000A`.
    public static func uuid(_ counter: Int) -> UUID {
        let value = UInt64(clamping: counter)
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
        return UUID(uuid: (
            0, 0, 0, 0, 0, 0, 0, 0,
            byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
    }

    /// The next number of an ``incrementing()`` generator, behind a mutex.
    private final class Counter: Sendable {
        private let value = Mutex(0)

        func next() -> Int {
            value.withLock { value in
                defer { value += 1 }
                return value
            }
        }
    }
}

extension UUIDGenerator: DependencyKey {
    /// Random UUIDs.
    public static var liveValue: UUIDGenerator { .live }

    /// Fails the test that makes a UUID without overriding the generator,
    /// then returns the all-zero UUID.
    public static var testValue: UUIDGenerator {
        UUIDGenerator(unimplemented("Dependencies.uuid", placeholder: uuid(0)))
    }
}

extension Dependencies {
    /// Makes the ids of new sync-ups, attendees and meetings.
    public var uuid: UUIDGenerator {
        get { self[UUIDGenerator.self] }
        set { self[UUIDGenerator.self] = newValue }
    }
}
