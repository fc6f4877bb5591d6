import Foundation
import Stateful

/// The calendar dependency: the calendar a feature computes dates with
/// (days, weeks, "in three days"). Read and set it as
/// `Dependencies.current.calendar` (a property this module adds to
/// ``/Stateful/Dependencies``).
///
/// - Live: `Calendar.autoupdatingCurrent`, the user's calendar, which follows
///   their settings.
/// - Test: the Gregorian calendar in UTC (``TimeZoneKey/testValue``) with the
///   `en_US_POSIX` locale (``LocaleKey/testValue``), on every machine. It is a
///   fixed value, not a failure: reading a calendar reaches nothing outside
///   the test, and a test that changes one part (`$0.calendar.timeZone = …`)
///   reads it first. A test of code that depends on the user's calendar sets
///   the one it means.
public enum CalendarKey: DependencyKey {
    /// `Calendar.autoupdatingCurrent`.
    public static var liveValue: Calendar { .autoupdatingCurrent }

    /// The Gregorian calendar in UTC with the `en_US_POSIX` locale.
    public static var testValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZoneKey.testValue
        calendar.locale = LocaleKey.testValue
        return calendar
    }
}

extension Dependencies {
    /// The calendar to compute dates with (see ``CalendarKey``): the user's in
    /// the app, the Gregorian calendar in UTC in tests.
    ///
    /// ```swift
    /// let calendar = Dependencies.current.calendar
    /// let dueDate = calendar.date(byAdding: .day, value: 3, to: Dependencies.current.date.now)
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
