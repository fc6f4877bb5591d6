import Stateful
import StatefulSnapshot
import Testing

private struct Content: Redactable {
    static let redactedLabels: Set<String> = ["password"]
    var loginId = ""
    var password = ""
    var remember = false
}

private enum Event {
    case moved(from: Int, to: Int)
}

private struct Item {
    var name: String
    var count: Int
}

@Suite struct ValueDiffTests {
    @Test func equalValuesHaveNoDiff() {
        #expect(ValueDiff.lines(from: [1, 2], to: [1, 2]) == nil)
        #expect(ValueDiff.text(from: Content(), to: Content()) == nil)
    }

    @Test func aChangedPropertyShowsInContextWithTheRestCollapsed() {
        let before = ViewState<Content, Never>.completed(Content())
        let after = ViewState<Content, Never>.completed(Content(loginId: "a@example.com"))
        #expect(ValueDiff.text(from: before, to: after) == """
              .completed(
                Content(
            -     loginId: ""
            +     loginId: "a@example.com"
                  ... (2 unchanged)
                )
              )
            """)
    }

    @Test func fieldsChangedApartAreEachDiffedAtTheirPlace() {
        let before = Content(loginId: "a", password: "", remember: false)
        let after = Content(loginId: "b", password: "", remember: true)
        #expect(ValueDiff.text(from: before, to: after) == """
              Content(
            -   loginId: "a"
            +   loginId: "b"
                ... (1 unchanged)
            -   remember: false
            +   remember: true
              )
            """)
        // An enum case's labelled values line up by label as well.
        let event = ValueDiff.text(from: Event.moved(from: 1, to: 2), to: Event.moved(from: 1, to: 3))
        #expect(event == """
              .moved(
                ... (1 unchanged)
            -   to: 2
            +   to: 3
              )
            """)
    }

    @Test func unchangedRunsOnBothSidesOfAChangeAreCountedSeparately() {
        let before = [1, 2, 3, 4, 5, 6]
        let after = [1, 2, 30, 4, 5, 6]
        #expect(ValueDiff.text(from: before, to: after) == """
              [
                ... (2 unchanged)
            -   3
            +   30
                ... (3 unchanged)
              ]
            """)
    }

    @Test func insertedAndRemovedElementsAreAlignedByContent() {
        #expect(ValueDiff.text(from: ["a", "b", "c"], to: ["b", "c", "d"]) == """
              [
            -   "a"
                ... (2 unchanged)
            +   "d"
              ]
            """)
    }

    @Test func aChangedElementIsDiffedInDepth() {
        let before = [Item(name: "a", count: 1), Item(name: "b", count: 1)]
        let after = [Item(name: "a", count: 1), Item(name: "b", count: 2)]
        #expect(ValueDiff.text(from: before, to: after) == """
              [
                ... (1 unchanged)
                Item(
                  ... (1 unchanged)
            -     count: 1
            +     count: 2
                )
              ]
            """)
    }

    @Test func dictionariesAreDiffedByKey() {
        #expect(ValueDiff.text(from: ["a": 1, "b": 2], to: ["a": 1, "b": 3, "c": 4]) == """
              [
                ... (1 unchanged)
            -   "b": 2
            +   "b": 3
            +   "c": 4
              ]
            """)
    }

    @Test func aChangeOfCaseIsWrittenWhole() {
        let before = ViewState<Item, Never>.loading
        let after = ViewState<Item, Never>.completed(Item(name: "a", count: 1))
        #expect(ValueDiff.text(from: before, to: after) == """
            - .loading
            + .completed(Item(name: "a", count: 1))
            """)
    }

    @Test func longValuesUseTheMultiLineLayoutOnTheirSide() {
        let long = String(repeating: "x", count: 70)
        #expect(ValueDiff.lines(from: Optional<Item>.none as Any, to: Item(name: long, count: 1)) == [
            "- nil",
            "+ Item(",
            "+   name: \"\(long)\"",
            "+   count: 1",
            "+ )",
        ])
    }

    @Test func secretsStayMaskedInDiffs() {
        let diff = ValueDiff.text(from: Content(), to: Content(password: "hunter2"))
        #expect(diff == """
              Content(
                ... (1 unchanged)
            -   password: ""
            +   password: "********"
                ... (1 unchanged)
              )
            """)
        #expect(diff?.contains("hunter2") == false)
    }

    @Test func aChangeBetweenTwoNonEmptySecretsIsInvisible() {
        #expect(ValueDiff.lines(from: Content(password: "old"), to: Content(password: "new")) == nil)
    }

    @Test func collectionsTooLargeForTheTableAreStillAlignedByContent() {
        // 1,200 × 1,201 entry pairs is more than the alignment table takes:
        // the linear-space alignment lines them up instead of comparing
        // them position by position (which would show all 1,200 as changed).
        let before = Array(0..<1_200)
        let after = [-1] + before
        #expect(ValueDiff.text(from: before, to: after) == """
              [
            +   -1
                ... (1200 unchanged)
              ]
            """)
    }
}
