import Stateful
import Testing

/// `SharedValues`: the shared values a State holds, captured at one moment,
/// and read back as they were.
@Suite struct SharedValuesTests {
    struct Row: Equatable, Sendable { @Shared var count: Int }
    enum Screen: Equatable, Sendable { case row(Row), empty }
    final class Holder: Sendable { let count: Shared<Int>; init(_ count: Shared<Int>) { self.count = count } }

    struct State: Sendable {
        var rows: [Row]
        var screen: Screen?
        var stack: StackState<Row>
        var holder: Holder
    }

    @Test func everySharedValueAStateHoldsIsFoundOnceWhereverItIs() {
        let a = Shared(value: 1)
        let b = Shared(value: 2)
        let c = Shared(value: 3)
        let d = Shared(value: 4)
        let state = State(rows: [Row(count: a), Row(count: a)], screen: .row(Row(count: b)),
                          stack: [Row(count: c)], holder: Holder(d))
        let values = SharedValues.capture(in: state)
        #expect(values.references.count == 4)
    }

    @Test func aCapturedStateReadsItsSharedValuesAsTheyWere() {
        let count = Shared(value: 1)
        let row = Row(count: count)
        let before = SharedValues.capture(in: row)
        count.withLock { $0 = 2 }
        #expect(before.reading { row.count } == 1)
        #expect(row.count == 2)
    }

    @Test func changesMadeWhileReadingACopyStayInTheCopy() {
        let count = Shared(value: 1)
        let row = Row(count: count)
        let copy = SharedValues.capture(in: row).copy()
        copy.reading { row.$count.withLock { $0 = 10 } }
        #expect(copy.reading { row.count } == 10)
        #expect(count.wrappedValue == 1)
    }
}

extension SharedValuesTests {
    struct Line: Identifiable, Equatable, Sendable { var id: Int; var quantity = 1 }

    @Test func aChangeToAPartMissingFromTheValuesReadNeverReachesTheApp() throws {
        let lines = Shared(value: IdentifiedArray(uniqueElements: [Line(id: 1)]))
        let first = try #require(lines[id: 1])
        let copy = SharedValues.capture(in: [lines]).copy()
        copy.reading {
            lines.withLock { _ = $0.remove(id: 1) }   // removed in the values read
            first.withLock { $0.quantity = 5 }        // not there: a copy changes
        }
        #expect(lines.wrappedValue[id: 1]?.quantity == 1)
        #expect(copy.reading { lines.wrappedValue.isEmpty })
    }

    @Test func equalSharedValuesHashAlike() {
        #expect(Set([Shared(value: 1), Shared(value: 1), Shared(value: 2)]).count == 2)
    }
}
