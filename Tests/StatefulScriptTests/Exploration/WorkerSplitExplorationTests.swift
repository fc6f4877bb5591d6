import Foundation
import Stateful
import StatefulScript
import Testing

/// What `explore --shard K/N --jobs J` does with its shard: each of J
/// worker processes explores a part of the shard's runs
/// (``ExplorationShard/split(_:of:)``) and hands its summary to the parent
/// as JSON; merged, they are the summary of the shard explored in one
/// process, failures included, and every summary is the same bytes
/// however often it is written.
@MainActor
@Suite struct WorkerSplitExplorationTests {
    @Test func theWorkersPartsOfAShardMergeToTheShardWithItsFailures() async throws {
        let explorer = PlantedLoginFeature(bug: .throwsOnEmptyName).explorer()
        let budget = ExplorationBudget(seed: 4, runs: 30, steps: 8)
        let shard = ExplorationShard(2, of: 3)
        let whole = try await explorer.explore(budget, shard: shard).summary
        #expect(!whole.failures.isEmpty, "\(whole.text)")
        var parts: [ExplorationSummary] = []
        for worker in 1...2 {
            let part = try await explorer.explore(budget, shard: shard.split(worker, of: 2)).summary
            // Handed over as a worker writes it, read back as the parent reads it.
            parts.append(try JSONDecoder().decode(ExplorationSummary.self, from: JSONEncoder().encode(part)))
        }
        #expect(parts.map(\.runsDone) == [5, 5])
        var merged = try ExplorationSummary.merging(parts)
        // The parent names the shard it explored, as ExploreWorkers does.
        merged.shard = shard
        #expect(merged == whole)
        #expect(merged.text == whole.text)
    }

    @Test func aSummaryIsWrittenAsTheSameBytesEveryTime() async throws {
        let summary = try await PlantedLoginFeature(bug: nil).explorer().explore(ExplorationBudget(seed: 2, runs: 10, steps: 8)).summary
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let once = try encoder.encode(summary)
        // Decoded sets are hashed afresh: encoded again, their names come out sorted all the same.
        let again = try encoder.encode(JSONDecoder().decode(ExplorationSummary.self, from: once))
        #expect(again == once)
        let text = String(decoding: once, as: UTF8.self)
        #expect(text.contains("\"commandsGenerated\":[\"logIn\",\"nameChanged\"]"), "\(text)")
    }
}
