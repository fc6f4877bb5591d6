#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date dependency: what time it is. Read and set it as
/// ``Dependencies/date``.
///
/// - Live: the system's date (``DateGenerator/live``).
/// - Test: a generator that fails the test that reads the date without
///   overriding it, naming `Dependencies.date`, then returns
///   1970-01-01T00:00:00Z. A test that reads dates gives the store
///   ``DateGenerator/constant(_:)`` or ``DateGenerator/advancing(from:by:)``.
public enum DateGeneratorKey: DependencyKey {
    /// The system's date.
    public static var liveValue: DateGenerator { .live }
    /// Fails the test that reads it, then returns 1970-01-01T00:00:00Z.
    public static var testValue: DateGenerator {
        DateGenerator(unimplemented("Dependencies.date", placeholder: Date(timeIntervalSince1970: 0)))
    }
}

extension Dependencies {
    /// What time it is (see ``DateGenerator``).
    ///
    /// ```swift
    /// let store = withDependencies { $0.date = .constant(fixedDate) } operation: { JournalStore() }
    /// …
    /// // in the store's Command:
    /// let created = Dependencies.current.date.now
    /// ```
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}
