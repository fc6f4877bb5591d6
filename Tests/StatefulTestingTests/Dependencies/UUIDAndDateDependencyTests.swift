import Foundation
import Stateful
import StatefulTesting
import Testing

/// Whether `issue` says that `endpoint` was called without an override.
private func reportsUnimplemented(_ endpoint: String) -> @Sendable (Issue) -> Bool {
    { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented dependency endpoint '\(endpoint)' was called.") }
    }
}

/// A list of entries, each with a new id and the date it was added: the
/// feature a test of the built-in `uuid` and `date` dependencies drives.
private struct Journal: ScreenLogic {
    struct Entry: Equatable, Sendable {
        var id: UUID
        var added: Date
        var text: String
    }

    struct State: Equatable, Sendable { var entries: [Entry] = [] }
    enum Command: Sendable { case add(String) }
    enum Action: ViewAction, Equatable {
        case added(Entry)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .added(let entry): State(entries: state.entries + [entry])
            }
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .add(let text):
            let dependencies = Dependencies.current
            context.dispatchAction(.added(Entry(id: dependencies.uuid(), added: dependencies.date.now, text: text)))
        }
    }
}

@Suite struct UUIDAndDateDependencyTests {
    @Test func incrementingUUIDsCountFromZeroInTheLastBytes() {
        let uuid = UUIDGenerator.incrementing
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(uuid() == UUIDGenerator.uuid(2))
        #expect(UUIDGenerator.uuid(0x0102_0304_0506_0708).uuidString == "00000000-0000-0000-0102-030405060708")
        #expect(UUIDGenerator.uuid(-5) == UUIDGenerator.uuid(0), "a negative number counts as 0")
    }

    @Test func eachIncrementingGeneratorHasItsOwnCount() {
        let first = UUIDGenerator.incrementing
        _ = first()
        _ = first()
        #expect(UUIDGenerator.incrementing() == UUIDGenerator.uuid(0))
        #expect(UUIDGenerator.incrementing(from: 1_000)() == UUIDGenerator.uuid(1_000))
        #expect(first() == UUIDGenerator.uuid(2))
    }

    @Test func liveUUIDsDiffer() {
        let uuid = Dependencies.live.uuid
        #expect(uuid() != uuid())
    }

    @Test func constantGeneratorsRepeatTheirValue() throws {
        let fixed = try #require(UUID(uuidString: "F1E2D3C4-B5A6-4789-8ABC-DEF012345678"))
        let uuid = UUIDGenerator.constant(fixed)
        #expect([uuid(), uuid()] == [fixed, fixed])
        let date = DateGenerator.constant(Date(timeIntervalSince1970: 1_234_567_890))
        #expect([date.now, date()] == [Date(timeIntervalSince1970: 1_234_567_890), Date(timeIntervalSince1970: 1_234_567_890)])
    }

    @Test func anAdvancingDateStartsAtItsStartAndStepsOnEachReading() {
        let date = DateGenerator.advancing(from: Date(timeIntervalSince1970: 100), by: .milliseconds(1_500))
        #expect([date.now, date.now, date()].map(\.timeIntervalSince1970) == [100, 101.5, 103])
    }

    @Test func theLiveDateIsTheSystemsDate() {
        let before = Date()
        let now = Dependencies.live.date.now
        #expect(now >= before && now <= Date())
    }

    @Test func aTestThatMakesAUUIDWithoutOverridingItFailsNamingTheDependency() {
        let uuid = Dependencies.test.uuid
        withKnownIssue {
            #expect(uuid() == UUIDGenerator.uuid(0), "the placeholder")
        } matching: { reportsUnimplemented("Dependencies.uuid")($0) }
    }

    @Test func aTestThatReadsTheDateWithoutOverridingItFailsNamingTheDependency() {
        let date = Dependencies.test.date
        withKnownIssue {
            #expect(date.now == Date(timeIntervalSince1970: 0), "the placeholder")
        } matching: { reportsUnimplemented("Dependencies.date")($0) }
    }

    @MainActor
    @Test func aStoreMadeWithOverridesGetsNumberedIdsAndFixedDates() async {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let store = withTestDependencies {
            $0.uuid = .incrementing
            $0.date = .constant(day)
        } operation: {
            TestStore(ScreenStore(Journal(), initialState: .init(), errorEffect: { .failed("\($0)") }))
        }
        await store.send(.add("first")) {
            $0.entries = [Journal.Entry(id: UUIDGenerator.uuid(0), added: day, text: "first")]
        }
        await store.send(.add("second")) {
            $0.entries.append(Journal.Entry(id: UUIDGenerator.uuid(1), added: day, text: "second"))
        }
        await store.finish()
    }

    @MainActor
    @Test(.dependencies {
        $0.uuid = .incrementing(from: 7)
        $0.date = .advancing(from: Date(timeIntervalSince1970: 0), by: .seconds(60))
    })
    func theDependenciesTraitSetsThemForTheWholeTest() async {
        let store = TestStore(ScreenStore(Journal(), initialState: .init(), errorEffect: { .failed("\($0)") }))
        await store.send(.add("a")) {
            $0.entries = [Journal.Entry(id: UUIDGenerator.uuid(7), added: Date(timeIntervalSince1970: 0), text: "a")]
        }
        await store.send(.add("b")) {
            $0.entries.append(Journal.Entry(id: UUIDGenerator.uuid(8), added: Date(timeIntervalSince1970: 60), text: "b"))
        }
        await store.finish()
    }
}
