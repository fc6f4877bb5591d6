#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes the UUIDs of new things (a new item, a new row): random ones in the
/// app, numbered ones in tests, so that every run of a test makes the same
/// ids. Read and set it as ``Dependencies/uuid``.
///
/// ```swift
/// let uuid = Dependencies.current.uuid
/// let item = Item(id: uuid(), title: "")
/// ```
///
/// A test gives the store numbered ids with ``incrementing``:
///
/// ```swift
/// let store = withDependencies { $0.uuid = .incrementing } operation: { ItemsStore() }
/// // the first new item's id is UUIDGenerator.uuid(0), the next UUIDGenerator.uuid(1)
/// ```
///
/// It returns Foundation's `UUID`, the type app models and `Codable` files
/// already use; that is why the core module imports Foundation's essentials
/// (`FoundationEssentials` where it exists, as on Linux, which carries no
/// locale or international data) for this type and ``DateGenerator`` only.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator that calls `generate` for each UUID.
    ///
    /// - Parameters:
    ///   - generate: Makes the next UUID; called once per UUID, from any thread.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// The next UUID.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Random UUIDs (`UUID()`): what an app runs with.
    public static var live: UUIDGenerator {
        UUIDGenerator { UUID() }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002` and so
    /// on: the same ids in the same order on every run. Each read of this
    /// property makes a new generator, with its own count starting at 0.
    public static var incrementing: UUIDGenerator {
        incrementing(from: 0)
    }

    /// Numbered UUIDs as ``incrementing`` makes them, starting at number
    /// `first`: `uuid(first)`, then `uuid(first + 1)` and so on.
    ///
    /// ```swift
    /// $0.uuid = .incrementing(from: 1_000)   // a second range that cannot meet the first
    /// ```
    ///
    /// - Parameters:
    ///   - first: The number of the first UUID (see ``uuid(_:)``).
    public static func incrementing(from first: Int) -> UUIDGenerator {
        let counter = SequenceCounter(first: first)
        return UUIDGenerator { uuid(counter.next()) }
    }

    /// Always `uuid`.
    ///
    /// - Parameters:
    ///   - uuid: The UUID every call returns.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator { uuid }
    }

    /// The UUID numbered `number`: its last 8 bytes are the number, big-endian,
    /// and the others zero. `uuid(10)` is `00000000-0000-0000-0000-00000000000A`;
    /// a negative number counts as 0. What ``incrementing`` makes `number`-th.
    ///
    /// - Parameters:
    ///   - number: The UUID's number, from 0.
    public static func uuid(_ number: Int) -> UUID {
        let value = UInt64(clamping: number)
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
        return UUID(uuid: (
            0, 0, 0, 0, 0, 0, 0, 0,
            byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
    }
}
