import Stateful
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The whole app, one store, through an exhaustive test store: the list,
/// the stack of screens, and what each child's result does to the others.
@MainActor
@Suite struct SyncUpsAppTests {
    let clock = TestClock()

    func makeStore(
        _ state: SyncUpsApp.State, speech: SpeechClient? = nil, storage: StorageSpy
    ) -> TestStore<ScreenStore<SyncUpsApp>> {
        TestStore(makeAppStore(state, clock: clock, speech: speech, storage: storage.storage), clock: clock)
    }

    /// The Design sync-up with its detail screen pushed (#0).
    var onDetail: SyncUpsApp.State {
        SyncUpsApp.State(syncUps: [.design, .engineering], path: [.detail(SyncUpDetail.State(syncUp: .design))])
    }

    /// The short sync-up's detail (#0) and record screen (#1).
    var recording: SyncUpsApp.State {
        SyncUpsApp.State(
            syncUps: [.short],
            path: [.detail(SyncUpDetail.State(syncUp: .short)), .record(RecordMeeting.State(syncUp: .short))])
    }

    @Test func theSyncUpsAreLoadedAtLaunch() async {
        let storage = StorageSpy([.design, .engineering])
        let store = makeStore(SyncUpsApp.State(), storage: storage)
        await store.send(.task) { $0.syncUps = [.design, .engineering] }
        await store.finish()
        #expect(storage.saves.isEmpty)
    }

    @Test func aFailedLoadIsShown() async {
        let storage = StorageSpy(failure: .invalidContents(path: "/tmp/sync-ups.json", reason: "it is not JSON"))
        let store = makeStore(SyncUpsApp.State(), storage: storage)
        await store.send(.task)
        await store.receive(.failed(
            "The sync-ups file /tmp/sync-ups.json is not valid: it is not JSON. "
                + "Fix the file, or move it away to start with no sync-ups."))
        await store.finish()
    }

