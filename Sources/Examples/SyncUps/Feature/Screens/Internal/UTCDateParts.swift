import Foundation

/// A date's calendar parts in UTC, computed by hand (the proleptic
/// Gregorian calendar), so that no locale, time zone or calendar setting
/// of the machine changes a drawn date.
struct UTCDateParts: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int

    init(_ date: Date) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Self.floorDivide(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        // Days since 1970-01-01 to a civil date, counting in 400-year eras
        // that start on March 1st.
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    /// `value` with at least `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
