import Foundation
import StatefulScript
import Testing

/// `not contains`, `matches pattern` and counts, run against the transfer
/// feature's screens.
@MainActor
@Suite struct ViewCheckFlowTests {
    private func transfer(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: TransferFeature(), path: "checks.flow")
    }

    @Test func notContainsPassesWhenTheTextIsGoneAndFailsWithWhereItWasFound() async throws {
        let run = try await transfer("""
            expect screen not contains "Confirm"
            expect outline not contains "Continue"
            expect screen not contains "Alan Turing"
            """)
        #expect(run.failures.map(\.location.line) == [3])
        let message = try #require(run.failures.first?.message)
        #expect(message.hasPrefix("expected the screen not to contain \"Alan Turing\"; it is found at:\n  line "))
        #expect(message.contains("Alan Turing"))
        #expect(message.contains("\nthe screen shows:\n"))
    }

    @Test func notContainsSeesTextTheScreenWraps() async throws {
        // At 20 columns "Choose who to pay." wraps; the whole text is still found.
        let run = try await transfer("""
            expect screen 20 not contains "who to pay"
            """)
        let message = try #require(run.failures.first?.message)
        #expect(message.hasPrefix("expected the screen not to contain \"who to pay\"; it is found at:\n"))
        #expect(message.contains("  in the text \"Choose who to pay.\" (wrapped on the screen)"), "\(message)")
    }

    @Test func aPatternMatchesALineOrAWholeText() async throws {
        let run = try await transfer("""
            expect screen matches pattern "^.*Ada [A-Z][a-z]+"
            expect screen 20 matches pattern "who to pay\\\\.$"
            expect outline matches pattern "Alan T.ring"
            expect screen matches pattern "Grace [A-Z]"
            """)
        #expect(run.failures.map(\.location.line) == [4])
        #expect(run.failures.first?.message.hasPrefix(
            "expected a line of the screen to match the pattern \"Grace [A-Z]\"; it shows:\n") == true)
    }

    @Test func aCountComparesExactlyAndSaysHowManyWereFound() async throws {
        let run = try await transfer("""
            expect screen contains "A" 2 times
            expect screen contains "Ada Lovelace" 1 time
            expect screen contains "Grace" 0 times
            expect screen contains "Ada" 2 times
            """)
        #expect(run.failures.map(\.location.line) == [4])
        #expect(run.failures.first?.message.hasPrefix(
            "expected the screen to contain \"Ada\" 2 times, found it 1 time; it shows:\n") == true)
    }
}
