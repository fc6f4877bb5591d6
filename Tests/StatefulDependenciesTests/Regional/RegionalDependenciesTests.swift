import Foundation
import Stateful
import StatefulDependencies
import StatefulTesting
import Testing

@Suite struct RegionalDependenciesTests {
    @Test func testsSeeUTCAndEnUSPOSIXOnEveryMachine() {
        let test = Dependencies.test
        #expect(test.timeZone.identifier == "GMT")
        #expect(test.timeZone.secondsFromGMT() == 0)
        #expect(test.locale.identifier == "en_US_POSIX")
        #expect(test.calendar.identifier == .gregorian)
        #expect(test.calendar.timeZone == test.timeZone)
        #expect(test.calendar.locale == test.locale)
    }

    @Test func theTestCalendarComputesInUTC() throws {
        let calendar = Dependencies.test.calendar
        let date = Date(timeIntervalSince1970: 1_234_567_890)  // 2009-02-13 23:31:30 UTC, a Friday
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        #expect([parts.year, parts.month, parts.day, parts.hour, parts.minute] == [2009, 2, 13, 23, 31])
        #expect(parts.weekday == 6)
        let nextDay = try #require(calendar.date(byAdding: .day, value: 1, to: date))
        #expect(nextDay.timeIntervalSince(date) == 86_400)
    }

    @Test func theLiveValuesAreTheUsersAutoupdatingOnes() {
        let live = Dependencies.live
        #expect(live.timeZone == TimeZone.autoupdatingCurrent)
        #expect(live.locale == Locale.autoupdatingCurrent)
        #expect(live.calendar == Calendar.autoupdatingCurrent)
    }

    @Test func aTestChangesOnePartOfTheCalendarWithoutAFailure() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let calendar = withTestDependencies {
            $0.calendar.timeZone = tokyo
            $0.locale = Locale(identifier: "ja_JP")
        } operation: {
            Dependencies.current.calendar
        }
        #expect(calendar.timeZone == tokyo)
        #expect(calendar.identifier == .gregorian)
        let hour = calendar.component(.hour, from: Date(timeIntervalSince1970: 1_234_567_890))
        #expect(hour == 8, "23:31 UTC is 08:31 the next day in Tokyo")
    }
}
