import Foundation
import StatefulCommandLine
import Testing

/// `explore merge` reads files a CI matrix hands it: a file that is
/// missing, not JSON, not a summary, too large, or the results of another
/// exploration is a usage error (exit 2) that names the file and what is
/// wrong with it, and nothing is written.
@MainActor
@Suite struct ExploreMergeErrorTests {
    /// A package holding the results of the two shards of a small exploration of the tally.
    static func packageWithShards() async throws -> FlowPackage {
        let package = try FlowPackage()
        for index in 1...2 {
            _ = await package.run(
                ["explore", "--seed", "3", "--runs", "10", "--steps", "8", "--shard", "\(index)/2", "--results", "explore-\(index).json"],
                environment: ["CI": "true"], tool: .tally())
        }
        #expect(package.files(under: ".") == ["Package.swift", "explore-1.json", "explore-2.json"])
        return package
    }

    /// Runs `explore merge` with `files` and every output asked for; expects
    /// exit 2, the error `message`, and nothing written.
    static func expectUsageError(_ files: [String], in package: FlowPackage, _ message: String) async {
        let before = package.files(under: ".")
        let run = await package.run(
            ["explore", "merge"] + files + ["--junit", "explore.xml", "--report", "explore-report", "--out", "Flows/Explored"],
            tool: .tally())
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.standard == "", "\(run.standard)")
        // A mistake on the command line is followed by where to read the usage.
        #expect(run.error == "stateful: error: \(message)\n" || run.error == "stateful: error: \(message)\nRun 'stateful --help' for usage.\n",
                "\(run.error)")
        #expect(package.files(under: ".") == before, "nothing is written")
    }

    @Test func aMissingResultsFileIsNamed() async throws {
        let package = try await Self.packageWithShards()
        await Self.expectUsageError(["explore-1.json", "explore-3.json"], in: package,
            "cannot read the results explore-3.json: there is no such file (each shard writes one with 'explore --shard K/N --results PATH')")
        // A folder is not a results file: its files are; a hostile name is shown escaped.
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("results"), withIntermediateDirectories: true)
        await Self.expectUsageError(["results"], in: package,
            "cannot read the results results: it is a folder; give the results files in it (explore merge results/*.json)")
        await Self.expectUsageError(["\u{1B}[2Jx.json"], in: package,
            "cannot read the results \\e[2Jx.json: there is no such file (each shard writes one with 'explore --shard K/N --results PATH')")
    }

    @Test func aFileThatIsNotJSONSaysWhereItStopsMakingSense() async throws {
        let package = try await Self.packageWithShards()
        try package.write("not json at all\n", to: "garbage.json")
        let run = await package.run(["explore", "merge", "explore-1.json", "garbage.json"], tool: .tally())
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.error.hasPrefix(
            "stateful: error: the results garbage.json are not the results of an exploration (as 'explore --results' writes them): "),
            "\(run.error)")
        #expect(run.standard == "")
        // JSON of another shape names the field that is wrong.
        try package.write("{\"featureName\": 3}", to: "shape.json")
        await Self.expectUsageError(["shape.json"], in: package,
            "the results shape.json are not the results of an exploration (as 'explore --results' writes them): "
                + "at featureName: Expected to decode String but found number instead.")
    }

    @Test func anOversizedFileIsRefusedUnread() async throws {
        let package = try await Self.packageWithShards()
        // A sparse file just over the limit: it takes no room on the disk, and is never read.
        let path = package.root.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()
        await Self.expectUsageError(["explore-1.json", "huge.json"], in: package,
            "the results huge.json are larger than 64 MB: they are not the results of an exploration")
    }

    @Test func resultsOfOtherExplorationsOrTheSameShardTwiceAreNotMerged() async throws {
        let package = try await Self.packageWithShards()
        _ = await package.run(
            ["explore", "--seed", "4", "--runs", "10", "--steps", "8", "--shard", "2/2", "--results", "other-seed.json"],
            environment: ["CI": "true"], tool: .tally())
        await Self.expectUsageError(["explore-1.json", "other-seed.json"], in: package,
            "the results are of different explorations (tally, seed 3, 10 runs of 8 steps, shard 1/2; "
                + "tally, seed 4, 10 runs of 8 steps, shard 2/2): merge the shards of one seed and budget")
        await Self.expectUsageError(["explore-1.json", "explore-1.json"], in: package,
            "the results of tally, seed 3, 10 runs of 8 steps, shard 1/2 and tally, seed 3, 10 runs of 8 steps, shard 1/2 "
                + "explored some of the same runs")
        // A summary edited to count more runs than its budget has.
        let edited = try #require(package.read("explore-2.json")).replacingOccurrences(of: "\"runsDone\":5", with: "\"runsDone\":50")
        #expect(edited != package.read("explore-2.json"))
        try package.write(edited, to: "edited.json")
        await Self.expectUsageError(["explore-1.json", "edited.json"], in: package,
            "the results cannot be read: tally, seed 3, 10 runs of 8 steps, shard 2/2 counts runs or steps that cannot be")
    }

    @Test func mergeWithoutFilesOrWithExplorationsOptionsIsAUsageError() async throws {
        let package = try await Self.packageWithShards()
        await Self.expectUsageError([], in: package, "'explore merge' takes the results files the shards wrote (--results PATH)")
        await Self.expectUsageError(["explore-1.json", "explore-2.json", "--seed", "3"], in: package,
            "'explore merge' combines results as the shards wrote them: --seed, --runs and --steps go with 'explore'")
    }
}
