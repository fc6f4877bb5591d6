import Foundation
import Stateful
import StatefulInternalTestSupport
import Testing

/// `Shared`: one value held by many, changed through any of them.
@Suite struct SharedTests {
    struct Cart: Equatable, Sendable {
        var lines: [String] = []
        var note = ""
    }

    struct Line: Identifiable, Equatable, Sendable {
        var id: Int
        var quantity = 1
    }

    @Test func copiesOfASharedValueSeeEachOthersChanges() {
        let cart = Shared(value: Cart())
        let copy = cart
        copy.withLock { $0.lines.append("tea") }
        #expect(cart.wrappedValue.lines == ["tea"])
        #expect(cart == copy)
    }

    @Test func aPartOfASharedValueIsSharedWithIt() {
        let cart = Shared(value: Cart())
        let lines = cart.lines
        lines.withLock { $0.append("tea") }
        #expect(cart.wrappedValue.lines == ["tea"])
        cart.withLock { $0.lines.append("milk") }
        #expect(lines.wrappedValue == ["tea", "milk"])
    }

    @Test func anElementOfASharedCollectionIsSharedWithIt() throws {
        let lines = Shared(value: IdentifiedArray(uniqueElements: [Line(id: 1), Line(id: 2)]))
        let second = try #require(lines[id: 2])
        second.withLock { $0.quantity = 5 }
        #expect(lines.wrappedValue[id: 2]?.quantity == 5)
        #expect(lines[id: 3] == nil)
        #expect(lines.elements().map(\.wrappedValue.id) == [1, 2])
    }

    @Test func aRemovedElementReadsAsLastSeenAndItsChangesAreReported() throws {
        let lines = Shared(value: IdentifiedArray(uniqueElements: [Line(id: 1, quantity: 3)]))
        let first = try #require(lines[id: 1])
        lines.withLock { _ = $0.remove(id: 1) }
        #expect(first.wrappedValue.quantity == 3)
        let issues = ReportedIssues()
        issues.capture {
            first.withLock { $0.quantity = 9 }
        }
        #expect(lines.wrappedValue.isEmpty)
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("[id: 1] was not made: that part is no longer there") == true)
    }

    @Test func equalSharedValuesAreTheSameOrHoldEqualValues() {
        let one = Shared(value: 1)
        let other = Shared(value: 1)
        #expect(one == other)
        other.withLock { $0 = 2 }
        #expect(one != other)
        #expect(one == one.projectedValue)
    }

    @Test func withLockMayReadTheSameValueWithoutDeadlocking() {
        let count = Shared(value: 1)
        count.withLock { value in
            value += count.wrappedValue   // the value as the closure has left it so far
        }
        #expect(count.wrappedValue == 2)
    }

    @Test func changesFromManyTasksAtOnceAreAllKept() async {
        let count = Shared(value: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    for _ in 0..<20 { count.withLock { $0 += 1 } }
                }
            }
        }
        #expect(count.wrappedValue == 1000)
    }

    @MainActor
    @Test func observationSeesAChangeMadeByAnotherHolder() async {
        let cart = Shared(value: Cart())
        let holder = cart
        let reads = ObservedReads { cart.wrappedValue.lines }
        holder.withLock { $0.lines = ["tea"] }
        #expect(reads.changeCount == 1)
        reads.readAgain()
        #expect(reads.value == ["tea"])
    }

    @MainActor
    @Test func observationSeesAChangeMadeOffTheMainActor() async {
        let cart = Shared(value: Cart())
        let reads = ObservedReads { cart.wrappedValue.note }
        await Task.detached { cart.withLock { $0.note = "from elsewhere" } }.value
        #expect(reads.changeCount == 1)
        reads.readAgain()
        #expect(reads.value == "from elsewhere")
    }

    @Test func aPropertysPathIsNamedWithoutItsRootType() {
        let cart = Shared(value: Cart())
        let holder = cart.note as any SharedValueHolder
        #expect(holder.sharedPath.map(\.textForTests) == [".note"])
    }
}

extension SharedPathComponent {
    /// The component as a dump writes it, for tests that cannot dump.
    var textForTests: String {
        switch self {
        case .property(_, let name): name
        case .id(let id): "[id: \(id)]"
        }
    }
}
