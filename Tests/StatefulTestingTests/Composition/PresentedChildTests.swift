import Stateful
import StatefulTesting
import Testing

@MainActor
@Suite struct PresentedChildTests {
    private let clock = TestClock()

    private func makeStore(_ state: SheetHost.State = .init()) -> TestStore<ScreenStore<SheetHost>> {
        let store = withTestDependencies { $0.clock = clock } operation: {
            ScreenStore(SheetHost(), initialState: state, errorEffect: { .failed("\($0)") })
        }
        return TestStore(store, clock: clock)
    }

    @Test func aSheetsKeyedDebounceRunsWhileItIsPresented() async {
        let store = makeStore()
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.send(.search(.query("a")))
        await store.advance(by: .milliseconds(200))
        await store.send(.search(.query("ab")))   // cancels "a" in flight
        await store.advance(by: .milliseconds(300)) { $0.search?.results = ["ab"] }
        await store.finish()
    }

    @Test func aSheetsKeyedDebounceIsCancelledWhenTheSheetIsDismissed() async {
        let store = makeStore()
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.send(.search(.query("a")))
        await store.advance(by: .milliseconds(100))
        await store.send(.dismissSearch) { $0.search = nil }
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.advance(by: .seconds(1))   // the first presentation's search never lands
        await store.finish()
    }

    @Test func aCommandToADismissedSheetFailsTheTestNamingTheSlot() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.search(.query("lost")))
        } matching: { issue in
            "\(issue)".contains("a Command was forwarded to SearchSheet in \\SheetHost.State.search, which is empty (dismissed, or never presented): it did not run")
                && issue.sourceLocation?.fileName == "PresentedSheet.swift"
        }
        await store.receive(.failed("no SearchSheet screen is presented: the Command was not forwarded"))
        await store.finish()
    }

    @Test func anActionOfWorkArrivingAfterDismissalIsDropped() async {
        let store = makeStore()
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.send(.search(.loadSlowly))
        await store.send(.dismissSearch) { $0.search = nil }
        await store.advance(by: .seconds(2))   // the load goes on, and its Action is dropped: no report, no change
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.finish()
    }

    @Test func anActionAppliedToAnEmptySlotChangesNothingAndIsReported() {
        _ = Dependencies.test  // StatefulTesting's reporter fails the running test
        var state = SheetHost.State()
        withKnownIssue {
            state = SheetHost.Action.transform(state, action: .search(.loaded))
        } matching: { "\($0)".contains("an Action of SearchSheet.Action (loaded) arrived for an empty slot") }
        #expect(state == SheetHost.State())
        state.search = SearchSheet.State()
        state = SheetHost.Action.transform(state, action: .search(.loaded))
        #expect(state.search?.loaded == true)
    }

    @Test func aDestinationRoutesItsSheetAndItsAlertIsTheParents() async {
        let store = makeStore()
        await store.send(.presentDestination(.search(SearchSheet.State()))) { $0.destination = .search(SearchSheet.State()) }
        await store.send(.destination(.search(.query("q"))))
        await store.advance(by: .milliseconds(300)) { $0.destination = .search(SearchSheet.State(results: ["q"])) }
        await store.send(.destination(.search(.close))) { $0.destination = nil }
        let alert = AlertState<DeleteChoice>(title: "Delete?", buttons: [ButtonState("Yes", role: .destructive, command: .confirm)])
        await store.send(.presentDestination(.alert(alert))) { $0.destination = .alert(alert) }
        await store.send(.destination(.alert(.confirm))) {
            $0.destination = nil
            $0.log = ["deleted"]
        }
        await store.finish()
    }

    @Test func replacingTheDestinationsSheetByItsAlertCancelsTheSheetsWork() async {
        let store = makeStore()
        let alert = AlertState<DeleteChoice>(title: "Delete?")
        await store.send(.presentDestination(.search(SearchSheet.State()))) { $0.destination = .search(SearchSheet.State()) }
        await store.send(.destination(.search(.query("q"))))
        await store.send(.presentDestination(.alert(alert))) { $0.destination = .alert(alert) }
        await store.advance(by: .seconds(1))
        await withKnownIssue {
            await store.send(.destination(.search(.query("late"))))
        } matching: { issue in
            "\(issue)".contains("a Command was forwarded to SearchSheet in \\SheetHost.State.destination, which holds another destination (alert): it did not run")
        }
        await store.receive(.failed("no SearchSheet screen is presented: the Command was not forwarded"))
        await store.finish()
    }

    @Test func anActionForAnotherDestinationChangesNothingAndIsReported() {
        _ = Dependencies.test
        let alert = AlertState<DeleteChoice>(title: "Delete?")
        var slot: SheetDestination? = .alert(alert)
        withKnownIssue {
            slot.apply(.search(.loaded))
        } matching: { "\($0)".contains("an Action of SearchSheet (search) arrived for a SheetDestination? slot that holds another destination (alert): it was dropped") }
        #expect(slot == .alert(alert))
        slot = nil
        withKnownIssue {
            slot.apply(.search(.loaded))
        } matching: { "\($0)".contains("slot that is empty (dismissed, or never presented)") }
        #expect(slot == nil)
    }

    @Test func twoSlotsOfTheSameScreenKeepTheirCancellationIdsApart() async {
        let store = makeStore()
        await store.send(.presentSearch) { $0.search = SearchSheet.State() }
        await store.send(.presentDestination(.search(SearchSheet.State()))) { $0.destination = .search(SearchSheet.State()) }
        await store.send(.search(.query("alone")))
        await store.send(.destination(.search(.query("destination"))))   // does not cancel the other slot's search
        await store.advance(by: .milliseconds(300)) {
            $0.search?.results = ["alone"]
            $0.destination = .search(SearchSheet.State(results: ["destination"]))
        }
        await store.finish()
    }
}
