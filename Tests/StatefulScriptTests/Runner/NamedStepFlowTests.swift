import Foundation
import StatefulScript
import Testing

/// Named steps and repeated blocks, run: a failure names the step it is in.
@MainActor
@Suite struct NamedStepFlowTests {
    private func transfer(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: TransferFeature(), path: "steps.flow")
    }

    @Test func failureNamesItsStep() async throws {
        let run = try await transfer("""
            step "Pick the recipient" {
                expect state sentCount == 0
                step "Check the count" {
                    expect state sentCount == 2
                }
            }
            expect state sentCount == 3
            """)
        #expect(run.failures.map(\.location.line) == [4, 7])
        #expect(run.failures.map(\.message) == [
            #"in step "Pick the recipient" > "Check the count": expected state sentCount == 2, found 0"#,
            "expected state sentCount == 3, found 0",
        ])
        #expect(run.failures.map(\.stepNames) == [["Pick the recipient", "Check the count"], []])
        #expect(run.failures.first?.stepTitle == #""Pick the recipient" > "Check the count""#)
        #expect(run.failures.first?.description.hasPrefix(#"steps.flow:4:9: error: in step "Pick the recipient""#) == true)
    }

    @Test func theTranscriptHeadsEachNamedStep() async throws {
        let run = try await transfer("""
            step "Pick the recipient" {
                pick("r1")
            }
            step "Type the amount" {
                amountChanged("100")
            }
            amountChanged("200")
            """)
        #expect(run.failures.isEmpty)
        let heads = run.transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(heads == [
            #"> step "Pick the recipient""#, #"> pick("r1")"#,
            #"> step "Type the amount""#, #"> amountChanged("100")"#, #"> amountChanged("200")"#,
        ])
    }

    @Test func repeatedStatementsRunEachTime() async throws {
        let run = try await transfer("""
            repeat 3 {
                expect state sentCount == ${index}
            }
            """)
        // `${index}` is text: a string never equals the count, so each run fails, located at the one line.
        #expect(run.failures.count == 3)
        #expect(run.failures.map(\.location.line) == [2, 2, 2])
        #expect(run.failures.map(\.message) == [1, 2, 3].map { #"expected state sentCount == "\#($0)", found 0"# })
    }
}
