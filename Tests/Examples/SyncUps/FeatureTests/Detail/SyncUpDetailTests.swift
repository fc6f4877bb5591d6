import Stateful
import StatefulTesting
import Synchronization
import StatefulExampleSyncUps
import Testing

/// The detail screen alone, in a `ScreenStore`, through an exhaustive test store.
@MainActor
@Suite struct SyncUpDetailTests {
    func makeStore(
        _ syncUp: SyncUp = .design, speech: SpeechClient? = nil, openSettings: SettingsOpener? = nil
    ) -> TestStore<ScreenStore<SyncUpDetail>> {
        TestStore(makeScreenStore(
            SyncUpDetail(), SyncUpDetail.State(syncUp: syncUp), speech: speech, openSettings: openSettings
        ) { .failed("\($0)") })
    }

    @Test func editingTheSyncUp() async {
        let store = makeStore()
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
            $0.syncUp.title = "Design review"
            $0.syncUp.theme = .lavender
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func doneEditingDropsBlankAttendees() async {
        let store = makeStore()
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
            $0.syncUp.attendees = Array(SyncUp.design.attendees.dropFirst())
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func editingASyncUpWithoutAttendeesOffersAnEmptyOne() async {
        let empty = SyncUp(id: SyncUp.ID(fixtureUUID(0)), title: "Empty")
        let store = makeStore(empty)
        await store.send(.editTapped) {
            $0.editing = SyncUpForm.State(syncUp: SyncUp(id: empty.id, attendees: [Attendee(id: newID(0))], title: "Empty"))
        }
        await store.send(.doneEditingTapped) {
            // The blank attendee is dropped; a sync-up keeps one attendee, a new one.
            $0.syncUp.attendees = [Attendee(id: newID(1))]
            $0.editing = nil
        }
        await store.finish()
    }

    @Test func cancellingTheEditKeepsTheSyncUp() async {
        let store = makeStore()
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

    @Test func deletingAsksFirst() async {
        let store = makeStore()
        await store.send(.deleteTapped) { $0.alert = .deleteSyncUp }
        await store.send(.confirmDeletion) { $0.alert = nil }
        await store.receive(.deleteSyncUp)
        await store.finish()
    }

    @Test func nevermindDismissesTheDeleteAlertAndDeletesNothing() async {
        let store = makeStore()
        await store.send(.deleteTapped) { $0.alert = .deleteSyncUp }
        await store.send(.alertDismissed) { $0.alert = nil }
        await store.finish()
    }

    @Test(arguments: [SpeechAuthorizationStatus.authorized, .notDetermined])
    func startingAMeetingWhenSpeechMayBeRecognized(_ status: SpeechAuthorizationStatus) async {
        let store = makeStore(speech: .fake(status))
        await store.send(.startMeetingTapped)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func startingAMeetingWhenSpeechWasDenied() async {
        let store = makeStore(speech: .fake(.denied))
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionDenied))
        await store.send(.continueWithoutRecording)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func startingAMeetingOnADeviceWithoutSpeechRecognition() async {
        let store = makeStore(speech: .fake(.restricted))
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionRestricted))
        await store.send(.continueWithoutRecording)
        await store.receive(.startMeeting)
        await store.finish()
    }

    @Test func openingTheSettings() async {
        let opened = Mutex(0)
        let store = makeStore(speech: .fake(.denied), openSettings: SettingsOpener { opened.withLock { $0 += 1 } })
        await store.send(.startMeetingTapped)
        await store.receive(.alert(.speechRecognitionDenied))
        await store.send(.openSettings)
        #expect(opened.withLock { $0 } == 1)
        await store.finish()
    }

    @Test func tappingAPastMeeting() async {
        let store = makeStore()
        await store.send(.meetingTapped(SyncUp.design.meetings[0].id))
        await store.receive(.showMeeting(SyncUp.design.meetings[0].id))
        await store.send(.meetingTapped(Meeting.ID(fixtureUUID(99))))
        await store.receive(.failed("The sync-up has no meeting with the id 00000000-0000-0000-0000-000000000163"))
        await store.finish()
    }

    @Test func deletingPastMeetings() async {
        let store = makeStore()
        await store.send(.deleteMeetings(atOffsets: [4]))
        await store.send(.deleteMeetings(atOffsets: [0])) {
            $0.syncUp.meetings = []
        }
        await store.finish()
    }
}
