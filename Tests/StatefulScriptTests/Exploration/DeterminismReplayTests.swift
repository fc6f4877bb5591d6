import StatefulScript
import Testing

/// Every failing sequence and a sample of the passing ones are run again in
/// a fresh session; a transcript that differs byte for byte is a failure of
/// its own, found in a feature that reads the system's random source.
@MainActor
@Suite struct DeterminismReplayTests {
    /// Forty runs: the passing runs replayed among them find the random
    /// token in the first run, as the standard budget's 200 did.
    static let budget = ExplorationBudget(seed: 1, runs: 40, steps: 30)

    @Test func aFeatureReadingARandomSourceIsNotDeterministic() async throws {
        let explorer = PlantedLoginFeature(bug: .randomToken).explorer()
        let report = try await explorer.explore(Self.budget)
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .notDeterministic)
        #expect(failure.message.hasPrefix("not deterministic: the same \(failure.steps.count) steps run again"), "\(failure.message)")
        // The first differing line is the random token of the Action.
        #expect(failure.message.contains("was `    token: \"t-"), "\(failure.message)")
        // Shrunk to a name and a log-in that succeeds.
        #expect(failure.steps.count <= 4, "\(failure.flow)")
        #expect(report.text.contains("FAILED a sequence that is not deterministic"))
        // Run again, the shrunk sequence still gives another transcript each time.
        let again = try await explorer.transcript(of: failure.steps)
        #expect(try await explorer.transcriptDifference(failure.steps, against: again) != nil)
    }

    @Test func aDeterministicSequenceGivesTheSameTranscript() async throws {
        let explorer = PlantedLoginFeature(bug: nil).explorer()
        let steps: [FeatureExplorer<PlantedLoginFeature>.Step] = [
            .send(.nameChanged("ada")), .gesture(.tap(ControlReference("Log in")), background: true),
            .advance(.seconds(1)), .backend(.failNext),
        ]
        let nondeterministic = PlantedLoginFeature(bug: .randomToken).explorer()
        // The same steps with the random token differ from one run to the next.
        let first = try await nondeterministic.transcript(of: steps)
        #expect(try await nondeterministic.transcriptDifference(steps, against: first) != nil)
        // Without it, they give the same bytes.
        let transcript = try await explorer.transcript(of: steps)
        #expect(transcript.contains("loggedIn"))
        #expect(try await explorer.transcriptDifference(steps, against: transcript) == nil)
    }

    @Test func withoutReplaysOfPassingRunsTheDifferenceIsNotSought() async throws {
        var explorer = PlantedLoginFeature(bug: .randomToken).explorer()
        explorer.plan.determinismReplayInterval = 0
        let report = try await explorer.explore(Self.budget)
        #expect(report.failure == nil, "\(report.text)")
    }
}
