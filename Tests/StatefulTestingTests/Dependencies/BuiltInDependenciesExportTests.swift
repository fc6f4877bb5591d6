import Foundation
import Stateful
import StatefulTesting
import Testing

// This file does not import StatefulDependencies: it compiles only because
// StatefulTesting re-exports it, so a test names the built-in generators with
// one import.
@Suite struct BuiltInDependenciesExportTests {
    @Test func aTestNamesTheBuiltInDependenciesWithStatefulTestingAlone() {
        let generators: (UUIDGenerator, DateGenerator) = withTestDependencies {
            $0.uuid = UUIDGenerator.incrementing()
            $0.date = DateGenerator.constant(Date(timeIntervalSince1970: 60))
            $0.timeZone = TimeZone.gmt
        } operation: {
            (Dependencies.current.uuid, Dependencies.current.date)
        }
        #expect(generators.0() == UUID(0))
        #expect(generators.1.now == Date(timeIntervalSince1970: 60))
        #expect(CalendarKey.testValue.timeZone == TimeZoneKey.testValue)
        #expect(LocaleKey.testValue.identifier == "en_US_POSIX")
    }
}
