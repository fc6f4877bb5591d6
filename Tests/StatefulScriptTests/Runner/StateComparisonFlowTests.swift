import Foundation
import StatefulScript
import Testing

/// `<`, `<=`, `>`, `>=`, `contains`, `is nil` and `is not nil` on the
/// transfer feature's State, and on durations.
@MainActor
@Suite struct StateComparisonFlowTests {
    private func transfer(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: TransferFeature(), path: "state.flow")
    }

    @Test func orderingsCompareNumbers() async throws {
        let run = try await transfer("""
            expect state sentCount < 1
            expect state sentCount <= 0
            expect state sentCount >= 0
            expect state sentCount > -1.5
            expect state sentCount > 0
            expect state sentCount <= -1
            """)
        #expect(run.failures.map(\.location.line) == [5, 6])
        #expect(run.failures.map(\.message) == [
            "expected state sentCount > 0, found 0",
            "expected state sentCount <= -1, found 0",
        ])
    }

    @Test func containsLooksInStringsAndCollections() async throws {
        let run = try await transfer("""
            expect state recipients contains Recipient(name: "Alan Turing")
            expect state recipients[0].name contains "Love"
            expect state recipients[0].name contains "Hopper"
            expect state recipients contains Recipient(name: "Grace Hopper")
            """)
        #expect(run.failures.map(\.location.line) == [3, 4])
        #expect(run.failures.first?.message == #"expected state recipients[0].name contains "Hopper", found "Ada Lovelace""#)
    }

    @Test func isNilAndIsNotNilLookAtOptionals() async throws {
        let run = try await transfer("""
            expect state recipient is nil
            expect state recipient is not nil
            tap "Ada Lovelace"
            expect state recipient is not nil
            expect state recipient is nil
            """)
        #expect(run.failures.map(\.location.line) == [2, 5])
        #expect(run.failures.map(\.message) == [
            "expected state recipient is not nil, found nil",
            #"expected state recipient is nil, found "r1""#,
        ])
    }

    @Test func aValueThatCannotBeComparedIsAnErrorThatSaysWhy() async throws {
        let run = try await transfer("""
            expect state amount > 3
            expect state sentCount contains 1
            expect state recipient < 2
            """)
        #expect(run.failures.map(\.message) == [
            "cannot compare state amount >: `>` compares a number with a number or a duration with a duration; "
                + "amount is of type `String` and the value is an integer",
            "cannot compare state sentCount contains: `contains` looks in a string (for a string) or in a collection; "
                + "sentCount is of type `Int`",
            "cannot compare state recipient <: `<` compares a number with a number or a duration with a duration; "
                + "recipient is nil and the value is an integer",
        ])
    }

    private struct Timed {
        var elapsed: Duration = .milliseconds(1_500)
        var limit: Duration? = nil
    }

    @Test func durationsAreOrdered() throws {
        let value = ScriptValue(.duration(.seconds(1)), at: SourceLocation(file: "t.flow", line: 1, column: 1))
        let greater = StateExpectation(path: ["elapsed"], comparison: .greater, value: value, isSecret: false)
        let actual = try greater.actualValue(in: Timed())
        #expect(greater.isSatisfied(by: actual))
        #expect(greater.comparisonProblem(with: actual) == nil)
        let less = StateExpectation(path: ["elapsed"], comparison: .less, value: value, isSecret: false)
        #expect(!less.isSatisfied(by: actual))
        let number = ScriptValue(.integer(1), at: SourceLocation(file: "t.flow", line: 1, column: 1))
        let mixed = StateExpectation(path: ["elapsed"], comparison: .less, value: number, isSecret: false)
        #expect(mixed.comparisonProblem(with: actual) != nil)
        let limit = StateExpectation(path: ["limit"], comparison: .isNil, value: value, isSecret: false)
        #expect(limit.isSatisfied(by: try limit.actualValue(in: Timed())))
    }
}
