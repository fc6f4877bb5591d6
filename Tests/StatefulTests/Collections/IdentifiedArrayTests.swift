import Foundation
import Stateful
import StatefulInternalTestSupport
import Testing

private struct Row: Identifiable, Equatable, Sendable, Codable, Comparable {
    var id: Int
    var title: String

    static func < (lhs: Row, rhs: Row) -> Bool { lhs.title < rhs.title }
}

struct IdentifiedArrayTests {
    @Test func readsChangesAndRemovesByID() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")]
        #expect(rows[id: 2]?.title == "b")
        rows[id: 2]?.title = "B"
        #expect(rows.map(\.title) == ["a", "B", "c"])
        #expect(rows.remove(id: 1) == Row(id: 1, title: "a"))
        #expect(rows.ids == [2, 3])
        #expect(rows.index(id: 3) == 1)
        #expect(rows[id: 1] == nil)
        #expect(rows.remove(id: 1) == nil)
    }

    @Test func settingAnAbsentIDAppendsAndSettingNilRemoves() {
        var rows = IdentifiedArrayOf<Row>()
        rows[id: 7] = Row(id: 7, title: "x")
        rows[id: 8] = Row(id: 8, title: "y")
        #expect(rows.ids == [7, 8])
        rows[id: 7] = nil
        #expect(rows.ids == [8])
    }

    @Test func appendingAnIDThatIsThereKeepsTheFirst() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a")]
        let result = rows.append(Row(id: 1, title: "again"))
        #expect(result.inserted == false && result.index == 0)
        #expect(rows.map(\.title) == ["a"])
        let inserted = rows.insert(Row(id: 1, title: "again"), at: 0)
        #expect(inserted.inserted == false)
    }

    @Test func duplicatesInDataAreCombinedOrRejected() throws {
        let rows = IdentifiedArray(
            [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 1, title: "c")], uniquingIDsWith: { $1 })
        #expect(rows.map(\.title) == ["c", "b"])

        let json = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: json) }
        let good = Data(#"[{"id":2,"title":"b"},{"id":1,"title":"a"}]"#.utf8)
        let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: good)
        #expect(decoded.ids == [2, 1])
        #expect(try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: JSONEncoder().encode(decoded)) == decoded)
    }

    @Test func modifyChangesTheElementWhereItIs() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a")]
        let length = rows.modify(id: 1) { row in
            row.title += "!"
            return row.title.count
        }
        #expect(length == 2)
        #expect(rows.modify(id: 9) { $0.title } == nil)
        rows[0].title = "first"
        #expect(rows[id: 1]?.title == "first")
    }

    @Test func reorderingKeepsEveryIDFindable() {
        var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "c"), Row(id: 2, title: "a"), Row(id: 3, title: "b")]
        rows.sort()
        #expect(rows.ids == [2, 3, 1])
        rows.reverse()
        #expect(rows.ids == [1, 3, 2])
        rows.move(id: 2, to: 0)
        #expect(rows.ids == [2, 1, 3])
        rows.swapAt(0, 2)
        #expect(rows.ids == [3, 1, 2])
        for row in rows { #expect(rows.index(id: row.id).map { rows[$0] } == row) }
    }

    @Test func reflectsAsItsElementsOnly() {
        let rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a")]
        let mirror = Mirror(reflecting: rows)
        #expect(mirror.displayStyle == .collection)
        #expect(mirror.children.compactMap { $0.value as? Row } == [Row(id: 1, title: "a")])
        #expect(rows.description == [Row(id: 1, title: "a")].description)
    }

    /// Random edits against a plain array of the same rows as the model: after
    /// every edit the order matches the model and every id is found where it is.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func invariantsHoldUnderRandomEdits(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var rows = IdentifiedArrayOf<Row>()
        var model: [Row] = []
        for step in 0..<2_000 {
            let id = Int.random(in: 0..<40, using: &generator)
            let row = Row(id: id, title: "\(step)")
            switch Int.random(in: 0..<9, using: &generator) {
            case 0:
                rows.append(row)
                if !model.contains(where: { $0.id == id }) { model.append(row) }
            case 1:
                let index = Int.random(in: 0...model.count, using: &generator)
                rows.insert(row, at: index)
                if !model.contains(where: { $0.id == id }) { model.insert(row, at: index) }
            case 2:
                rows.remove(id: id)
                model.removeAll { $0.id == id }
            case 3:
                rows[id: id] = row
                if let index = model.firstIndex(where: { $0.id == id }) { model[index] = row } else { model.append(row) }
            case 4:
                let target = Int.random(in: 0..<max(model.count, 1), using: &generator)
                rows.move(id: id, to: target)
                if let from = model.firstIndex(where: { $0.id == id }) {
                    let moved = model.remove(at: from)
                    model.insert(moved, at: min(target, model.count))
                }
            case 5:
                rows.removeAll { $0.id % 7 == id % 7 }
                model.removeAll { $0.id % 7 == id % 7 }
            case 6 where !model.isEmpty:
                let i = Int.random(in: 0..<model.count, using: &generator)
                let j = Int.random(in: 0..<model.count, using: &generator)
                rows.swapAt(i, j)
                model.swapAt(i, j)
            case 7 where !model.isEmpty:
                let offsets = Set((0..<3).map { _ in Int.random(in: 0..<model.count, using: &generator) })
                rows.remove(atOffsets: offsets)
                model = model.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            default:
                rows.sort()
                model.sort()
            }
            #expect(Array(rows) == model, "step \(step)")
            #expect(rows.ids == model.map(\.id))
            for (index, row) in model.enumerated() where rows.index(id: row.id) != index {
                Issue.record("step \(step): \(row.id) is at \(index), the look-up says \(String(describing: rows.index(id: row.id)))")
            }
            #expect(Set(rows.ids).count == rows.count)
        }
    }
}

