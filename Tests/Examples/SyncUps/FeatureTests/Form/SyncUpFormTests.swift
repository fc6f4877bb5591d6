import Stateful
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The form alone, in a `ScreenStore`, through an exhaustive test store.
@MainActor
@Suite struct SyncUpFormTests {
    func makeStore(_ syncUp: SyncUp = .design, focus: SyncUpForm.Field? = .title) -> TestStore<ScreenStore<SyncUpForm>> {
        TestStore(makeScreenStore(SyncUpForm(), SyncUpForm.State(syncUp: syncUp, focus: focus)) { .failed("\($0)") })
    }

    @Test func openingOnASyncUpWithoutAttendeesAddsAnEmptyOne() {
        let syncUp = SyncUp(id: SyncUp.ID(fixtureUUID(0)))
        let form = SyncUpForm.State(editing: syncUp, newAttendeeID: Attendee.ID(fixtureUUID(1)))
        #expect(form.syncUp.attendees == [Attendee(id: Attendee.ID(fixtureUUID(1)))])
        #expect(form.focus == .title)
        #expect(SyncUpForm.State(editing: .design, newAttendeeID: Attendee.ID(fixtureUUID(9))).syncUp == .design)
    }

    @Test func editingTheTitleLengthAndTheme() async {
        let store = makeStore()
        await store.send(.setTitle("Design review")) { $0.syncUp.title = "Design review" }
        await store.send(.setDuration(minutes: 12)) { $0.syncUp.duration = .seconds(12 * 60) }
        await store.send(.setDuration(minutes: 1)) { $0.syncUp.duration = .seconds(5 * 60) }
        await store.send(.setDuration(minutes: 90)) { $0.syncUp.duration = .seconds(30 * 60) }
        await store.send(.setTheme(.navy)) { $0.syncUp.theme = .navy }
        await store.finish()
    }

    @Test func addingAnAttendeeFocusesIt() async {
        let store = makeStore()
        await store.send(.addAttendeeTapped) {
            $0.syncUp.attendees.append(Attendee(id: newID(0)))
            $0.focus = .attendee(newID(0))
        }
        await store.send(.setAttendeeName(at: 3, name: "Blob Esq.")) {
            $0.syncUp.attendees[3].name = "Blob Esq."
        }
        await store.finish()
    }

    @Test func deletingAnAttendeeFocusesTheOneInItsPlace() async {
        let store = makeStore()
        await store.send(.deleteAttendees(atOffsets: [1])) {
            $0.syncUp.attendees.remove(at: 1)
            $0.focus = .attendee(SyncUp.design.attendees[2].id)
        }
        await store.finish()
    }

    @Test func deletingTheLastRowFocusesTheNewLastRow() async {
        let store = makeStore()
        await store.send(.deleteAttendees(atOffsets: [2])) {
            $0.syncUp.attendees.remove(at: 2)
            $0.focus = .attendee(SyncUp.design.attendees[1].id)
        }
        await store.finish()
    }

    @Test func deletingSeveralAttendeesAtOnce() async {
        let store = makeStore()
        await store.send(.deleteAttendees(atOffsets: [0, 2])) {
            $0.syncUp.attendees = [SyncUp.design.attendees[1]]
            $0.focus = .attendee(SyncUp.design.attendees[1].id)
        }
        await store.finish()
    }

    @Test func deletingEveryAttendeeLeavesOneEmptyAttendee() async {
        let store = makeStore()
        await store.send(.deleteAttendees(atOffsets: [0, 1, 2])) {
            $0.syncUp.attendees = [Attendee(id: newID(0))]
            $0.focus = .attendee(newID(0))
        }
        await store.finish()
    }

    @Test func anAttendeePositionTheFormDoesNotHaveIsAnError() async {
        let store = makeStore()
        await store.send(.setAttendeeName(at: 3, name: "Nobody"))
        await store.receive(.failed(
            "There is no attendee at position 3: the form has 3 attendee(s), at positions 0 to 2"))
        await store.send(.deleteAttendees(atOffsets: [1, 7]))
        await store.receive(.failed(
            "There is no attendee at position 7: the form has 3 attendee(s), at positions 0 to 2"))
        await store.finish()
    }
}
