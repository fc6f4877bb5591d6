import Foundation
import StatefulScript
import Testing

/// `let NAME = state PATH`, then `${NAME}` in later lines.
@MainActor
@Suite struct CaptureFlowTests {
    private func transfer(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: TransferFeature(), path: "capture.flow")
    }

    @Test func aCapturedIdIsUsedByALaterCommand() async throws {
        let run = try await transfer("""
            let who = state recipients[1].id
            pick("${who}")
            expect state recipient == "r2"
            expect screen contains "To ${who}"
            """)
        // The screen shows the name, not the id: the last line fails, naming the captured text it looked for.
        #expect(run.failures.map(\.location.line) == [4])
        #expect(run.failures.first?.message.hasPrefix(#"expected the screen to contain "To r2""#) == true)
        #expect(run.failures.first?.source == #"expect screen contains "To ${who}""#)
        #expect(run.transcript.contains("> pick(\"r2\")"))
    }

    @Test func aCaptureOfAMissingPathSaysWhatIsThere() async throws {
        let run = try await transfer("""
            let who = state recipients[5].id
            pick("${who}")
            let other = state recipints
            """)
        #expect(run.failures.map(\.location.line) == [1, 2, 3])
        #expect(run.failures.map(\.message) == [
            "cannot capture state recipients[5].id: there is no element `[5]`; there are: [0], [1]",
            "`${who}` has no value: the line that captures it (`let who = …`) failed or did not run",
            "cannot capture state recipints: `Transfer.State` has no property `recipints`; did you mean `recipients`?",
        ])
    }

    @Test func aCapturedIntegerIsANumberWrittenBare() async throws {
        let run = try await transfer("""
            let count = state sentCount
            expect state sentCount == ${count}
            expect state sentCount == "${count}"
            pick(${count})
            """)
        #expect(run.failures.map(\.location.line) == [3, 4])
        #expect(run.failures.first?.message == #"expected state sentCount == "0", found 0"#)
        #expect(run.failures.last?.message.hasPrefix("with the captured values in place: wrong argument type for `pick`") == true)
    }

    @Test func aCapturedIntegerIndexesAPath() async throws {
        let run = try await transfer("""
            let first = state sentCount
            expect state recipients[${first}].name == "Ada Lovelace"
            expect state recipients[${first}].name == "Alan Turing"
            """)
        #expect(run.failures.map(\.message) == [#"expected state recipients[0].name == "Alan Turing", found "Ada Lovelace""#])
        #expect(run.failures.first?.source == #"expect state recipients[${first}].name == "Alan Turing""#)
    }

    @Test func aCaptureOfASecretStaysSecret() async throws {
        let run = try await transfer("""
            pinChanged("9876")
            let code = state pin
            amountChanged("${code}")
            expect state amount == "1"
            """)
        #expect(run.failures.map(\.message) == [#"expected state amount == "1", found "********""#])
        // `pinChanged` is no secret Command (the PIN is secret on the screen, as typed into its secure field):
        // from the capture on, the value is masked wherever it goes.
        #expect(run.transcript.contains(#"> amountChanged("********")"#))
        #expect(!run.transcript.contains(#"amount("9876")"#))
    }

    @Test func aCaptureOfAStructIsRefusedNamingItsType() async throws {
        let run = try await transfer("let first = state recipients[0]\n")
        #expect(run.failures.first?.message == "cannot capture state recipients[0]: it is not text, a number or an id (a "
            + #"Transfer.Recipient), or it is nil; capture one of its properties; found Transfer.Recipient(id: "r1", name: "Ada Lovelace")"#)
    }

    @Test func capturedValuesAreNotUsableBeforeTheFlowRuns() {
        func problems(_ source: String) -> [String] {
            do {
                _ = try FlowRun.parse(source, for: TransferFeature(), path: "capture.flow")
                return []
            } catch {
                return error.diagnostics.map(\.problem.message)
            }
        }
        let notAllowed = "`${who}` is captured as the flow runs, so it cannot be used here: an include, a parameter, "
            + "a block and a `let` are read before anything runs; use it in a statement that acts or checks"
        #expect(problems("let who = state recipient\ninclude \"${who}.flow\"\n") == [notAllowed])
        #expect(problems("let who = state recipient\nparam P = \"${who}\"\n") == [notAllowed])
        #expect(problems("let who = state recipient\nstep \"${who}\" {\n}\n") == [notAllowed])
        #expect(problems("param who = \"x\"\nlet who = state recipient\n")
            == ["`who` is already a parameter or a captured value; give the capture a name of its own"])
        // A capture made again (in a repeated block) is no error.
        #expect(problems("repeat 2 {\nlet who = state recipient\n}\n").isEmpty)
    }
}
