import Foundation
import Stateful

/// Says what time it is when a meeting ends: the system clock in the app, a
/// fixed date in tests, so that a recorded meeting has the same date on
/// every run.
///
/// ```swift
/// let meeting = Meeting(id: id, date: Dependencies.current.date.now, transcript: "")
/// ```
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    /// A generator that calls `generate` for each date.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The date now.
    public var now: Date {
        generate()
    }

    /// The system's date (`Date()`).
    public static var live: DateGenerator {
        DateGenerator { Date() }
    }

    /// Always `date`.
    ///
    /// ```swift
    /// $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
    /// ```
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }
}

extension DateGenerator: DependencyKey {
    /// The system's date.
    public static var liveValue: DateGenerator { .live }

    /// Fails the test that asks for the date without overriding it, then
    /// returns 1970-01-01T00:00:00Z.
    public static var testValue: DateGenerator {
        DateGenerator(unimplemented("Dependencies.date", placeholder: Date(timeIntervalSince1970: 0)))
    }
}

extension Dependencies {
    /// What time it is.
    public var date: DateGenerator {
        get { self[DateGenerator.self] }
        set { self[DateGenerator.self] = newValue }
    }
}
