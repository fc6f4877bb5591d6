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
