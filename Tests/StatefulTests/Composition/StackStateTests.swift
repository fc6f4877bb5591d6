import Foundation
import Stateful
import StatefulInternalTestSupport
import Testing

@Suite struct StackStateTests {
    @Test func idsAreHandedOutInOrderFromZero() {
        var stack = StackState<String>()
        #expect(stack.append("a") == 0)
        #expect(stack.append("b") == 1)
        #expect(stack.ids == [0, 1])
        #expect(Array(stack) == ["a", "b"])
        #expect(stack.topID == 1)
    }

    @Test func anIdIsNeverHandedOutAgainAfterItsElementWasPopped() {
        var stack: StackState = ["a", "b"]
        stack.popLast()
        stack.removeAll()
        #expect(stack.isEmpty)
        #expect(stack.append("c") == 2)
        #expect(stack.ids == [2])
    }

    @Test func anElementIsReadAndReplacedByItsId() {
        var stack: StackState = ["a", "b", "c"]
        #expect(stack[id: 1] == "b")
        stack[id: 1] = "B"
        #expect(Array(stack) == ["a", "B", "c"])
        #expect(stack[id: 7] == nil)
        stack[id: 7] = "x"
        #expect(Array(stack) == ["a", "B", "c", "x"], "setting an id not on the stack pushes it with that id")
        #expect(stack.ids == [0, 1, 2, 7])
    }

    @Test func settingNilPopsTheElementAndEverythingAboveIt() {
        var stack: StackState = ["a", "b", "c"]
        stack[id: 1] = nil
        #expect(stack.ids == [0])
        #expect(!stack.contains(id: 1))
        #expect(!stack.contains(id: 2))
    }

    @Test func poppingFromAndToAnId() {
        var stack: StackState = ["a", "b", "c", "d"]
        stack.pop(to: 1)
        #expect(stack.ids == [0, 1])
        stack.pop(from: 1)
        #expect(stack.ids == [0])
        // A missing id is reported (a test failure once StatefulTesting
        // installed its reporter, see MissingStackElementTests) and changes nothing.
        withKnownIssue(isIntermittent: true) {
            stack.pop(from: 9)
            stack.pop(to: 9)
        }
        #expect(stack.ids == [0], "popping an id not on the stack changes nothing")
        #expect(stack.popLast() == "a")
        #expect(stack.popLast() == nil)
    }

    @Test func stacksAreEqualWhenTheyHoldTheSameIdsAndElements() {
        var pushedThenPopped: StackState = ["a"]
        pushedThenPopped.append("b")
        pushedThenPopped.popLast()
        #expect(pushedThenPopped == ["a"])
        var renumbered = StackState<String>()
        renumbered.append("x")
        renumbered.popLast()
        renumbered.append("a")
        #expect(renumbered != ["a"], "the same element under another id is another stack")
        #expect(Set([pushedThenPopped, ["a"]]).count == 1)
    }

    @Test func anIdDecodesFromAndEncodesToAPlainInteger() throws {
        let decoded = try JSONDecoder().decode([StackElementID].self, from: Data("[0, 12]".utf8))
        #expect(decoded == [0, 12])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == "[0,12]")
        #expect(StackElementID(rawValue: 3).description == "#3")
    }

    @Test func settingAnIdNotOnTheStackPushesTheElementWithThatId() {
        var stack: StackState = ["a", "b"]
        stack.removeAll()
        stack[id: 1] = "again"
        #expect(stack.ids == [1])
        #expect(stack[id: 1] == "again")
        #expect(stack.append("next") == 2, "later ids are above it")
        stack[id: 7]? += "!"   // nothing there to change: nothing is pushed
        #expect(Array(stack) == ["again", "next"])
    }

    /// Random pushes, pops and replacements keep the invariants and agree
    /// with a plain array of (id, element) pairs.
    @Test(arguments: 0..<20) func randomEditsKeepTheInvariants(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var stack = StackState<Int>()
        var model: [(id: Int, element: Int)] = []
        var handedOut = 0
        for step in 0..<200 {
            let id = StackElementID(rawValue: Int(generator.next() % UInt64(handedOut + 2)))
            switch generator.next() % 5 {
            case 0, 1:
                #expect(stack.append(step).rawValue == handedOut)
                model.append((handedOut, step))
                handedOut += 1
            case 2:
                guard stack.contains(id: id) else { continue }  // a missing id is MissingStackElementTests'
                stack.pop(from: id)
                if let index = model.firstIndex(where: { $0.id == id.rawValue }) { model.removeSubrange(index...) }
            case 3:
                guard stack.contains(id: id) else { continue }
                stack.pop(to: id)
                if let index = model.firstIndex(where: { $0.id == id.rawValue }) { model.removeSubrange((index + 1)...) }
            default:
                // Replaces the element, or pushes it with that id when it is not there.
                stack[id: id] = -step
                if let index = model.firstIndex(where: { $0.id == id.rawValue }) {
                    model[index].element = -step
                } else {
                    model.append((id.rawValue, -step))
                    handedOut = max(handedOut, id.rawValue + 1)
                }
            }
            #expect(stack.ids.map(\.rawValue) == model.map(\.id))
            #expect(Array(stack) == model.map(\.element))
            #expect(Set(stack.ids).count == stack.count, "ids are unique")
            for (index, id) in stack.ids.enumerated() {
                #expect(stack[id: id] == model[index].element, "found by id, in either search")
            }
        }
    }
}
