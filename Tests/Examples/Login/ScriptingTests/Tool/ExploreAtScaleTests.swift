import Foundation
import StatefulCommandLine
import Testing

/// `explore` at scale, run as a person or CI runs it: shards of one seed
/// merged report what the whole exploration reports, worker processes
/// (`--jobs`) print and write what one process does, a failure found once is
/// replayed first the next time, and `--for` stops on its time budget.
///
/// The login example has no bug to find, so the failures are compared on
/// a tally with two planted bugs (``PlantedTallyFeature``), in a tool of
/// its own; `--jobs` starts the `stateful` executable as its workers, which
/// knows only the login example.
///
/// Every command the Exploration article shows in "Explore from the
/// command line" is run here as written (without `swift run stateful`):
/// `explore --seed 27 --runs 200 --steps 30` and the matrix's shards and
/// merge in ``theArticlesMatrixRecipeMergesToTheWholeExploration()``, the
/// `--jobs 2` command in ``workerProcessesPrintAndWriteTheBytesOneProcessDoes()``,
/// the `--for 10m` command in ``aTimeBudgetStopsTheRunsAndSaysSo()``. Change
/// one, change the other.
@MainActor
@Suite struct ExploreAtScaleTests {
    /// What `run` wrote under `folders`, by path relative to the package.
    static func written(_ package: FlowPackage, under folders: [String]) -> [String: String] {
        var contents: [String: String] = [:]
        for folder in folders {
            if package.files(under: folder).isEmpty, let text = package.read(folder) {
                contents[folder] = text
            }
            for path in package.files(under: folder) { contents[path] = package.read(path) }
        }
        return contents
    }

    /// The lines of `text` after its first (the tool's own heading: what it
    /// was asked to do, which differs between exploring and merging).
    static func afterHeading(_ text: String) -> String {
        String(text.drop { $0 != "\n" }.dropFirst())
    }

    static let tallyBudget = ["--seed", "3", "--runs", "60", "--steps", "12"]
    static let outputs = ["--out", "Flows/Explored", "--junit", "explore.xml", "--report", "explore-report"]
    static let writtenPaths = ["Flows/Explored", "explore.xml", "explore-report"]

