import Foundation
import Stateful

/// The time-zone dependency: the time zone a feature shows and computes
/// dates in. Read and set it as `Dependencies.current.timeZone` (a property
/// this module adds to ``/Stateful/Dependencies``).
///
/// - Live: `TimeZone.autoupdatingCurrent`, the user's time zone, which
///   follows their settings.
/// - Test: UTC (`TimeZone.gmt`) on every machine, whatever the machine's own
///   zone. A fixed value, not a failure, as ``CalendarKey`` explains; a test
///   of code that depends on the zone sets the one it means.
public enum TimeZoneKey: DependencyKey {
    /// `TimeZone.autoupdatingCurrent`.
    public static var liveValue: TimeZone { .autoupdatingCurrent }

    /// UTC.
    public static var testValue: TimeZone { .gmt }
}

extension Dependencies {
    /// The time zone to show and compute dates in (see ``TimeZoneKey``): the
    /// user's in the app, UTC in tests.
    ///
    /// ```swift
    /// let zone = Dependencies.current.timeZone
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
