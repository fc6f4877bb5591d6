import Foundation
import Stateful

/// Says what time it is: the system's date in the app, a date the test
/// chose in tests, so that a value stamped with "now" is the same on every
/// run. Read and set it as `Dependencies.current.date` (a property this
/// module adds to ``/Stateful/Dependencies``).
///
/// ```swift
/// let meeting = Meeting(id: Dependencies.current.uuid(), date: Dependencies.current.date.now, transcript: "")
/// ```
///
/// A test overrides it with ``constant(_:)``, or sets ``now`` (the same):
///
/// ```swift
/// let store = withTestDependencies {
///     $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
/// } operation: {
///     TestStore(Meetings(), initialState: Meetings.State())
/// }
/// ```
///
/// For a date that moves with the test's ``/Stateful/TestClock``, give
/// ``init(_:)`` a closure that adds the clock's offset to a start date.
///
/// - Live: ``live``, the system's date.
/// - Test: a generator that fails the running test when it is read, then
///   returns 1970-01-01T00:00:00Z: a test whose code reads the date says which.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    /// A generator that calls `generate` each time the date is read.
    ///
    /// - Parameter generate: Returns the date now each time it is called,
    ///   from any thread.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The date now. Setting it makes the generator always return the date
    /// set, as ``constant(_:)`` does: `$0.date.now = date` in a test.
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// The date now, as ``now``: `Dependencies.current.date()`.
    public func callAsFunction() -> Date {
        generate()
    }

    /// The system's date (`Date()`).
    public static var live: DateGenerator {
        DateGenerator { Date() }
    }

    /// Always the same date.
    ///
    /// ```swift
    /// let store = withTestDependencies {
    ///     $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
    /// } operation: {
    ///     TestStore(Meetings(), initialState: Meetings.State())
    /// }
    /// ```
    ///
    /// - Parameter date: The date every read returns.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }
}

extension DateGenerator: DependencyKey {
    /// ``live``: the system's date.
    public static var liveValue: DateGenerator { .live }

    /// Fails the running test when read, naming `Dependencies.date`, then
    /// returns 1970-01-01T00:00:00Z.
    public static var testValue: DateGenerator {
        DateGenerator(unimplemented("Dependencies.date", placeholder: Date(timeIntervalSince1970: 0)))
    }
}

extension Dependencies {
    /// What time it is (see ``DateGenerator``): the system's date in the
    /// app; in tests, set it to ``DateGenerator/constant(_:)`` or set its
    /// ``DateGenerator/now``.
    ///
    /// ```swift
    /// let now = Dependencies.current.date.now
    /// ```
    public var date: DateGenerator {
        get { self[DateGenerator.self] }
        set { self[DateGenerator.self] = newValue }
    }
}
