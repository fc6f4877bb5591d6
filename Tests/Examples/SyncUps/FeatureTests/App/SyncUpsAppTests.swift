import Foundation
import Stateful
import StatefulPersistence
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The whole app, one store, through an exhaustive test store: the list,
/// the stack of screens, and the sync-ups they share. A change a pushed
/// screen makes to a sync-up is the list's at once, asserted as a change of
/// the shared sync-ups, with no Action of the app's; and it is saved to
/// the sync-ups file.
@MainActor
@Suite struct SyncUpsAppTests {
    let clock = TestClock()

    func makeStore(
        syncUps: IdentifiedArrayOf<SyncUp>, speech: SpeechClient? = nil,
        prepare: (SharedFileSystem) throws -> Void = { _ in },
        state: (Shared<IdentifiedArrayOf<SyncUp>>) throws -> SyncUpsApp.State = { SyncUpsApp.State(syncUps: $0) }
    ) throws -> (store: TestStore<ScreenStore<SyncUpsApp>>, files: SharedFileSystem) {
        let (store, files) = try makeAppStore(
            syncUps: syncUps, clock: clock, speech: speech, prepare: prepare, state: state)
        return (TestStore(store, clock: clock), files)
    }

    /// The Design and Engineering sync-ups, with Design's detail screen pushed (#0).
    func onDetail(
        speech: SpeechClient? = nil, prepare: (SharedFileSystem) throws -> Void = { _ in }
    ) throws -> (store: TestStore<ScreenStore<SyncUpsApp>>, files: SharedFileSystem) {
        try makeStore(syncUps: [.design, .engineering], speech: speech, prepare: prepare, state: { syncUps in
            SyncUpsApp.State(syncUps: syncUps, path: [.detail(try detailState(SyncUp.design.id, of: syncUps))])
        })
    }

    /// The short sync-up's detail (#0) and record screen (#1).
    func recording(speech: SpeechClient) throws -> (store: TestStore<ScreenStore<SyncUpsApp>>, files: SharedFileSystem) {
        try makeStore(syncUps: [.short], speech: speech, state: { syncUps in
            SyncUpsApp.State(
                syncUps: syncUps,
                path: [
                    .detail(try detailState(SyncUp.short.id, of: syncUps)),
                    .record(RecordMeeting.State(syncUp: try syncUps.element(SyncUp.short.id))),
                ])
        })
    }

    @Test func theSyncUpsAreLoadedFromTheirFile() async throws {
        let (store, files) = try makeStore(syncUps: [.design, .engineering])
        #expect(store.state.syncUps == [.design, .engineering])
        #expect(store.state.$syncUps.loadError == nil)
        await store.send(.task)
        await store.finish()
        #expect(try savedSyncUps(files) == [.design, .engineering])
    }

