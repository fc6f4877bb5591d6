import Stateful
import StatefulTesting
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

/// `StackState[id:case:]`: a write that cannot happen fails the test at the
/// line that wrote it, instead of changing nothing silently.
@Suite struct StackStateCaseSubscriptTests {
    private var path: StackState<RegisteredPath> {
        [.note(StackNote.State(text: "a")), .tally(StackTally.State(count: 1))]
    }

    @Test func readsTheStateOfAnElementByIdAndCase() {
        #expect(path[id: 1, case: RegisteredPath.tally] == StackTally.State(count: 1))
        #expect(path[id: 1, case: RegisteredPath.note] == nil)
        #expect(path[id: 7, case: RegisteredPath.note] == nil)
    }

    @Test func writesOneFieldOfAnElementInPlace() {
        var path = path
        path[id: 1, case: RegisteredPath.tally]?.count = 5
        #expect(path == [.note(StackNote.State(text: "a")), .tally(StackTally.State(count: 5))])
    }

    @Test func aWriteToAnElementNotOnTheStackFailsAtThatLine() {
        _ = Dependencies.test  // StatefulTesting's reporter fails the running test
        var path = path
        path.pop(from: 1)
        withKnownIssue {
            path[id: 1, case: RegisteredPath.tally]?.count = 12
        } matching: { issue in
            "\(issue)".contains("StackState[id: #1, case: …] was written, but no element #1 is on the stack (the stack holds #0); nothing changed")
                && issue.sourceLocation?.fileName == "PathElementCaseTests.swift"
        }
        #expect(path == [.note(StackNote.State(text: "a"))])
    }

    @Test func aWriteThroughAnotherCaseFailsNamingTheElementsCase() {
        _ = Dependencies.test
        var path = path
        withKnownIssue {
            path[id: 0, case: RegisteredPath.tally]?.count = 12
        } matching: { issue in
            "\(issue)".contains("StackState[id: #0, case: …] was written, but element #0 is `note`, not of that case; nothing changed")
        }
        #expect(path == self.path)
    }

    @Test func writingNilPopsTheElementAsTheIdSubscriptDoes() {
        var path = path
        path[id: 1, case: RegisteredPath.tally] = nil
        #expect(path == [.note(StackNote.State(text: "a"))])
    }

    @MainActor
    @Test func anExpectedStateThatWritesThroughAPoppedElementFailsTheStep() async {
        let store = TestStore(StackCommandStack(), initialState: StackCommandStack.State(path: path))
        await withKnownIssue {
            await store.send(.path(.popFrom(id: 1))) {
                $0.path.pop(from: 1)
                $0.path[id: 1, case: RegisteredPath.tally]?.count = 2
            }
        } matching: { issue in
            "\(issue)".contains("no element #1 is on the stack")
        }
        await store.finish()
    }
}