    @Test func addingASyncUpSavesIt() async {
        let storage = StorageSpy()
        let store = makeStore(SyncUpsApp.State(), storage: storage)
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.addSyncUp(.setTitle("Retrospective")))) {
            $0.addSyncUp?.syncUp.title = "Retrospective"
        }
        await store.send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob")))) {
            $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
        }
        #expect(storage.saves.isEmpty)
        let added = SyncUp(id: newID(0), attendees: [Attendee(id: newID(1), name: "Blob")], title: "Retrospective")
        await store.send(.list(.confirmAddSyncUpTapped)) {
            $0.syncUps = [added]
            $0.addSyncUp = nil
        }
        await store.finish()
        #expect(storage.saves == [[added]])
    }

    @Test func discardingTheNewSyncUpSavesNothing() async {
        let storage = StorageSpy()
        let store = makeStore(SyncUpsApp.State(syncUps: [.design]), storage: storage)
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.dismissAddSyncUpTapped)) { $0.addSyncUp = nil }
        await store.finish()
        #expect(storage.saves.isEmpty)
    }

    @Test func tappingASyncUpPushesItsDetail() async {
        let store = makeStore(SyncUpsApp.State(syncUps: [.design, .engineering]), storage: StorageSpy())
        await store.send(.list(.syncUpTapped(SyncUp.engineering.id))) {
            $0.path.append(.detail(SyncUpDetail.State(syncUp: .engineering)))
        }
        #expect(store.state.path.ids == [0])
        await store.send(.popFrom(0)) { $0.path.removeAll() }
        await store.send(.list(.syncUpTapped(SyncUp.design.id))) {
            $0.path.append(.detail(SyncUpDetail.State(syncUp: .design)))
        }
        #expect(store.state.path.ids == [1])
        await store.finish()
    }

    @Test func editingInTheDetailReachesTheList() async {
        let storage = StorageSpy()
        let store = makeStore(onDetail, storage: storage)
        await store.send(.path(0, .detail(.editTapped))) {
            $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: .design, editing: SyncUpForm.State(syncUp: .design)))
        }
        var edited = SyncUp.design
        edited.title = "Design review"
        await store.send(.path(0, .detail(.edit(.setTitle("Design review"))))) {
            $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: .design, editing: SyncUpForm.State(syncUp: edited)))
        }
        #expect(storage.saves.isEmpty)
        await store.send(.path(0, .detail(.doneEditingTapped))) {
            $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: edited))
            $0.syncUps[0] = edited
        }
        await store.finish()
        #expect(storage.saves == [[edited, .engineering]])
    }

    @Test func deletingFromTheDetailPopsItAndRemovesTheSyncUp() async {
        let storage = StorageSpy()
        let store = makeStore(onDetail, storage: storage)
        await store.send(.path(0, .detail(.deleteTapped))) {
            $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: .design, alert: .deleteSyncUp))
        }
        await store.send(.path(0, .detail(.confirmDeletion))) {
            $0.syncUps = [.engineering]
            $0.path.removeAll()
        }
        await store.finish()
        #expect(storage.saves == [[.engineering]])
    }

    @Test func startingAMeetingPushesTheRecordScreen() async {
        let store = makeStore(onDetail, speech: .fake(.authorized), storage: StorageSpy())
        await store.send(.path(0, .detail(.startMeetingTapped))) {
            $0.path.append(.record(RecordMeeting.State(syncUp: .design)))
        }
        await store.finish()
    }

    @Test func startingAMeetingWhenSpeechWasDeniedAsksFirst() async {
        let store = makeStore(onDetail, speech: .fake(.denied), storage: StorageSpy())
        await store.send(.path(0, .detail(.startMeetingTapped)))
        await store.receive(.alert(0, .detail(.speechRecognitionDenied)))
        await store.send(.path(0, .detail(.continueWithoutRecording))) {
            $0.path.append(.record(RecordMeeting.State(syncUp: .design)))
        }
        await store.finish()
    }

    @Test func aRecordedMeetingAppearsInTheHistory() async {
        let storage = StorageSpy()
        let store = makeStore(recording, speech: .fake(.denied), storage: storage)
        await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(5)) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: .short, secondsElapsed: 5, speakerIndex: 2))
        }
        let meeting = Meeting(id: newID(0), date: fixedNow, transcript: "")
        var withMeeting = SyncUp.short
        withMeeting.meetings = [meeting]
        await store.advance(by: .seconds(1)) {
            $0.path = [.detail(SyncUpDetail.State(syncUp: withMeeting))]
            $0.syncUps = [withMeeting]
        }
        #expect(store.state.path.ids == [0])
        #expect(storage.saves == [[withMeeting]])
        await store.send(.path(0, .detail(.meetingTapped(meeting.id)))) {
            $0.path.append(.meeting(PastMeeting.State(meeting: meeting, syncUp: withMeeting)))
        }
        #expect(store.state.path.ids == [0, 2])
        await store.finish()
    }

    @Test func endingTheMeetingEarlyAndSaving() async {
        let storage = StorageSpy()
        let store = makeStore(recording, speech: .fake(.denied), storage: storage)
        let meeting = await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(1)) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: .short, secondsElapsed: 1))
        }
        await store.send(.path(1, .record(.endMeetingTapped))) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: .short, secondsElapsed: 1, alert: .endMeeting(isDiscardable: true)))
        }
        var withMeeting = SyncUp.short
        withMeeting.meetings = [Meeting(id: newID(0), date: fixedNow, transcript: "")]
        await store.send(.path(1, .record(.confirmSave))) {
            $0.path = [.detail(SyncUpDetail.State(syncUp: withMeeting))]
            $0.syncUps = [withMeeting]
        }
        #expect(!meeting.isRunning)
        await store.finish()
        #expect(storage.saves == [[withMeeting]])
    }

    @Test func discardingTheMeetingPopsWithoutSaving() async {
        let storage = StorageSpy()
        let store = makeStore(recording, speech: .fake(.denied), storage: storage)
        let meeting = await store.send(.path(1, .record(.task)))
        await store.send(.path(1, .record(.endMeetingTapped))) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: .short, alert: .endMeeting(isDiscardable: true)))
        }
        await store.send(.path(1, .record(.confirmDiscard))) {
            $0.path.pop(from: 1)
        }
        #expect(!meeting.isRunning)
        await store.finish()
        #expect(storage.saves.isEmpty)
    }

    @Test func poppingTheRecordScreenCancelsItsTimerAndSpeech() async {
        let (speech, recognizer) = SpeechClient.controlled()
        let store = makeStore(recording, speech: speech, storage: StorageSpy())
        let meeting = await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(1)) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: .short, secondsElapsed: 1))
        }
        #expect(meeting.isRunning)
        await store.send(.popFrom(1)) { $0.path.pop(from: 1) }
        #expect(!meeting.isRunning)
        #expect(clock.sleeperCount == 0)
        #expect(recognizer.starts == 1)
        #expect(recognizer.terminations == 1)
        // Time passes; nothing ticks, nothing is saved.
        await store.advance(by: .seconds(10))
        await store.finish()
    }

    @Test func aCommandForAScreenThatIsNotThereFails() async {
        let store = makeStore(onDetail, storage: StorageSpy())
        await withKnownIssue {
            await store.send(.path(0, .record(.nextTapped)))
        } matching: { "\($0)".contains("a Command was forwarded to RecordMeeting #0, which is not there") }
        await store.receive(.failed("no RecordMeeting #0 screen is presented: the Command was not forwarded"))
        await withKnownIssue {
            await store.send(.path(7, .detail(.editTapped)))
        } matching: { "\($0)".contains("a Command was forwarded to SyncUpDetail #7, which is not there") }
        await store.receive(.failed("no SyncUpDetail #7 screen is presented: the Command was not forwarded"))
        await store.send(.popFrom(3))
        await store.receive(.failed("No screen on the navigation stack has the id 3"))
        await store.finish()
    }

    @Test func aFailedSaveIsShown() async {
        let storage = StorageSpy(failure: .unwritable(path: "/read-only/sync-ups.json", reason: "permission denied"))
        let store = makeStore(onDetail, storage: storage)
        await store.send(.path(0, .detail(.deleteTapped))) {
            $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: .design, alert: .deleteSyncUp))
        }
        await store.send(.path(0, .detail(.confirmDeletion))) {
            $0.syncUps = [.engineering]
            $0.path.removeAll()
        }
        await store.receive(.failed(
            "The sync-ups could not be saved to /read-only/sync-ups.json: permission denied. "
                + "Check that its folder exists and may be written."))
        await store.finish()
    }
}
