import Stateful
import Testing

@Suite struct TestClockTests {
    @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
        let clock = TestClock()
        #expect(clock.now == TestClock.Instant())
        clock.advance(by: .seconds(2))
        #expect(clock.now.offset == .seconds(2))
        clock.advance(to: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(2), "never goes back")
    }

    @Test func aSleepWaitsUntilItsDeadlineIsReached() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
    }

    @Test func aSleepWhoseDeadlinePassedReturnsAtOnce() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleepThrowsCancellationError() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSleepInACancelledTaskThrowsWithoutWaiting() async {
        let clock = TestClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitForSleepersReturnsOnceEnoughSleepsWait() async throws {
        let clock = TestClock()
        await clock.waitForSleepers(0)
        let first = Task { try await clock.sleep(for: .seconds(2)) }
        let second = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(2)
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        try await second.value
        clock.advance(by: .seconds(1))
        try await first.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func instantsMeasureDurations() {
        let start = TestClock.Instant(offset: .seconds(1))
        #expect(start.advanced(by: .seconds(2)).offset == .seconds(3))
        #expect(start.duration(to: TestClock.Instant(offset: .seconds(4))) == .seconds(3))
        #expect(start < start.advanced(by: .nanoseconds(1)))
    }
}

/// A sleep until now, and `advance()`, as TCA's tests use them.
@Suite struct TestClockSleepUntilNowTests {
    @Test func aSleepUntilNowReturnsAtOnce() async throws {
        let clock = TestClock()
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test func advanceWithoutADurationWakesWhatIsDueAndMovesNothing() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        clock.advance()
        #expect(clock.now == TestClock.Instant())
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.sleeperCount == 0)
    }
}