    @Test func theShardsOfAnExplorationMergedReportItsFailuresAndCoverageAsTheWholeRunDoes() async throws {
        let whole = try FlowPackage()
        let wholeRun = await whole.run(["explore"] + Self.tallyBudget + Self.outputs, environment: ["CI": "true"], tool: .tally())
        #expect(wholeRun.status == 1, "\(wholeRun.combined)")
        // Both planted bugs are found, each by more than one run, so the merge adds up the runs of each check.
        #expect(wholeRun.standard.contains(
            "FAILED invariant \"the count never goes below zero\" in run 0 (and 34 other runs): "), "\(wholeRun.standard)")
        #expect(wholeRun.standard.contains("FAILED unexpected effect crashed in run 1 (and 18 other runs): "), "\(wholeRun.standard)")

        let sharded = try FlowPackage()
        var shardRuns: [ToolRun] = []
        for index in 1...2 {
            let run = await sharded.run(
                ["explore"] + Self.tallyBudget + ["--shard", "\(index)/2", "--results", "explore-\(index).json"],
                environment: ["CI": "true"], tool: .tally())
            #expect(run.status == 1, "\(run.combined)")
            #expect(run.standard.contains("explored tally: seed 3, 30 of 60 runs of at most 12 steps, "), "\(run.standard)")
            #expect(run.standard.contains(" (shard \(index)/2)\n"), "\(run.standard)")
            shardRuns.append(run)
        }
        // Under CI a shard writes its results and nothing else.
        #expect(sharded.files(under: ".") == ["Package.swift", "explore-1.json", "explore-2.json"])
        let merged = await sharded.run(
            ["explore", "merge", "explore-1.json", "explore-2.json"] + Self.outputs,
            environment: ["CI": "true"], tool: .tally())
        #expect(merged.status == wholeRun.status)
        #expect(merged.standard.hasPrefix("merged 2 results of exploring tally\n"), "\(merged.standard)")
        #expect(wholeRun.standard.hasPrefix("exploring tally: seed 3, 60 runs of at most 12 steps\n"))
        // Only the heading differs: every line of the report, the flows written and the lines naming them are the same.
        #expect(Self.afterHeading(merged.standard) == Self.afterHeading(wholeRun.standard))
        #expect(merged.error == wholeRun.error)
        let wholeFiles = Self.written(whole, under: Self.writtenPaths)
        #expect(wholeFiles.keys.sorted() == [
            "Flows/Explored/tally-seed3-2.flow", "Flows/Explored/tally-seed3.flow", "explore-report/index.html", "explore.xml",
        ])
        #expect(Self.written(sharded, under: Self.writtenPaths) == wholeFiles)
        // The shards are merged in any order.
        let reversed = await sharded.run(
            ["explore", "merge", "explore-2.json", "explore-1.json"] + Self.outputs, environment: ["CI": "true"], tool: .tally())
        #expect(reversed.standard == merged.standard)
        #expect(Self.written(sharded, under: Self.writtenPaths) == wholeFiles)
        // One shard alone is not the whole exploration: the merge says it is a part.
        let half = await sharded.run(["explore", "merge", "explore-1.json"], environment: ["CI": "true"], tool: .tally())
        #expect(Self.afterHeading(half.standard) == Self.afterHeading(shardRuns[0].standard))
    }

    /// The commands of the CI-matrix recipe in the Exploration article
    /// ("Explore from the command line"), on the login example, each as
    /// written there: the whole exploration, each of the matrix's four
    /// shards (`--shard ${{ matrix.shard }}/4`, the shard's number put in), and
    /// the merge job's `explore merge`. Keep the article and this test alike.
    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func theArticlesMatrixRecipeMergesToTheWholeExploration() async throws {
        var tool = StatefulTool.login
        tool.executable = BuiltExecutable.stateful
        let budget = ["--seed", "27", "--runs", "200", "--steps", "30"]
        let whole = try FlowPackage()
        // The article's first command, which also replays the kept flows first (none here).
        let wholeRun = await whole.run(["explore"] + budget, environment: ["CI": "true"], tool: tool)
        #expect(wholeRun.status == 0, "\(wholeRun.combined)")
        #expect(wholeRun.standard.contains("explored login: seed 27, 200 runs of at most 30 steps, "))
        #expect(wholeRun.standard.contains("every check held\n"))

        let matrix = try FlowPackage()
        var shardSteps = 0
        for shard in 1...4 {
            let run = await matrix.run(
                ["explore"] + budget + ["--shard", "\(shard)/4", "--results", "explore-\(shard).json"],
                environment: ["CI": "true"], tool: tool)
            #expect(run.status == 0, "\(run.combined)")
            let counted = run.standard.split(separator: "\n").first { $0.hasPrefix("explored login: ") }
                .flatMap { $0.split(separator: ", ").last?.split(separator: " ").first }.flatMap { Int($0) }
            shardSteps += try #require(counted, "\(run.standard)")
        }
        let merged = await matrix.run(
            ["explore", "merge", "explore-1.json", "explore-2.json", "explore-3.json", "explore-4.json",
             "--junit", "explore.xml", "--report", "explore-report", "--out", "Flows/Explored"],
            environment: ["CI": "true"], tool: tool)
        #expect(merged.status == 0, "\(merged.combined)")
        #expect(merged.standard.hasPrefix("merged 4 results of exploring login\n"))
        let report = "report: explore-report/index.html\n"
        #expect(merged.standard.hasSuffix(report), "\(merged.standard)")
        #expect(Self.afterHeading(String(merged.standard.dropLast(report.count))) == Self.afterHeading(wholeRun.standard))
        #expect(wholeRun.standard.contains(", \(shardSteps) steps\n"), "the shards ran every step of the whole exploration once")
        #expect(matrix.read("explore.xml")?.contains(" name=\"every check holds\"/>") == true)
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func workerProcessesPrintAndWriteTheBytesOneProcessDoes() async throws {
        var parallel = StatefulTool.login
        parallel.executable = BuiltExecutable.stateful
        // The article's command ("Every core, and a time budget"), and the same with --jobs 1.
        func arguments(jobs: Int) -> [String] {
            ["explore", "--seed", "27", "--runs", "200", "--steps", "30", "--jobs", "\(jobs)"]
                + ["--results", "explore.json", "--junit", "explore.xml", "--report", "explore-report"]
        }
        let one = try FlowPackage()
        let oneRun = await one.run(arguments(jobs: 1), environment: ["CI": "true"], tool: parallel)
        let two = try FlowPackage()
        let twoRun = await two.run(arguments(jobs: 2), environment: ["CI": "true"], tool: parallel)
        #expect(oneRun.status == 0, "\(oneRun.combined)")
        #expect(twoRun.status == oneRun.status)
        #expect(twoRun.standard == oneRun.standard)
        #expect(twoRun.error == oneRun.error)
        let paths = ["explore.json", "explore.xml", "explore-report"]
        let oneFiles = Self.written(one, under: paths)
        #expect(oneFiles.keys.sorted() == ["explore-report/index.html", "explore.json", "explore.xml"])
        #expect(Self.written(two, under: paths) == oneFiles)

        // A shard's runs split among workers are the shard's runs too.
        let shard = ["explore", "--seed", "27", "--runs", "60", "--steps", "20", "--shard", "2/3"]
        let shardOne = await one.run(shard + ["--jobs", "1"], environment: ["CI": "true"], tool: parallel)
        let shardTwo = await two.run(shard + ["--jobs", "2"], environment: ["CI": "true"], tool: parallel)
        #expect(shardOne.standard.contains("explored login: seed 27, 20 of 60 runs of at most 20 steps, "), "\(shardOne.standard)")
        #expect(shardTwo.standard == shardOne.standard)
        #expect(shardTwo.status == shardOne.status)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/false"), "a worker that always fails"))
    func aWorkerThatFailsIsAnErrorNamingHowItEnded() async throws {
        var broken = StatefulTool.login
        broken.executable = URL(fileURLWithPath: "/bin/false")
        let package = try FlowPackage()
        let run = await package.run(
            ["explore", "--seed", "27", "--runs", "20", "--steps", "5", "--jobs", "2", "--results", "explore.json"],
            environment: ["CI": "true"], tool: broken)
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.error == "stateful: error: a worker of the exploration failed (exit status 1)\n")
        #expect(package.files(under: ".") == ["Package.swift"], "nothing is written")
    }

    @Test func aFailureFoundOnceIsReplayedFirstTheNextTime() async throws {
        let package = try FlowPackage()
        let first = await package.run(["explore"] + Self.tallyBudget + ["--out", "Flows/Explored"], environment: ["CI": "true"], tool: .tally())
        #expect(first.status == 1)
        #expect(!first.standard.contains("replayed"))
        #expect(package.files(under: "Flows/Explored") == ["Flows/Explored/tally-seed3-2.flow", "Flows/Explored/tally-seed3.flow"])

        // Another seed, the same folder: the kept flows run first, and still fail.
        let next = await package.run(
            ["explore", "--seed", "4", "--runs", "5", "--steps", "12", "--out", "Flows/Explored", "--junit", "explore.xml"],
            environment: ["CI": "true"], tool: .tally())
        #expect(next.status == 1, "\(next.combined)")
        let lines = next.standard.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count > 4, "\(next.standard)")
        #expect(lines.prefix(4) == [
            "exploring tally: seed 4, 5 runs of at most 12 steps",
            lines[1],
            "replayed Flows/Explored/tally-seed3.flow first: it still fails invariant \"the count never goes below zero\": "
                + "invariant \"the count never goes below zero\" does not hold after `tap \"-\"`",
            "replayed Flows/Explored/tally-seed3-2.flow first: it still fails unexpected effect crashed: "
                + "`tap \"Reset\"` led to the unexpected effect .crashed(\"ResetFailed()\")",
        ], "\(next.standard)")
        #expect(lines[1].hasPrefix("explored tally: seed 4, 5 runs of at most 12 steps, "))
        let junit = try #require(package.read("explore.xml"))
        #expect(junit.contains(" name=\"replay Flows/Explored/tally-seed3.flow\">"), "\(junit)")

        // Once the bugs are fixed, the kept flows pass, and say so.
        let fixed = await package.run(
            ["explore", "--seed", "4", "--runs", "5", "--steps", "12", "--out", "Flows/Explored"],
            environment: ["CI": "true"], tool: .tally(bugs: []))
        #expect(fixed.status == 0, "\(fixed.combined)")
        #expect(fixed.standard.contains(
            "\nreplayed Flows/Explored/tally-seed3.flow first: it passes now (delete it once the bug it found is fixed for good)\n"),
            "\(fixed.standard)")
        #expect(fixed.standard.contains("every check held\n"))
        // A flow of another feature, or any other file, is not replayed.
        try package.write("tap \"+\"\n", to: "Flows/Explored/login-seed3.flow")
        try package.write("tap \"+\"\n", to: "Flows/Explored/notes.txt")
        // Seeds and failure numbers are replayed by value: seed 10 after seed 4.
        try package.write("tap \"+\"\n", to: "Flows/Explored/tally-seed10.flow")
        let again = await package.run(["explore", "--seed", "4", "--runs", "5", "--steps", "12", "--out", "Flows/Explored"],
                                      environment: ["CI": "true"], tool: .tally(bugs: []))
        let replayed = again.standard.split(separator: "\n").filter { $0.hasPrefix("replayed ") }
            .map { $0.split(separator: " ")[1] }
        // The flows the second run wrote (seed 4) are kept too.
        #expect(replayed == [
            "Flows/Explored/tally-seed3.flow", "Flows/Explored/tally-seed3-2.flow",
            "Flows/Explored/tally-seed4.flow", "Flows/Explored/tally-seed4-2.flow",
            "Flows/Explored/tally-seed10.flow",
        ], "\(again.standard)")
    }

    @Test func aTimeBudgetStopsTheRunsAndSaysSo() async throws {
        let package = try FlowPackage()
        // A millisecond cannot hold a hundred thousand runs, on any machine.
        let run = await package.run(["explore", "--seed", "5", "--steps", "30", "--runs", "100000", "--for", "1ms"], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.combined)")
        let lines = run.standard.split(separator: "\n").map(String.init)
        #expect(lines.first == "exploring login: seed 5, 100000 runs of at most 30 steps, for 1ms")
        let summary = try #require(lines.dropFirst().first)
        #expect(summary.hasPrefix("explored login: seed 5, "), "\(summary)")
        // However short the budget, the first run runs: no report says every check held having checked none.
        #expect(!summary.hasPrefix("explored login: seed 5, 0 of "), "\(summary)")
        #expect(run.standard.contains("\ncommands reached: "), "\(run.standard)")
        #expect(!run.standard.contains("\ncommands reached: none\n"), "\(run.standard)")
        #expect(summary.contains(" of 100000 runs of at most 30 steps, "), "\(summary)")
        #expect(summary.hasSuffix("; stopped on its time budget"), "\(summary)")

        // Without --runs, the runs are as many as the time allows, up to the most --runs takes.
        let open = await package.run(["explore", "--seed", "5", "--steps", "30", "--for", "1ms"], environment: ["CI": "true"])
        #expect(open.standard.hasPrefix("exploring login: seed 5, up to 100000 runs of at most 30 steps, for 1ms\n"), "\(open.standard)")
        #expect(open.standard.contains("; stopped on its time budget\n"))

        // A budget the runs end within changes nothing but the heading (the
        // article's command, on 40 runs rather than 200: the article's own
        // 200 run in workerProcessesPrintAndWriteTheBytesOneProcessDoes).
        let roomy = await package.run(["explore", "--seed", "27", "--runs", "40", "--steps", "30", "--for", "10m"], environment: ["CI": "true"])
        let plain = await package.run(["explore", "--seed", "27", "--runs", "40", "--steps", "30"], environment: ["CI": "true"])
        #expect(roomy.standard.hasPrefix("exploring login: seed 27, 40 runs of at most 30 steps, for 10m\n"))
        #expect(!roomy.standard.contains("stopped on its time budget"))
        #expect(Self.afterHeading(roomy.standard) == Self.afterHeading(plain.standard))
    }
}
