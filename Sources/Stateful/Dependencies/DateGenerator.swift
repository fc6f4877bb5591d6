#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Says what time it is, for State that records a date (a meeting's end, an
/// item's creation): the system's date in the app, a fixed or scripted date
/// in tests, so that a test sees the same date on every run. Read and set it
/// as ``Dependencies/date``.
///
/// ```swift
/// let entry = Entry(text: text, created: Dependencies.current.date.now)
/// ```
///
/// A test fixes it with ``constant(_:)``, or makes each reading later than
/// the last with ``advancing(from:by:)``:
///
/// ```swift
/// let store = withDependencies {
///     $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
/// } operation: { JournalStore() }
/// ```
///
/// It returns Foundation's `Date`, for the reason ``UUIDGenerator`` gives.
/// Work that *waits* uses the ``Dependencies/clock`` instead: a date says
/// when something happened, a clock how long to wait.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    /// A generator that calls `generate` for each reading.
    ///
    /// - Parameters:
    ///   - generate: Says the date now; called once per reading, from any thread.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The date now.
    public var now: Date {
        generate()
    }

    /// The date now: `Dependencies.current.date()` reads the same as ``now``.
    public func callAsFunction() -> Date {
        generate()
    }

    /// The system's date (`Date()`): what an app runs with.
    public static var live: DateGenerator {
        DateGenerator { Date() }
    }

    /// Always `date`.
    ///
    /// - Parameters:
    ///   - date: The date every reading returns.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }

    /// `start` at the first reading, then `step` later at each reading after
    /// it: for a test whose dates must differ and still be the same on every
    /// run. Each call makes a generator with its own count.
    ///
    /// ```swift
    /// $0.date = .advancing(from: Date(timeIntervalSince1970: 0), by: .seconds(60))
    /// // 00:00, 00:01, 00:02, … on 1970-01-01, UTC
    /// ```
    ///
    /// - Parameters:
    ///   - start: The date of the first reading.
    ///   - step: How much later each reading is than the one before.
    public static func advancing(from start: Date, by step: Duration) -> DateGenerator {
        let readings = SequenceCounter(first: 0)
        let seconds = Double(step.components.seconds) + Double(step.components.attoseconds) / 1e18
        return DateGenerator {
            start.addingTimeInterval(seconds * Double(readings.next()))
        }
    }
}
