import Foundation

/// Dates in the sync-ups file: ISO 8601 in UTC, with milliseconds only when
/// they are not zero. No locale or time zone of the machine is involved.
enum FileDate {
    static func text(of date: Date) -> String {
        let wholeSeconds = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        return formatter(fractionalSeconds: !wholeSeconds).string(from: date)
    }

    static func date(from text: String) -> Date? {
        formatter(fractionalSeconds: false).date(from: text) ?? formatter(fractionalSeconds: true).date(from: text)
    }

    private static func formatter(fractionalSeconds: Bool) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.formatOptions = fractionalSeconds ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter
    }
}
