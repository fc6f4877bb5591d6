import Stateful
import Testing

struct ImmediateClockTests {
    @Test func aSleepReturnsAtOnceAndMovesTheClock() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(300))
        try await clock.sleep(for: .milliseconds(250))
        #expect(clock.now == TestClock.Instant(offset: .seconds(300) + .milliseconds(250)))
    }

    @Test func aDeadlineInThePastLeavesTheTimeAlone() async throws {
        let clock = ImmediateClock(now: TestClock.Instant(offset: .seconds(10)))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(3)), tolerance: nil)
        #expect(clock.now == TestClock.Instant(offset: .seconds(10)))
    }

    @Test func aCancelledTaskThrowsInsteadOfSleeping() async {
        let clock = ImmediateClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.now == TestClock.Instant())
    }

    @Test func aDependencyClockOfItsOwnKind() async throws {
        let clock = ImmediateClock()
        try await withDependencies { $0.clock = clock } operation: {
            try await Dependencies.current.clock.sleep(for: .seconds(2))
        }
        #expect(clock.now.offset == .seconds(2))
    }
}
