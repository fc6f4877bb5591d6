import Stateful
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The list alone, in a `ScreenStore`, through an exhaustive test store;
/// its sync-ups a shared value of the test's own.
@MainActor
@Suite struct SyncUpsListTests {
    func makeStore(_ syncUps: IdentifiedArrayOf<SyncUp> = []) -> TestStore<ScreenStore<SyncUpsList>> {
        TestStore(makeScreenStore(SyncUpsList(), SyncUpsList.State(syncUps: Shared(value: syncUps))) { .failed("\($0)") })
    }

    @Test func addingASyncUp() async {
        let store = makeStore()
        await store.send(.addSyncUpTapped) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.addSyncUp(.setTitle("Engineering"))) {
            $0.addSyncUp?.syncUp.title = "Engineering"
        }
        await store.send(.addSyncUp(.setAttendeeName(at: 0, name: "Blob"))) {
            $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
        }
        await store.send(.confirmAddSyncUpTapped) {
            $0.$syncUps.withLock {
                $0 = [SyncUp(id: newID(0), attendees: [Attendee(id: newID(1), name: "Blob")], title: "Engineering")]
            }
            $0.addSyncUp = nil
        }
        await store.finish()
    }

    @Test func addingASyncUpDropsBlankAttendees() async {
        let store = makeStore([.design])
        await store.send(.addSyncUpTapped) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.addSyncUp(.addAttendeeTapped)) {
            $0.addSyncUp?.syncUp.attendees.append(Attendee(id: newID(2)))
            $0.addSyncUp?.focus = .attendee(newID(2))
        }
        await store.send(.addSyncUp(.addAttendeeTapped)) {
            $0.addSyncUp?.syncUp.attendees.append(Attendee(id: newID(3)))
            $0.addSyncUp?.focus = .attendee(newID(3))
        }
        await store.send(.addSyncUp(.setAttendeeName(at: 1, name: "Blob"))) {
            $0.addSyncUp?.syncUp.attendees[1].name = "Blob"
        }
        await store.send(.addSyncUp(.setAttendeeName(at: 2, name: "  \t"))) {
            $0.addSyncUp?.syncUp.attendees[2].name = "  \t"
        }
        await store.send(.confirmAddSyncUpTapped) {
            $0.$syncUps.withLock { _ = $0.append(SyncUp(id: newID(0), attendees: [Attendee(id: newID(2), name: "Blob")])) }
            $0.addSyncUp = nil
        }
        await store.finish()
    }

    @Test func addingASyncUpWhoseAttendeesAreAllBlankKeepsOneEmptyAttendee() async {
        let store = makeStore()
        await store.send(.addSyncUpTapped) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.confirmAddSyncUpTapped) {
            $0.$syncUps.withLock { $0 = [SyncUp(id: newID(0), attendees: [Attendee(id: newID(2))])] }
            $0.addSyncUp = nil
        }
        await store.finish()
    }

    @Test func discardingTheNewSyncUp() async {
        let store = makeStore([.design])
        await store.send(.addSyncUpTapped) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.addSyncUp(.setTitle("Engineering"))) {
            $0.addSyncUp?.syncUp.title = "Engineering"
        }
        await store.send(.dismissAddSyncUpTapped) {
            $0.addSyncUp = nil
        }
        await store.finish()
    }

    @Test func tappingASyncUpAsksToOpenIt() async {
        let store = makeStore([.design, .engineering])
        await store.send(.syncUpTapped(SyncUp.engineering.id))
        await store.receive(.openSyncUp(SyncUp.engineering.id))
        await store.finish()
    }

    @Test func tappingASyncUpTheListDoesNotHoldIsAnError() async {
        let store = makeStore([.design])
        await store.send(.syncUpTapped(SyncUp.engineering.id))
        await store.receive(.failed("No sync-up has the id 00000000-0000-0000-0000-00000000010A"))
        await store.finish()
    }

    @Test func aFormCommandWhileTheSheetIsClosedIsAnError() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.addSyncUp(.setTitle("Nowhere")))
        } matching: { "\($0)".contains("a Command was forwarded to SyncUpForm in \\SyncUpsList.State.addSyncUp, which is empty") }
        await store.receive(.failed("no SyncUpForm screen is presented: the Command was not forwarded"))
        await store.send(.confirmAddSyncUpTapped)
        await store.finish()
    }
}
