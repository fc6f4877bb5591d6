import Stateful
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The record screen alone, in a `ScreenStore`, through an exhaustive test
/// store whose clock the test moves. `SyncUp.short` lasts six seconds: each
/// of its three attendees speaks for two. The sync-up is a shared value of
/// the test's own: a saved meeting is added to it by the screen's Action.
@MainActor
@Suite struct RecordMeetingTests {
    let clock = TestClock()

    func makeStore(_ speech: SpeechClient, state: RecordMeeting.State = RecordMeeting.State(syncUp: Shared(value: .short)))
        -> TestStore<ScreenStore<RecordMeeting>>
    {
        TestStore(makeScreenStore(RecordMeeting(), state, clock: clock, speech: speech) { .failed("\($0)") }, clock: clock)
    }

    var savedMeeting: Meeting {
        Meeting(id: newID(0), date: fixedNow, transcript: "")
    }

    @Test func theTimerRunsToTheEndAndSavesTheMeeting() async {
        let store = makeStore(.fake(.denied))
        let meeting = await store.send(.task)
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 1 }
        await store.advance(by: .seconds(1)) {
            $0.secondsElapsed = 2
            $0.speakerIndex = 1
        }
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 3 }
        await store.advance(by: .seconds(1)) {
            $0.secondsElapsed = 4
            $0.speakerIndex = 2
        }
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 5 }
        await store.advance(by: .seconds(1)) {
            $0.secondsElapsed = 6
            $0.$syncUp.withLock { $0.meetings.insert(savedMeeting, at: 0) }
        }
        await store.receive(.dismiss)
        await meeting.finish()
        await store.finish()
    }

    @Test func nextPassesToTheNextSpeakerAndAsksToEndOnTheLast() async {
        let store = makeStore(.fake(.denied))
        let meeting = await store.send(.task)
        await store.send(.nextTapped) {
            $0.speakerIndex = 1
            $0.secondsElapsed = 2
        }
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 3 }
        await store.send(.nextTapped) {
            $0.speakerIndex = 2
            $0.secondsElapsed = 4
        }
        await store.send(.nextTapped) { $0.alert = .endMeeting(isDiscardable: false) }
        await store.advance(by: .seconds(5))
        await store.send(.confirmSave) {
            $0.alert = nil
            $0.$syncUp.withLock { $0.meetings.insert(savedMeeting, at: 0) }
        }
        await store.receive(.dismiss)
        // Alone, nothing pops the screen: the meeting's work ends when its task is cancelled.
        await meeting.cancel()
        await store.finish()
    }

    @Test func endingTheMeetingEarlyAndSaving() async {
        let store = makeStore(.fake(.denied))
        let meeting = await store.send(.task)
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 1 }
        await store.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        await store.advance(by: .seconds(3))
        await store.send(.confirmSave) {
            $0.alert = nil
            $0.$syncUp.withLock { $0.meetings.insert(savedMeeting, at: 0) }
        }
        await store.receive(.dismiss)
        await meeting.cancel()
        await store.finish()
    }

    @Test func endingTheMeetingEarlyAndDiscarding() async {
        let store = makeStore(.fake(.denied))
        let meeting = await store.send(.task)
        await store.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        await store.send(.confirmDiscard) { $0.alert = nil }
        await store.receive(.dismiss)
        await meeting.cancel()
        await store.finish()
    }

    @Test func endingTheMeetingEarlyAndResuming() async {
        let store = makeStore(.fake(.denied))
        let meeting = await store.send(.task)
        await store.send(.endMeetingTapped) { $0.alert = .endMeeting(isDiscardable: true) }
        #expect(store.state.isPaused)
        await store.advance(by: .seconds(2))
        await store.send(.resume) { $0.alert = nil }
        #expect(!store.state.isPaused)
        await store.advance(by: .seconds(1)) { $0.secondsElapsed = 1 }
        await meeting.cancel()
        await store.finish()
    }

    @Test func theMeetingIsTranscribed() async {
        let (speech, recognizer) = SpeechClient.controlled()
        let store = makeStore(speech)
        let meeting = await store.send(.task)
        recognizer.hear("I completed the project")
        await store.advance(by: .seconds(1)) {
            $0.transcript = "I completed the project"
            $0.secondsElapsed = 1
        }
        await store.advance(by: .seconds(5)) {
            $0.secondsElapsed = 6
            $0.speakerIndex = 2
            $0.$syncUp.withLock {
                $0.meetings.insert(Meeting(id: newID(0), date: fixedNow, transcript: "I completed the project"), at: 0)
            }
        }
        await store.receive(.dismiss)
        await meeting.finish()
        await store.finish()
        #expect(recognizer.starts == 1)
        // The meeting is over: the recognizer was stopped.
        #expect(recognizer.terminations == 1)
    }

    @Test func askingForSpeechRecognitionWhenNeverAsked() async {
        let store = makeStore(SpeechClient(
            authorizationStatus: { .notDetermined },
            requestAuthorization: { .authorized },
            startTask: { AsyncThrowingStream { $0.finish() } }))
        let meeting = await store.send(.task)
        await store.advance(by: .seconds(6)) {
            $0.secondsElapsed = 6
            $0.speakerIndex = 2
            $0.$syncUp.withLock { $0.meetings.insert(savedMeeting, at: 0) }
        }
        await store.receive(.dismiss)
        await meeting.finish()
        await store.finish()
    }

    @Test func whenTheRecognizerFailsTheMeetingContinues() async {
        let (speech, recognizer) = SpeechClient.controlled()
        let store = makeStore(speech)
        let meeting = await store.send(.task)
        recognizer.hear("I completed the project")
        recognizer.fail(RecognizerFailure())
        await store.advance(by: .seconds(1)) {
            $0.transcript = "I completed the project ❌"
            $0.alert = .speechRecognizerFailed
        }
        await store.send(.resume) { $0.alert = nil }
        await store.advance(by: .seconds(6)) {
            $0.secondsElapsed = 6
            $0.speakerIndex = 2
            $0.$syncUp.withLock {
                $0.meetings.insert(Meeting(id: newID(0), date: fixedNow, transcript: "I completed the project ❌"), at: 0)
            }
        }
        await store.receive(.dismiss)
        await meeting.finish()
        await store.finish()
    }

    @Test func whenTheRecognizerFailsTheMeetingCanBeDiscarded() async {
        let (speech, recognizer) = SpeechClient.controlled()
        let store = makeStore(speech)
        let meeting = await store.send(.task)
        recognizer.fail(RecognizerFailure())
        await store.advance(by: .seconds(1)) { $0.alert = .speechRecognizerFailed }
        await store.send(.confirmDiscard) { $0.alert = nil }
        await store.receive(.dismiss)
        await meeting.cancel()
        await store.finish()
    }

    /// TCA's way: each Action received in order, with the State right
    /// after it; the recognizer's two results, then its failure.
    @Test func theRecognizersResultsAndFailureAreReceivedOneByOne() async {
        let (speech, recognizer) = SpeechClient.controlled()
        let store = TestStore(
            makeScreenStore(RecordMeeting(), RecordMeeting.State(syncUp: Shared(value: .short)), clock: clock, speech: speech) {
                .failed("\($0)")
            },
            clock: clock, actions: .received)
        let meeting = await store.send(.task)
        recognizer.hear("I completed")
        recognizer.hear("I completed the project")
        recognizer.fail(RecognizerFailure())
        await store.advance(by: .seconds(1))
        await store.receive(action: .transcriptChanged("I completed")) { $0.transcript = "I completed" }
        await store.receive(action: .transcriptChanged("I completed the project")) {
            $0.transcript = "I completed the project"
        }
        await store.receive(action: .speechFailed) {
            $0.transcript = "I completed the project ❌"
            $0.alert = .speechRecognizerFailed
        }
        await store.send(.confirmDiscard) { $0.alert = nil }
        await store.receive(.dismiss)
        await meeting.cancel()
        await store.finish()
    }

    @Test func theLiveSpeechClientIsUnavailableOnLinux() async throws {
        let live = SpeechClient.unavailable
        #expect(live.authorizationStatus() == .restricted)
        #expect(await live.requestAuthorization() == .restricted)
        await #expect(throws: SpeechRecognitionUnavailable()) {
            for try await _ in live.startTask() {}
        }
    }
}
