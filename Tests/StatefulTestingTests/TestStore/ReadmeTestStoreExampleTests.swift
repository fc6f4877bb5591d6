import Stateful
import StatefulTesting
import Testing

/// The examples of "When a step returns" and "Receiving Actions one by one"
/// in the DocC article "The test store", verbatim, so the documentation
/// shows only code that works.
@Suite struct ReadmeTestStoreExampleTests {
    @MainActor
    @Test func theTranscriptIsAppliedBeforeSendReturns() async {
        let clock = TestClock()
        let speech = SpeechClient.finished(["I completed", "I completed the project"])
        let store = TestStore(RecordMeetingStore(clock: clock, speech: speech), clock: clock)
        let task = await store.send(.task) { $0.transcript = "I completed the project" }
        #expect(clock.sleeperCount == 1)            // the timer waits on the clock
        await store.advance(by: .seconds(2)) { $0.secondsElapsed = 2 }
        await task.cancel()
        await store.finish()
    }

    @MainActor
    @Test func theResultsThenTheFailure() async {
        let clock = TestClock()
        let speech = SpeechClient.finished(["I completed", "I completed the project"], failure: SpeechRecognizerFailure())
        let store = TestStore(RecordMeetingStore(clock: clock, speech: speech), clock: clock, actions: .received)
        let task = await store.send(.task)
        await store.receive(action: .speechResult("I completed")) { $0.transcript = "I completed" }
        await store.receive(action: .speechResult("I completed the project")) {
            $0.transcript = "I completed the project"
        }
        await store.receive(.speechRecognizerFailed)
        await task.cancel()
        await store.finish()
    }

    /// The bullet's matcher for Actions that are not `Equatable`.
    @MainActor
    @Test func aMatcherForActions() async {
        let clock = TestClock()
        let speech = SpeechClient.finished(["I completed the project"])
        let store = TestStore(RecordMeetingStore(clock: clock, speech: speech), clock: clock, actions: .received)
        let task = await store.send(.task)
        await store.receive(action: "a speech result") { if case .speechResult = $0 { true } else { false } } assert: {
            $0.transcript = "I completed the project"
        }
        await task.cancel()
        await store.finish()
    }
}
