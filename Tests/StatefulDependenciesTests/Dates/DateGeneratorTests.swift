import Foundation
import Stateful
import StatefulDependencies
import StatefulTesting
import Testing

@Suite struct DateGeneratorTests {
    private let someDate = Date(timeIntervalSince1970: 1_234_567_890)

    @Test func constantAlwaysReturnsItsDate() {
        let date = DateGenerator.constant(someDate)
        #expect([date.now, date(), date.now] == [someDate, someDate, someDate])
    }

    @Test func settingNowMakesTheGeneratorConstant() {
        var date = DateGenerator { Date(timeIntervalSince1970: 0) }
        date.now = someDate
        #expect(date.now == someDate)
        #expect(date() == someDate)
    }

    @Test func aClosureGeneratorIsCalledAtEachRead() {
        let calls = CallCount()
        let date = DateGenerator { Date(timeIntervalSince1970: TimeInterval(calls.next())) }
        #expect([date.now, date(), date.now].map(\.timeIntervalSince1970) == [1, 2, 3])
    }

    @Test func theLiveValueIsTheSystemDateAndNeverReports() {
        let before = Date()
        let now = Dependencies.live.date.now
        let after = Date()
        #expect(before <= now && now <= after)
        #expect(DateGenerator.live() >= now)
    }

    @Test func theTestValueFailsTheRunningTestNamingItAndReturnsTheEpoch() {
        let date = Dependencies.test.date
        withKnownIssue {
            #expect(date.now == Date(timeIntervalSince1970: 0))
        } matching: { reportsUnimplemented("Dependencies.date")($0) }
        withKnownIssue {
            #expect(date() == Date(timeIntervalSince1970: 0))
        } matching: { reportsUnimplemented("Dependencies.date")($0) }
    }

    @Test func settingNowInWithTestDependenciesOverridesTheTestValue() {
        let now = withTestDependencies {
            $0.date.now = someDate
        } operation: {
            Dependencies.current.date.now
        }
        #expect(now == someDate)
    }
}
