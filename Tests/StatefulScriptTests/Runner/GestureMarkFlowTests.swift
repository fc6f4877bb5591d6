import StatefulScript
import Testing

/// Every gesture is marked in the transcript as `tap` is: `back` sends the
/// stack's back Command under `> back -> …`.
@MainActor
@Suite struct GestureMarkFlowTests {
    @Test func backIsMarkedInTheTranscript() async throws {
        let run = try await FlowRun.run("""
            tap "Ada Lovelace"
            back
            """, feature: TransferFeature(), path: "back.flow")
        #expect(run.failures.isEmpty, "\(run.failures)")
        let heads = run.transcript.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(heads == [#"> tap "Ada Lovelace" -> pick("r1")"#, "> back -> back"])
    }
}
