import Stateful
import Testing

@Suite struct PathElementCaseTests {
    @Test func anElementGivesTheStateOfItsOwnCaseAndNilForAnyOther() {
        let tally = RegisteredPath.tally(StackTally.State(count: 3))
        #expect(tally[case: RegisteredPath.tally] == StackTally.State(count: 3))
        #expect(tally[case: RegisteredPath.note] == nil)
        let note = RegisteredPath.note(StackNote.State(text: "hi"))
        #expect(note[case: RegisteredPath.note]?.text == "hi")
        #expect(note[case: RegisteredPath.tally] == nil)
    }

    @Test func aStacksElementIsReadByIdAndCase() {
        let path: StackState<RegisteredPath> = [.note(StackNote.State(text: "a")), .totals(StackTotals.State(totals: [1, 2]))]
        #expect(path[id: 1]?[case: RegisteredPath.totals]?.totals == [1, 2])
        #expect(path[id: 1]?[case: RegisteredPath.note] == nil)
        #expect(path[id: 7]?[case: RegisteredPath.note] == nil)
    }
}
