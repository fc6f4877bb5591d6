import Foundation
import Stateful

/// The locale dependency: the language and region a feature formats
/// numbers, dates and lists for. Read and set it as
/// `Dependencies.current.locale` (a property this module adds to
/// ``/Stateful/Dependencies``).
///
/// - Live: `Locale.autoupdatingCurrent`, the user's locale, which follows
///   their settings.
/// - Test: `en_US_POSIX` on every machine, the locale whose formats never
///   change with the user's preferences. A fixed value, not a failure, as
///   ``CalendarKey`` explains; a test of code that formats for a person sets
///   the locale it means (`Locale(identifier: "ja_JP")`).
public enum LocaleKey: DependencyKey {
    /// `Locale.autoupdatingCurrent`.
    public static var liveValue: Locale { .autoupdatingCurrent }

    /// `en_US_POSIX`.
    public static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
}

extension Dependencies {
    /// The locale to format for (see ``LocaleKey``): the user's in the app,
    /// `en_US_POSIX` in tests.
    ///
    /// ```swift
    /// let text = 1234.5.formatted(.number.locale(Dependencies.current.locale))
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}
