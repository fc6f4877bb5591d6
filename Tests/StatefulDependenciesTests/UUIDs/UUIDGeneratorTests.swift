import Foundation
import Stateful
import StatefulDependencies
import StatefulTesting
import Testing

@Suite struct UUIDGeneratorTests {
    @Test func incrementingCountsFromZeroInOrder() {
        let uuid = UUIDGenerator.incrementing()
        let made = (0..<3).map { _ in uuid().uuidString }
        #expect(made == [
            "00000000-0000-0000-0000-000000000000",
            "00000000-0000-0000-0000-000000000001",
            "00000000-0000-0000-0000-000000000002",
        ])
    }

    @Test func eachCallOfIncrementingStartsAFreshCounterWhileCopiesShareOne() {
        let first = UUIDGenerator.incrementing()
        #expect(first() == UUID(0))
        #expect(first() == UUID(1))
        let second = UUIDGenerator.incrementing()
        #expect(second() == UUID(0), "a new generator starts again at 0")
        let copy = first
        #expect(copy() == UUID(2), "a copy goes on with the same counter")
        #expect(first() == UUID(3))
    }

    @Test func incrementingFromANumberStartsThere() {
        let uuid = UUIDGenerator.incrementing(from: 1_000_000)
        #expect(uuid() == UUID(1_000_000))
        #expect(uuid() == UUID(1_000_001))
        #expect(UUID(1_000_000).uuidString == "00000000-0000-0000-0000-0000000F4240")
    }

    @Test func concurrentCallsNeverRepeatANumber() async {
        let uuid = UUIDGenerator.incrementing()
        let made = await withTaskGroup(of: UUID.self) { group in
            for _ in 0..<200 { group.addTask { uuid() } }
            return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
        }
        #expect(made == Set((0..<200).map { UUID($0) }))
    }

    @Test func numberedUUIDsWriteTheNumberInHexadecimalAndKeepNegativesApart() {
        #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
        #expect(UUID(-10).uuidString == "00000000-0000-0001-0000-00000000000A")
        #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
        #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
        #expect(UUID(-1) != UUID(1))
    }

    @Test func constantAlwaysReturnsItsUUID() throws {
        let id = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
        let uuid = UUIDGenerator.constant(id)
        #expect([uuid(), uuid(), uuid()] == [id, id, id])
    }

    @Test func aClosureGeneratorCallsItsClosureEachTime() {
        let calls = CallCount()
        let uuid = UUIDGenerator { UUID(calls.next() * 100) }
        #expect([uuid(), uuid()] == [UUID(100), UUID(200)])
    }

    @Test func theLiveValueMakesRandomUUIDsAndNeverReports() {
        let uuid = Dependencies.live.uuid
        let made = Set((0..<100).map { _ in uuid() })
        #expect(made.count == 100)
        #expect(!made.contains(UUID(0)))
        #expect(UUIDGenerator.live() != UUIDGenerator.live())
    }

    @Test func theTestValueFailsTheRunningTestNamingItAndReturnsTheZeroUUID() {
        let uuid = Dependencies.test.uuid
        withKnownIssue {
            #expect(uuid() == UUID(0))
        } matching: { reportsUnimplemented("Dependencies.uuid")($0) }
    }

    @Test func anOverrideInWithTestDependenciesReplacesTheTestValue() {
        let made = withTestDependencies {
            $0.uuid = .incrementing()
        } operation: {
            let uuid = Dependencies.current.uuid
            return [uuid(), uuid()]
        }
        #expect(made == [UUID(0), UUID(1)])
        #expect(Dependencies.current.context == .live, "the scope ended")
    }

    @Test(.dependencies { $0.uuid = .constant(UUID(42)) })
    func theDependenciesTraitOverridesItForTheWholeTest() {
        #expect(Dependencies.current.uuid() == UUID(42))
        #expect(Dependencies.current.isOverridden(UUIDGenerator.self))
    }
}
