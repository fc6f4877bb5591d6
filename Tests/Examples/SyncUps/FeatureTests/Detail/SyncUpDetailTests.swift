import Stateful
import StatefulTesting
import Synchronization
import StatefulExampleSyncUps
import Testing

/// The detail screen alone, in a `ScreenStore`, through an exhaustive test
/// store; its sync-up an element of sync-ups of the test's own, shared.
@MainActor
@Suite struct SyncUpDetailTests {
    func makeStore(
        _ syncUp: SyncUp = .design, speech: SpeechClient? = nil, openSettings: SettingsOpener? = nil
    ) throws -> TestStore<ScreenStore<SyncUpDetail>> {
        let syncUps = Shared(value: [syncUp, .engineering] as IdentifiedArrayOf<SyncUp>)
        return TestStore(makeScreenStore(
            SyncUpDetail(), try detailState(syncUp.id, of: syncUps), speech: speech, openSettings: openSettings
        ) { .failed("\($0)") })
    }

    @Test func aChangeMadeOnTheDetailIsSeenByTheListWithNoActionOfItsOwn() async throws {
        let syncUps = Shared(value: [.design, .engineering] as IdentifiedArrayOf<SyncUp>)
        let list = makeScreenStore(SyncUpsList(), SyncUpsList.State(syncUps: syncUps)) { .failed("\($0)") }
        let store = TestStore(makeScreenStore(SyncUpDetail(), try detailState(SyncUp.design.id, of: syncUps)) { .failed("\($0)") })
        var listActions = 0
        let observation = list.core.observe { event in
            if case .action = event { listActions += 1 }
        }
        defer { observation.cancel() }

        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: .design)
        }
        await store.send(.edit(.setTitle("Design review"))) {
            $0.editing?.syncUp.title = "Design review"
        }
        #expect(list.currentState.syncUps[id: SyncUp.design.id]?.title == "Design")
        await store.send(.doneEditingTapped) {
            $0.$syncUp.withLock { $0.title = "Design review" }
            $0.editing = nil
        }
        await store.send(.deleteMeetings(atOffsets: [0])) {
            $0.$syncUp.withLock { $0.meetings = [] }
        }
        await store.finish()

        // The list's State shows both changes: it holds the same sync-ups.
        var expected = SyncUp.design
        expected.title = "Design review"
        expected.meetings = []
        #expect(list.currentState.syncUps == [expected, .engineering])
        #expect(listActions == 0)
    }

    @Test func editingTheSyncUp() async throws {
        let store = try makeStore()
        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: .design)
        }
        await store.send(.edit(.setTitle("Design review"))) {
            $0.editing?.syncUp.title = "Design review"
        }
        await store.send(.edit(.setTheme(.lavender))) {
            $0.editing?.syncUp.theme = .lavender
        }
        await store.send(.doneEditingTapped) {
            $0.$syncUp.withLock {
                $0.title = "Design review"
                $0.theme = .lavender
            }
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func doneEditingDropsBlankAttendees() async throws {
        let store = try makeStore()
        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: .design)
        }
        await store.send(.edit(.addAttendeeTapped)) {
            $0.editing?.syncUp.attendees.append(Attendee(id: newID(0)))
            $0.editing?.focus = .attendee(newID(0))
        }
        await store.send(.edit(.setAttendeeName(at: 0, name: " "))) {
            $0.editing?.syncUp.attendees[0].name = " "
        }
        await store.send(.doneEditingTapped) {
            $0.$syncUp.withLock { $0.attendees = Array(SyncUp.design.attendees.dropFirst()) }
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func editingASyncUpWithoutAttendeesOffersAnEmptyOne() async throws {
        let empty = SyncUp(id: SyncUp.ID(fixtureUUID(0)), title: "Empty")
        let store = try makeStore(empty)
        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: SyncUp(id: empty.id, attendees: [Attendee(id: newID(0))], title: "Empty"))
        }
        await store.send(.doneEditingTapped) {
            // The blank attendee is dropped; a sync-up keeps one attendee, a new one.
            $0.$syncUp.withLock { $0.attendees = [Attendee(id: newID(1))] }
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func cancellingTheEditKeepsTheSyncUp() async throws {
        let store = try makeStore()
        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: .design)
        }
        await store.send(.edit(.setTitle("Scrapped"))) {
            $0.editing?.syncUp.title = "Scrapped"
        }
        await store.send(.cancelEditTapped) {
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func deletingAsksFirst() async throws {
        let store = try makeStore()
        await store.send(.deleteTapped) { $0.alert = .deleteSyncUp }
        await store.send(.confirmDeletion) {
            $0.alert = nil
            $0.$syncUps.withLock { _ = $0.remove(id: SyncUp.design.id) }
        }
        await store.receive(.dismiss)
        #expect(store.state.syncUps == [.engineering])
        await store.finish()
    }

    @Test func nevermindDismissesTheDeleteAlertAndDeletesNothing() async throws {
        let store = try makeStore()
        await store.send(.deleteTapped) { $0.alert = .deleteSyncUp }
        await store.send(.alertDismissed) { $0.alert = nil }
        await store.finish()
    }

    @Test(arguments: [SpeechAuthorizationStatus.authorized, .notDetermined])
    func startingAMeetingWhenSpeechMayBeRecognized(_ status: SpeechAuthorizationStatus) async throws {
        let store = try makeStore(speech: .fake(status))
        await store.send(.startMeetingTapped)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func startingAMeetingWhenSpeechWasDenied() async throws {
        let store = try makeStore(speech: .fake(.denied))
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionDenied))
        await store.send(.continueWithoutRecording)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func startingAMeetingOnADeviceWithoutSpeechRecognition() async throws {
        let store = try makeStore(speech: .fake(.restricted))
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionRestricted))
        await store.send(.continueWithoutRecording)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func openingTheSettings() async throws {
        let opened = Mutex(0)
        let store = try makeStore(speech: .fake(.denied), openSettings: SettingsOpener { opened.withLock { $0 += 1 } })
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionDenied))
        await store.send(.openSettings)
        #expect(opened.withLock { $0 } == 1)
        await store.finish()
    }

    @Test func tappingAPastMeeting() async throws {
        let store = try makeStore()
        await store.send(.meetingTapped(SyncUp.design.meetings[0].id))
        await store.receive(.showMeeting(SyncUp.design.meetings[0].id))
        await store.send(.meetingTapped(Meeting.ID(fixtureUUID(99))))
        await store.receive(.failed("The sync-up has no meeting with the id 00000000-0000-0000-0000-000000000163"))
        await store.finish()
    }

    @Test func deletingPastMeetings() async throws {
        let store = try makeStore()
        await store.send(.deleteMeetings(atOffsets: [4]))
        await store.send(.deleteMeetings(atOffsets: [0])) {
            $0.$syncUp.withLock { $0.meetings = [] }
        }
        await store.finish()
    }
}
