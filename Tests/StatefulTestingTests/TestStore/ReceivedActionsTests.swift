import Stateful
import StatefulTesting
import Testing

/// The message of a failing step.
private func failure(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// `actions: .received`: a Command's own change (what its work dispatched
/// before it first suspended) is asserted by `send`; every later Action is
/// received one by one, in the order dispatched and interleaved with the
/// Effects, each with the State right after it.
@MainActor
@Suite struct ReceivedActionsTests {
    let clock = TestClock()

    func makeRecordMeeting(_ speech: SpeechClient, exhaustivity: Exhaustivity = .on) -> TestStore<RecordMeetingStore> {
        TestStore(
            RecordMeetingStore(clock: clock, speech: speech), clock: clock, exhaustivity: exhaustivity,
            actions: .received)
    }

    func makeCounter(exhaustivity: Exhaustivity = .on) -> TestStore<CounterStore> {
        TestStore(CounterStore(clock: clock), clock: clock, exhaustivity: exhaustivity, actions: .received)
    }

    @Test func theSpeechResultsAreReceivedInOrderThenTheFailure() async {
        let store = makeRecordMeeting(.finished(
            ["I completed", "I completed the project"], failure: SpeechRecognizerFailure()))
        let task = await store.send(.task)
        await store.receive(action: .speechResult("I completed")) { $0.transcript = "I completed" }
        await store.receive(action: .speechResult("I completed the project")) {
            $0.transcript = "I completed the project"
        }
        await store.receive(.speechRecognizerFailed)
        await store.advance(by: .seconds(1))
        await store.receive(action: .timerTicked) { $0.secondsElapsed = 1 }
        await task.cancel()
        await store.finish()
    }

    @Test func aResultTheTestYieldsIsReceivedRightAfter() async {
        let (speech, recognizer) = SpeechClient.held()
        let store = makeRecordMeeting(speech)
        let task = await store.send(.task)
        recognizer.yield("Hello")
        await store.receive(action: .speechResult("Hello")) { $0.transcript = "Hello" }
        recognizer.yield("Hello world")
        await store.advance(by: .seconds(1))
        await store.receive(action: .speechResult("Hello world")) { $0.transcript = "Hello world" }
        await store.receive(action: .timerTicked) { $0.secondsElapsed = 1 }
        await task.cancel()
        await store.finish()
    }

    @Test func receivingAnotherActionFirstFailsWithADiff() async {
        let store = makeRecordMeeting(.finished(["I completed", "I completed the project"]))
        let task = await store.send(.task)
        await withKnownIssue {
            await store.receive(action: .speechResult("I completed the project")) {
                $0.transcript = "I completed the project"
            }
        } matching: { issue in
            failure(issue) == """
                receive(action: .speechResult("I completed the project")): received a different Action first: \
                (- expected, + received)

                  .speechResult(
                -   "I completed the project"
                +   "I completed"
                  )
                """
        }
        await store.receive(action: .speechResult("I completed the project")) {
            $0.transcript = "I completed the project"
        }
        await task.cancel()
        await store.finish()
    }

    @Test func receivingAnEffectWhileAnActionComesFirstFails() async {
        let store = makeRecordMeeting(.finished(["I completed the project"], failure: SpeechRecognizerFailure()))
        let task = await store.send(.task)
        await withKnownIssue {
            await store.receive(.speechRecognizerFailed)
        } matching: { issue in
            failure(issue) == """
                receive(.speechRecognizerFailed): received an Action first:
                  action .speechResult("I completed the project")
                """
        }
        await store.receive(.speechRecognizerFailed)
        await task.cancel()
        await store.finish()
    }

    @Test func receivingAnActionWhileAnEffectComesFirstFails() async {
        let store = makeCounter()
        await store.send(.setPinAfterYield("4321"))
        await store.receive(action: "the PIN") { if case .pin = $0 { true } else { false } } assert: {
            $0.pin = "4321"
        }
        await store.receive(.said("pin set"))
        await store.send(.incrementLater(.seconds(1)))
        await store.advance(by: .seconds(1))
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } }
        } matching: { issue in
            failure(issue) == """
                receive(action: add): received an Effect first:
                  effect .said("waiting")
                """
        }
        await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
            $0.count = 1
        }
        await store.receive(.said("done"))
        await store.finish()
    }

    @Test func unreceivedActionsFailAtFinish() async {
        let store = makeRecordMeeting(.finished(["I completed the project"], failure: SpeechRecognizerFailure()))
        let task = await store.send(.task)
        await task.cancel()
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            failure(issue) == """
                1 action(s) and 1 effect(s) dispatched but never received:
                  action .speechResult("I completed the project")
                  effect .speechRecognizerFailed
                """
        }
    }

    @Test func sendingWithUnreceivedActionsFails() async {
        let store = makeCounter()
        await store.send(.incrementAfterYield)
        await withKnownIssue {
            await store.send(.incrementAfterYield)
        } matching: { issue in
            failure(issue) == """
                send(.incrementAfterYield): must receive every Action and Effect before sending a Command; unreceived:
                  action .add(1)
                """
        }
        await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
            $0.count = 2
        }
        await store.finish()
    }

    @Test func aSendStepAssertsWhatTheCommandDidBeforeItFirstSuspended() async {
        let store = makeCounter()
        await store.send(.increment) { $0.count = 1 }
        #expect(store.unreceivedActions.isEmpty, "the Command's own Action is the send step's")
        await store.send(.setPin("4321")) { $0.pin = "4321" }
        // Its Effect stays to be received, with the State the send step left.
        await store.receive(.said("pin set"))
        await store.finish()
    }

    @Test func actionsAfterTheFirstSuspensionAreReceivedOneByOne() async {
        let store = makeCounter()
        await store.send(.noteThenIncrementLater("soon", .seconds(1))) { $0.note = "soon" }
        await store.advance(by: .seconds(1))
        await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
            $0.count = 1
        }
        await store.finish()
    }

    @Test func perStepASendClosureDescribesTheFirstPartAndWhatFollowsWithoutTheTest() async {
        let store = TestStore(CounterStore(clock: clock), clock: clock)
        // The yield is not something the test must do: the step settles past it.
        await store.send(.incrementAfterYield) { $0.count = 1 }
        await store.send(.noteThenIncrementLater("soon", .seconds(1))) { $0.note = "soon" }
        await store.advance(by: .seconds(1)) { $0.count = 2 }
        #expect(store.unreceivedActions.isEmpty, "per step, Actions are not queued")
        await store.finish()
    }

    @Test func aSendStepThatLeavesOutTheCommandsOwnChangeFails() async {
        let store = makeCounter()
        await withKnownIssue {
            await store.send(.increment)
        } matching: { issue in
            failure(issue).hasPrefix("send(.increment): State changed, but no change was asserted")
        }
        await store.finish()
    }

    @Test func anActionThatWasNeverDispatchedFails() async {
        let store = makeCounter()
        await store.send(.incrementLater(.seconds(1)))
        await store.receive(.said("waiting"))
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } }
        } matching: { issue in
            failure(issue) == "receive(action: add): the Action was never dispatched "
                + "(1 command(s) are waiting on the clock: advance it first)."
        }
        await store.advance(by: .seconds(1))
        await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
            $0.count = 1
        }
        await store.receive(.said("done"))
        await store.finish()
    }

    @Test func withExhaustivityOffAnActionNeverDispatchedListsWhatWas() async {
        let store = makeCounter(exhaustivity: .off)
        await store.send(.announce("hi"))
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } }
        } matching: { issue in
            failure(issue) == """
                receive(action: add): the Action was never dispatched; unreceived:
                  effect .said("hi")
                  effect .said("hi!").
                """
        }
        await store.finish()
    }

    @Test func secretsAreMaskedInActionMessages() async {
        let store = makeCounter()
        await store.send(.setPinAfterYield("4321"))
        await withKnownIssue {
            await store.receive(.said("pin set"))
        } matching: { issue in
            let text = failure(issue)
            return !text.contains("4321") && text == """
                receive(.said("pin set")): received an Action first:
                  action .pin("********")
                """
        }
        await store.receive(.said("pin set"))
        await store.finish()
    }

    @Test func withExhaustivityOffReceiveSkipsEarlierEntries() async {
        let store = makeCounter(exhaustivity: .off)
        await store.send(.increment)
        await store.send(.setPin("1"))
        await store.receive(.said("pin set"))
        await store.send(.incrementLater(.seconds(1)))
        await store.advance(by: .seconds(1))
        await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
            $0.count = 2
        }
        await store.finish()
    }

    @Test func withExhaustivityOffAWrongStateStillFails() async {
        let store = makeCounter(exhaustivity: .off)
        await store.send(.incrementAfterYield)
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: {
                $0.count = 5
            }
        } matching: { issue in
            failure(issue).hasPrefix("receive(action: add): State differs from the expected State")
        }
        await store.finish()
    }

    @Test func perStepReceiveChecksEachActionOfTheLastStepsWork() async {
        let store = TestStore(CounterStore(clock: clock), clock: clock)
        await store.send(.noteThenIncrementLater("hi", .seconds(1))) { $0.note = "hi" }
        await store.advance(by: .seconds(1)) { $0.count = 1 }
        await store.receive(action: "note") { if case .note("hi") = $0 { true } else { false } } assert: {
            $0.note = "hi"
        }
        await store.receive(action: "add") { if case .add(1) = $0 { true } else { false } } assert: {
            $0.count = 1
        }
        #expect(store.unreceivedActions.isEmpty, "per step, Actions are not queued for exhaustivity")
        await store.finish()
    }

    @Test func perStepReceiveFailsOnAWrongChangeAnOrderOrAnAbsence() async {
        let store = TestStore(CounterStore(clock: clock), clock: clock)
        await store.send(.noteThenIncrementLater("hi", .seconds(1))) { $0.note = "hi" }
        await store.advance(by: .seconds(1)) { $0.count = 1 }
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: { $0.count = 1 }
        } matching: { issue in
            failure(issue).hasPrefix("receive(action: add): received a different Action first")
        }
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } } assert: { $0.count = 2 }
        } matching: { issue in
            failure(issue).hasPrefix("receive(action: add): State differs from the expected State")
        }
        await withKnownIssue {
            await store.receive(action: "pin") { if case .pin = $0 { true } else { false } }
        } matching: { issue in
            failure(issue) == "receive(action: pin): the Action was never dispatched by the last step's work."
        }
        await store.finish()
    }

    @Test func perStepActionsOfAnEarlierStepCannotBeReceived() async {
        let store = TestStore(CounterStore(clock: clock), clock: clock)
        await store.send(.increment) { $0.count = 1 }
        await store.send(.announce("x"))
        await store.receive(.said("x"))
        await store.receive(.said("x!"))
        await withKnownIssue {
            await store.receive(action: "add") { if case .add = $0 { true } else { false } }
        } matching: { issue in
            failure(issue).hasPrefix("receive(action: add): the Action was never dispatched by the last step's work")
        }
        await store.finish()
    }

    @Test func aStoreReleasedWithUnreceivedActionsReportsThem() async {
        await withKnownIssue {
            var store: TestStore<CounterStore>? = makeCounter()
            await store?.send(.incrementAfterYield)
            #expect(store?.unreceivedActions.count == 1)
            store = nil
        } matching: { issue in
            failure(issue) == """
                TestStore was released with 1 unreceived action(s):
                  action .add(1)
                Receive them, then call `await store.finish()` at the end of the test.
                """
        }
    }
}
