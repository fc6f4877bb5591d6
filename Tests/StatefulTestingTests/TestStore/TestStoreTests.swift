import Stateful
import StatefulTesting
import Testing

/// The messages of failing test-store steps; each must be exactly the one shown.
private func failure(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

@MainActor
@Suite struct TestStoreTests {
    @Test func aPassingExhaustiveFlowRecordsNoIssue() async {
        let (store, _) = makeCounterStore()
        await store.send(.increment) { $0.count = 1 }
        await store.send(.announce("hi"))
        await store.receive(.said("hi"))
        await store.receive(.said("hi!"))
        await store.send(.fail)
        await store.receive(.failed("CounterFailure"))
        await store.finish()
        #expect(store.state.count == 1)
    }

    @Test func anUnassertedStateChangeFailsWithADiff() async {
        let (store, _) = makeCounterStore()
        await withKnownIssue {
            await store.send(.increment)
        } matching: { issue in
            failure(issue) == """
                send(.increment): State changed, but no change was asserted: (- expected, + actual)

                  Counter(
                -   count: 0
                +   count: 1
                    ... (2 unchanged)
                  )
                """
        }
        await store.finish()
    }

    @Test func aWrongExpectedStateFailsWithADiff() async {
        let (store, _) = makeCounterStore()
        await withKnownIssue {
            await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            failure(issue) == """
                send(.increment): State differs from the expected State: (- expected, + actual)

                  Counter(
                -   count: 2
                +   count: 1
                    ... (2 unchanged)
                  )
                """
        }
        await store.finish()
    }

    @Test func receivingADifferentEffectFailsWithADiff() async {
        let (store, _) = makeCounterStore()
        await store.send(.announce("hi"))
        await withKnownIssue {
            await store.receive(.said("bye"))
        } matching: { issue in
            failure(issue) == """
                receive(.said("bye")): received a different Effect first: (- expected, + received)

                  .said(
                -   "bye"
                +   "hi"
                  )
                """
        }
        await store.receive(.said("hi!"))
        await store.finish()
    }

    @Test func receivingAnEffectThatWasNeverEmittedFails() async {
        let (store, _) = makeCounterStore()
        await withKnownIssue {
            await store.receive(.said("hi"))
        } matching: { issue in
            failure(issue) == #"receive(.said("hi")): the Effect was never emitted."#
        }
        await store.finish()
    }

    @Test func receivingWhileWorkWaitsOnTheClockSaysToAdvanceIt() async {
        let (store, _) = makeCounterStore()
        await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        await withKnownIssue {
            await store.receive(.said("done"))
        } matching: { issue in
            failure(issue) == #"receive(.said("done")): the Effect was never emitted (1 command(s) are waiting on the clock: advance it first)."#
        }
        await store.advance(by: .seconds(1)) { $0.count = 1 }
        await store.receive(.said("done"))
        await store.finish()
    }

    @Test func sendingWithUnreceivedEffectsFails() async {
        let (store, _) = makeCounterStore()
        await store.send(.announce("hi"))
        await withKnownIssue {
            await store.send(.increment) { $0.count = 1 }
        } matching: { issue in
            failure(issue) == """
                send(.increment): must receive every Effect before sending a Command; unreceived:
                  effect .said("hi")
                  effect .said("hi!")
                """
        }
        await store.finish()
    }

    @Test func finishFailsForUnreceivedEffects() async {
        let (store, _) = makeCounterStore()
        await store.send(.announce("hi"))
        await store.receive(.said("hi"))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            failure(issue) == """
                1 effect(s) emitted but never received:
                  effect .said("hi!")
                """
        }
    }

    @Test func finishFailsForWorkStillRunningAndCancelsIt() async {
        let (store, clock) = makeCounterStore()
        let task = await store.send(.incrementLater(.seconds(5)))
        await store.receive(.said("waiting"))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            failure(issue) == """
                1 command(s) still running at the end of the test, waiting on the clock:
                  #1 .incrementLater(Duration(5.0 seconds))
                Advance the TestClock, dismiss the screen whose work runs until it goes away, cancel the work, or use exhaustivity .off.
                """
        }
        #expect(!task.isRunning)
        #expect(clock.sleeperCount == 0)
        #expect(store.unreceivedEffects.isEmpty)
    }

    @Test func effectsCausedByCancellingLeftoverWorkAreNotReported() async {
        let clock = TestClock()
        let server = CancellationEffectStore(clock: clock)
        let store = TestStore(server, clock: clock)
        await store.send(.incrementLater(.seconds(5)))
        await store.receive(.said("waiting"))
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            failure(issue).hasPrefix("1 command(s) still running at the end of the test")
        }
        #expect(store.unreceivedEffects.isEmpty)
    }

    @Test func finishingATaskThatWaitsOnTheClockFails() async {
        let (store, _) = makeCounterStore()
        let task = await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        await withKnownIssue {
            await task.finish()
        } matching: { issue in
            failure(issue).hasPrefix("send(.incrementLater(Duration(1.0 seconds))) is still running")
        }
        await task.cancel()
        await store.finish()
    }

    @Test func aStateChangeBetweenStepsMustBeAsserted() async {
        let (store, clock) = makeCounterStore()
        await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        clock.advance(by: .seconds(1))
        await withKnownIssue {
            await store.receive(.said("done"))
        } matching: { issue in
            failure(issue).hasPrefix("receive(.said(\"done\")): State changed, but no change was asserted")
        }
        await store.finish()
    }

    @Test func advanceStepsThroughEveryDeadlineWithinTheDuration() async {
        let (store, clock) = makeCounterStore()
        await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        await store.advance(by: .seconds(3)) { $0.count = 1 }
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
        await store.receive(.said("done"))
        await store.finish()
    }

    @Test func advanceWithoutAClockFails() async {
        let store = TestStore(CounterStore(clock: TestClock()))
        await withKnownIssue {
            await store.advance(by: .seconds(1))
        } matching: { issue in
            failure(issue) == "advance(by: 1.0 seconds) needs a TestClock: create the TestStore with `clock:`, "
                + "or write advance() to let the work settle without moving time."
        }
        await store.finish()
    }

    @Test func anAssertClosureMayThrowAndThenFailsItsStep() async {
        struct NotThere: Error {}
        let (store, _) = makeCounterStore()
        await withKnownIssue {
            await store.send(.increment) { _ in throw NotThere() }
        } matching: { issue in
            failure(issue) == "send(.increment): the assert closure threw NotThere()"
        }
        // What the step did is the State the next step starts from.
        await store.send(.increment) { $0.count = 2 }
        await store.finish()
    }

    @Test func advanceByNothingSettlesWithoutAClock() async {
        let store = TestStore(CounterStore(clock: TestClock()))
        await store.advance()
        await store.advance(by: .zero)
        await store.finish()
    }

    @Test func cancellingATaskEndsItsWork() async {
        let (store, _) = makeCounterStore()
        let task = await store.send(.incrementLater(.seconds(1)))
        #expect(task.isRunning)
        await store.receive(.said("waiting"))
        await task.cancel()
        #expect(!task.isRunning)
        await store.finish()
    }

    @Test func secretsAreMaskedInFailureMessages() async {
        let (store, _) = makeCounterStore()
        await withKnownIssue {
            await store.send(.setPin("4321")) { $0.note = "x" }
            await store.finish()
        } matching: { issue in
            let text = failure(issue)
            return !text.contains("4321") && (text == """
                send(.setPin("********")): State differs from the expected State: (- expected, + actual)

                  Counter(
                    ... (1 unchanged)
                -   note: "x"
                +   note: ""
                -   pin: ""
                +   pin: "********"
                  )
                """ || text == """
                1 effect(s) emitted but never received:
                  effect .said("pin set")
                """)
        }
    }

    @Test func nonExhaustiveModeChecksOnlyWhatIsAsserted() async {
        let (store, _) = makeCounterStore(exhaustivity: .off)
        await store.send(.increment)
        await store.send(.increment) { $0.count = 2 }
        await store.send(.announce("a"))
        await store.send(.announce("b"))
        await store.receive(.said("b!"))
        await store.send(.incrementLater(.seconds(9)))
        await store.finish()
    }

    @Test func nonExhaustiveModeStillFailsAWrongAssertion() async {
        let (store, _) = makeCounterStore(exhaustivity: .off)
        await store.send(.announce("a"))
        await withKnownIssue {
            await store.send(.increment) { $0.count = 5 }
            await store.receive(.said("zzz"))
        } matching: { issue in
            let text = failure(issue)
            return text.hasPrefix("send(.increment): State differs from the expected State")
                || text == #"receive(.said("zzz")): the Effect was never emitted."#
        }
        await store.finish()
    }

    @Test func receiveWithAPredicateForEffectsThatAreNotEquatable() async {
        let (store, _) = makeCounterStore()
        await store.send(.fail)
        await store.receive("a failure") { if case .failed = $0 { true } else { false } }
        await store.finish()
    }

    @Test func aStoreReleasedWithoutFinishReportsWhatWasLeft() async {
        await withKnownIssue {
            var store: TestStore<CounterStore>? = makeCounterStore().0
            await store?.send(.announce("x"))
            store = nil
        } matching: { issue in
            failure(issue) == """
                TestStore was released with 2 unreceived effect(s):
                  effect .said("x")
                  effect .said("x!")
                Receive them, then call `await store.finish()` at the end of the test.
                """
        }
    }

    @Test func workStillRunningAtReleaseIsReportedAtTheSendThatStartedIt() async {
        let sendLine = #line + 4
        await withKnownIssue {
            let (testStore, _) = makeCounterStore()
            var store: TestStore<CounterStore>? = testStore
            await store?.send(.incrementLater(.seconds(5)))
            await store?.receive(.said("waiting"))
            store = nil
        } matching: { issue in
            failure(issue).hasPrefix("The work of .incrementLater(Duration(5.0 seconds)) (#1) was still running when the TestStore was released.")
                && issue.sourceLocation?.line == sendLine
        }
    }

    @Test func aFinishedStoreReleasesQuietly() async {
        var store: TestStore<CounterStore>? = makeCounterStore().0
        await store?.send(.increment) { $0.count = 1 }
        await store?.finish()
        store = nil
        #expect(store == nil)
    }
}