/// What TCA features call on an identified array, each checked against the
/// same operation on a plain array of the elements.
@Suite struct IdentifiedArrayTCATests {
    struct Row: Identifiable, Equatable, Sendable { var id: Int; var done = false }

    private func rows(_ ids: [Int]) -> IdentifiedArray<Row> { IdentifiedArray(uniqueElements: ids.map { Row(id: $0) }) }

    /// The identified array's ids are its elements' ids, each at its position.
    private func checkInvariants(_ array: IdentifiedArray<Row>) {
        #expect(array.ids == array.elements.map(\.id))
        for (index, element) in array.elements.enumerated() { #expect(array.index(id: element.id) == index) }
    }

    @Test(arguments: [([0], 0), ([0], 5), ([4], 0), ([1, 3], 0), ([0, 2], 4), ([2], 2), ([2], 3), ([0, 1, 2, 3, 4], 2)])
    func moveFromOffsetsMatchesSwiftUIsOnMove(source: [Int], destination: Int) {
        var array = rows([0, 1, 2, 3, 4])
        var plain = Array(0...4)
        let moving = source.map { plain[$0] }
        let before = plain[..<destination].filter { !moving.contains($0) }
        let after = plain[destination...].filter { !moving.contains($0) }
        plain = before + moving + after
        array.move(fromOffsets: source, toOffset: destination)
        #expect(array.ids == plain)
        checkInvariants(array)
    }

    @Test func filterKeepsAnIdentifiedArray() {
        var array = rows([1, 2, 3])
        array[id: 2]?.done = true
        let done: IdentifiedArray<Row> = array.filter(\.done)
        #expect(done.ids == [2])
        #expect(done[id: 2] != nil)
    }

    @Test func updatingReplacesInPlaceOrAdds() {
        var array = rows([1, 2])
        #expect(array.updateOrAppend(Row(id: 2, done: true)) == Row(id: 2))
        #expect(array.updateOrAppend(Row(id: 3)) == nil)
        let inserted = array.updateOrInsert(Row(id: 0), at: 0)
        #expect(inserted.originalMember == nil && inserted.index == 0)
        #expect(array.ids == [0, 1, 2, 3])
        #expect(array[id: 2]?.done == true)
        #expect(array.update(Row(id: 1, done: true), at: 1) == Row(id: 1))
        checkInvariants(array)
    }

    @Test func removingFromEitherEndAndByRange() {
        var array = rows(Array(0..<8))
        #expect(array.removeFirst().id == 0)
        #expect(array.removeLast().id == 7)
        array.removeFirst(2)
        array.removeLast(1)
        #expect(array.ids == [3, 4, 5])
        array.removeSubrange(1..<2)
        #expect(array.ids == [3, 5])
        #expect(array.popLast()?.id == 5)
        #expect(array.remove(Row(id: 3)) == Row(id: 3))
        #expect(array.popLast() == nil)
        checkInvariants(array)
    }

    @Test func shufflingAndPartitioningKeepEveryIdAtItsPosition() {
        var array = rows(Array(0..<20))
        var generator = SeededGenerator(seed: 7)
        array.shuffle(using: &generator)
        checkInvariants(array)
        #expect(Set(array.ids) == Set(0..<20))
        let pivot = array.partition { $0.id.isMultiple(of: 2) }
        #expect(array.elements[pivot...].allSatisfy { $0.id.isMultiple(of: 2) })
        #expect(array.elements[..<pivot].allSatisfy { !$0.id.isMultiple(of: 2) })
        checkInvariants(array)
    }

    @Test func containsAnElementByItsId() {
        #expect(rows([1]).contains(Row(id: 1, done: true)))
        #expect(!rows([1]).contains(Row(id: 2)))
    }
}
