import Stateful
import Testing

struct ClockTimerTests {
    @Test func ticksComeAsTheTestClockPassesThem() async {
        let clock = TestClock()
        let ticks = Task {
            var seen: [Int] = []
            for await tick in clock.timer(interval: .seconds(1)) {
                seen.append(tick)
                if tick == 3 { break }
            }
            return seen
        }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(2_500))   // ticks 1 and 2 are due
        await clock.waitForSleepers(1)
        #expect(clock.now.offset == .milliseconds(2_500))
        clock.advance(by: .milliseconds(500))     // tick 3
        #expect(await ticks.value == [1, 2, 3])
    }

    @Test func cancellingTheTaskEndsTheTimer() async {
        let clock = TestClock()
        let ticks = Task {
            var count = 0
            for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
            return count
        }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)
        ticks.cancel()
        #expect(await ticks.value == 1)
    }

    @Test func anImmediateClockTicksAtOnceOnTheIntervals() async {
        let clock = ImmediateClock()
        var ticks: [Int] = []
        for await tick in clock.timer(interval: .seconds(5)) {
            ticks.append(tick)
            if tick == 4 { break }
        }
        #expect(ticks == [1, 2, 3, 4])
        #expect(clock.now.offset == .seconds(20))
    }

    @Test func theDependencyClockHasATimer() async {
        let clock = ImmediateClock()
        let first = await withDependencies { $0.clock = clock } operation: {
            var iterator = Dependencies.current.clock.timer(interval: .zero).makeAsyncIterator()
            return await iterator.next()
        }
        #expect(first == 1)
        #expect(clock.now.offset == .nanoseconds(1))
    }
}