    @Test func aFailedLoadIsShownAndTheFileKept() async throws {
        let corrupt = Data("{ not sync-ups".utf8)
        let (store, files) = try makeStore(syncUps: []) { files in
            try files.write(corrupt, to: SyncUpsFile.url)
        }
        #expect(store.state.syncUps.isEmpty)
        await store.send(.task)
        await store.receive(.failed(
            "The sync-ups file sync-ups.json is not valid: the given data was not valid JSON. "
                + "Fix the file, or move it away to start with no sync-ups."))
        // A change is not saved over the file it could not load, and says so.
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.confirmAddSyncUpTapped)) {
            // The blank attendee is dropped, and a new one made.
            $0.$syncUps.withLock { _ = $0.append(SyncUp(id: newID(0), attendees: [Attendee(id: newID(2))])) }
            $0.addSyncUp = nil
        }
        await store.receive(.failed(
            "The change was not saved: the sync-ups file sync-ups.json could not be loaded, and saving would replace it. "
                + "Fix the file or move it away; it is loaded again when it changes."))
        await store.finish()
        #expect(try files.contents(of: SyncUpsFile.url) == corrupt)
    }

    @Test func addingASyncUpSavesIt() async throws {
        let (store, files) = try makeStore(syncUps: [])
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.addSyncUp(.setTitle("Retrospective")))) {
            $0.addSyncUp?.syncUp.title = "Retrospective"
        }
        await store.send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob")))) {
            $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
        }
        #expect(try savedSyncUps(files) == nil)
        let added = SyncUp(id: newID(0), attendees: [Attendee(id: newID(1), name: "Blob")], title: "Retrospective")
        await store.send(.list(.confirmAddSyncUpTapped)) {
            $0.$syncUps.withLock { $0 = [added] }
            $0.addSyncUp = nil
        }
        await store.finish()
        #expect(try savedSyncUps(files) == [added])
    }

    @Test func discardingTheNewSyncUpSavesNothing() async throws {
        let (store, files) = try makeStore(syncUps: [.design])
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.dismissAddSyncUpTapped)) { $0.addSyncUp = nil }
        await store.finish()
        #expect(try savedSyncUps(files) == [.design])
    }

    @Test func tappingASyncUpPushesItsDetailSharingIt() async throws {
        let (store, _) = try makeStore(syncUps: [.design, .engineering])
        await store.send(.list(.syncUpTapped(SyncUp.engineering.id))) {
            $0.path.append(.detail(try detailState(SyncUp.engineering.id, of: $0.$syncUps)))
        }
        #expect(store.state.path.ids == [0])
        await store.send(.popFrom(0)) { $0.path.removeAll() }
        await store.send(.list(.syncUpTapped(SyncUp.design.id))) {
            $0.path.append(.detail(try detailState(SyncUp.design.id, of: $0.$syncUps)))
        }
        #expect(store.state.path.ids == [1])
        // The detail holds the list's sync-up itself, not a copy.
        let shown = try #require(store.state.path[id: 1]?[case: SyncUpsApp.Path.detail])
        #expect(shown.$syncUp == (try store.state.$syncUps.element(SyncUp.design.id)))
        await store.finish()
    }

    @Test func editingInTheDetailIsSeenByTheListWithNoActionOfTheApp() async throws {
        let (store, files) = try onDetail()
        await store.send(.path(0, .detail(.editTapped))) {
            $0.path[id: 0] = .detail(try detailState(SyncUp.design.id, of: $0.$syncUps, editing: SyncUpForm.State(syncUp: .design)))
        }
        var edited = SyncUp.design
        edited.title = "Design review"
        await store.send(.path(0, .detail(.edit(.setTitle("Design review"))))) {
            $0.path[id: 0] = .detail(try detailState(SyncUp.design.id, of: $0.$syncUps, editing: SyncUpForm.State(syncUp: edited)))
        }
        #expect(try savedSyncUps(files) == [.design, .engineering])
        // One change of the shared sync-ups: the detail's and the list's.
        await store.send(.path(0, .detail(.doneEditingTapped))) {
            $0.path[id: 0] = .detail(try detailState(SyncUp.design.id, of: $0.$syncUps))
            $0.$syncUps.withLock { $0[id: SyncUp.design.id] = edited }
        }
        #expect(store.state.syncUps[id: SyncUp.design.id]?.title == "Design review")
        #expect(store.state.path[id: 0]?[case: SyncUpsApp.Path.detail]?.syncUp.title == "Design review")
        await store.finish()
        #expect(try savedSyncUps(files) == [edited, .engineering])
    }

    @Test func deletingFromTheDetailRemovesTheSyncUpThenPops() async throws {
        let (store, files) = try onDetail()
        await store.send(.path(0, .detail(.deleteTapped))) {
            $0.path[id: 0] = .detail(try detailState(SyncUp.design.id, of: $0.$syncUps, alert: .deleteSyncUp))
        }
        await store.send(.path(0, .detail(.confirmDeletion))) {
            $0.$syncUps.withLock { _ = $0.remove(id: SyncUp.design.id) }
            $0.path.removeAll()
        }
        await store.finish()
        #expect(try savedSyncUps(files) == [.engineering])
    }

    @Test func startingAMeetingPushesTheRecordScreenOnTheSameSyncUp() async throws {
        let (store, _) = try onDetail(speech: .fake(.authorized))
        await store.send(.path(0, .detail(.startMeetingTapped))) {
            $0.path.append(.record(RecordMeeting.State(syncUp: try $0.$syncUps.element(SyncUp.design.id))))
        }
        await store.finish()
    }

    @Test func startingAMeetingWhenSpeechWasDeniedAsksFirst() async throws {
        let (store, _) = try onDetail(speech: .fake(.denied))
        await store.send(.path(0, .detail(.startMeetingTapped)))
        await store.receive(.alert(0, .detail(.speechRecognitionDenied)))
        await store.send(.path(0, .detail(.continueWithoutRecording))) {
            $0.path.append(.record(RecordMeeting.State(syncUp: try $0.$syncUps.element(SyncUp.design.id))))
        }
        await store.finish()
    }

    @Test func aRecordedMeetingAppearsInTheHistory() async throws {
        let (store, files) = try recording(speech: .fake(.denied))
        await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(5)) {
            $0.path[id: 1] = .record(
                RecordMeeting.State(syncUp: try $0.$syncUps.element(SyncUp.short.id), secondsElapsed: 5, speakerIndex: 2))
        }
        let meeting = Meeting(id: newID(0), date: fixedNow, transcript: "")
        var withMeeting = SyncUp.short
        withMeeting.meetings = [meeting]
        await store.advance(by: .seconds(1)) {
            $0.$syncUps.withLock { $0[id: SyncUp.short.id]?.meetings.insert(meeting, at: 0) }
            $0.path.pop(from: 1)
        }
        #expect(store.state.path.ids == [0])
        #expect(store.state.path[id: 0]?[case: SyncUpsApp.Path.detail]?.syncUp == withMeeting)
        #expect(try savedSyncUps(files) == [withMeeting])
        await store.send(.path(0, .detail(.meetingTapped(meeting.id)))) {
            $0.path.append(.meeting(PastMeeting.State(meeting: meeting, syncUp: withMeeting)))
        }
        #expect(store.state.path.ids == [0, 2])
        await store.finish()
    }

    @Test func endingTheMeetingEarlyAndSaving() async throws {
        let (store, files) = try recording(speech: .fake(.denied))
        let meeting = await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(1)) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: try $0.$syncUps.element(SyncUp.short.id), secondsElapsed: 1))
        }
        await store.send(.path(1, .record(.endMeetingTapped))) {
            $0.path[id: 1] = .record(RecordMeeting.State(
                syncUp: try $0.$syncUps.element(SyncUp.short.id), secondsElapsed: 1, alert: .endMeeting(isDiscardable: true)))
        }
        var withMeeting = SyncUp.short
        withMeeting.meetings = [Meeting(id: newID(0), date: fixedNow, transcript: "")]
        await store.send(.path(1, .record(.confirmSave))) {
            $0.$syncUps.withLock { $0[id: SyncUp.short.id] = withMeeting }
            $0.path.pop(from: 1)
        }
        #expect(!meeting.isRunning)
        await store.finish()
        #expect(try savedSyncUps(files) == [withMeeting])
    }

    @Test func discardingTheMeetingPopsWithoutSaving() async throws {
        let (store, files) = try recording(speech: .fake(.denied))
        let meeting = await store.send(.path(1, .record(.task)))
        await store.send(.path(1, .record(.endMeetingTapped))) {
            $0.path[id: 1] = .record(RecordMeeting.State(
                syncUp: try $0.$syncUps.element(SyncUp.short.id), alert: .endMeeting(isDiscardable: true)))
        }
        await store.send(.path(1, .record(.confirmDiscard))) {
            $0.path.pop(from: 1)
        }
        #expect(!meeting.isRunning)
        await store.finish()
        #expect(try savedSyncUps(files) == [.short])
    }

    @Test func poppingTheRecordScreenCancelsItsTimerAndSpeech() async throws {
        let (speech, recognizer) = SpeechClient.controlled()
        let (store, files) = try recording(speech: speech)
        let meeting = await store.send(.path(1, .record(.task)))
        await store.advance(by: .seconds(1)) {
            $0.path[id: 1] = .record(RecordMeeting.State(syncUp: try $0.$syncUps.element(SyncUp.short.id), secondsElapsed: 1))
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
        #expect(try savedSyncUps(files) == [.short])
    }

    @Test func aCommandForAScreenThatIsNotThereFails() async throws {
        let (store, _) = try onDetail()
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

    @Test func aFailedSaveIsShownAndTheChangeKept() async throws {
        let (store, files) = try onDetail { files in files.fail(.writing, because: "permission denied") }
        await store.send(.path(0, .detail(.deleteTapped))) {
            $0.path[id: 0] = .detail(try detailState(SyncUp.design.id, of: $0.$syncUps, alert: .deleteSyncUp))
        }
        await store.send(.path(0, .detail(.confirmDeletion))) {
            $0.$syncUps.withLock { _ = $0.remove(id: SyncUp.design.id) }
            $0.path.removeAll()
        }
        await store.receive(.failed(
            "The sync-ups could not be saved to sync-ups.json: permission denied. "
                + "Check that its folder exists and may be written."))
        #expect(store.state.syncUps == [.engineering])
        #expect(try savedSyncUps(files) == [.design, .engineering])
        // Once writing works, the next change is saved, and reported no more.
        files.fail(.writing, because: nil)
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        // The blank attendee is dropped, and a new one made.
        let added = SyncUp(id: newID(0), attendees: [Attendee(id: newID(2))])
        await store.send(.list(.confirmAddSyncUpTapped)) {
            $0.$syncUps.withLock { _ = $0.append(added) }
            $0.addSyncUp = nil
        }
        await store.finish()
        #expect(try savedSyncUps(files) == [.engineering, added])
    }
}
