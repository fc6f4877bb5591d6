import Stateful
import StatefulSnapshot
import Testing

@Suite struct StackStateDumpTests {
    private struct Page: Equatable {
        var title: String
    }

    @Test func aStackDumpsAsItsElementsLabelledWithTheirIds() {
        var stack: StackState = [Page(title: "List"), Page(title: "Detail")]
        stack.popLast()
        stack.append(Page(title: "Record"))
        #expect(ValueDump.text(of: stack) == """
            StackState<Page>(
              #0: Page(title: "List")
              #2: Page(title: "Record")
            )
            """)
        #expect(ValueDump.text(of: StackState<Page>()) == "StackState<Page>()")
    }

    @Test func theElementsOfAStackAreMaskedAsAnyOtherValue() {
        let stack: StackState = [Page(title: "pin 4711")]
        let text = ValueDump.text(of: stack, maskingStrings: { $0.replacingOccurrences(of: "4711", with: "****") })
        #expect(text.contains("pin ****"))
        #expect(!text.contains("4711"))
    }

    @Test func aDiffOfTwoStacksNamesTheChangedElementById() throws {
        let before: StackState = [Page(title: "List"), Page(title: "Detail")]
        var after = before
        after[id: 1] = Page(title: "Edited")
        let diff = try #require(ValueDiff.lines(from: before, to: after))
        #expect(diff.contains("    #1: Page("), "the changed element is named by its id")
        #expect(diff.contains("-     title: \"Detail\""))
        #expect(diff.contains("+     title: \"Edited\""))
        #expect(!diff.contains { $0.contains("#0") }, "the unchanged element is folded away")
    }
}

@Suite struct StackElementIDDumpTests {
    private enum Route: Equatable { case close(StackElementID) }

    @Test func anIdDumpsAsThePlainNumberAScriptWrites() {
        #expect(ValueDump.text(of: Route.close(3)) == ".close(3)")
    }
}
