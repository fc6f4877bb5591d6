import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// `snapshots review`, driven as a script drives it: one answer per line on
/// standard input. (A person at a terminal is tested with the real
/// executable under a pseudo-terminal, in StatefulExampleLoginScriptingTests.)
@MainActor
@Suite struct SnapshotsReviewWalkTests {
    /// Three pending changes: two of a flow (its transcript and a screen),
    /// and one of a snapshot test that is new.
    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\nexpect screen matches \"named\"\n", to: "Flows/save.flow")
        try package.write("struct HomeTests {}\n", to: "Tests/AppTests/HomeTests.swift")
        try package.write("name: Ada\n", to: "__Snapshots__/flows/Flows/save.txt")
        try package.write("name: Bea\n", to: "__Snapshots__/flows/Flows/save.pending.txt")
        try package.write("[ Ada ]\n", to: "__Snapshots__/flows/Flows/save.named.txt")
        try package.write("[ Bea ]\n", to: "__Snapshots__/flows/Flows/save.named.pending.txt")
        try package.write("Home\n  Ada\n", to: "__Snapshots__/HomeTests/home.pending.txt")
        return package
    }

    static let header = "3 pending snapshot(s). Keys: a accept, r reject, s skip, f show the whole file, q quit.\n"
    static let prompt = "[a]ccept, [r]eject, [s]kip, [f]ile, [q]uit? "

    @Test func eachAnswerActsOnItsSnapshotAndTheSummaryCountsThem() async throws {
        let package = try Self.package()
        let run = await package.run(["snapshots", "review"], input: ["a", "reject", "s"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == Self.header + """

            [1/3] __Snapshots__/HomeTests/home.txt (new)
            from: test file Tests/AppTests/HomeTests.swift, home
            pending: __Snapshots__/HomeTests/home.pending.txt
            --- __Snapshots__/HomeTests/home.txt
            +++ __Snapshots__/HomeTests/home.pending.txt
            @@ -0,0 +1,2 @@
            +Home
            +  Ada
            \(Self.prompt)a
            accepted __Snapshots__/HomeTests/home.txt

            [2/3] __Snapshots__/flows/Flows/save.named.txt (changed)
            from: flow Flows/save.flow, screen "named"
            pending: __Snapshots__/flows/Flows/save.named.pending.txt
            --- __Snapshots__/flows/Flows/save.named.txt
            +++ __Snapshots__/flows/Flows/save.named.pending.txt
            @@ -1,1 +1,1 @@
            -[ Ada ]
            +[ Bea ]
            \(Self.prompt)reject
            rejected __Snapshots__/flows/Flows/save.named.pending.txt

            [3/3] __Snapshots__/flows/Flows/save.txt (changed)
            from: flow Flows/save.flow
            pending: __Snapshots__/flows/Flows/save.pending.txt
            --- __Snapshots__/flows/Flows/save.txt
            +++ __Snapshots__/flows/Flows/save.pending.txt
            @@ -1,1 +1,1 @@
            -name: Ada
            +name: Bea
            \(Self.prompt)s
            skipped __Snapshots__/flows/Flows/save.pending.txt

            review: 1 accepted, 1 rejected, 1 skipped; 1 still pending.

            """)
        #expect(package.files() == [
            "__Snapshots__/HomeTests/home.txt",
            "__Snapshots__/flows/Flows/save.named.txt",
            "__Snapshots__/flows/Flows/save.pending.txt",
            "__Snapshots__/flows/Flows/save.txt",
        ])
        #expect(package.read("__Snapshots__/HomeTests/home.txt") == "Home\n  Ada\n")
        #expect(package.read("__Snapshots__/flows/Flows/save.named.txt") == "[ Ada ]\n")
    }

    /// The measure: a change that moved 50 snapshots, taken to
    /// "all accepted or rejected" without typing a path.
    @Test func fiftyChangedSnapshotsAreAllDecidedWithOneAnswerEach() async throws {
        let package = try TemporaryPackage()
        for index in 1...50 {
            let name = String(format: "screen%02d", index)
            try package.write("row \(index)\n", to: "__Snapshots__/ListTests/\(name).txt")
            try package.write("row \(index) changed\n", to: "__Snapshots__/ListTests/\(name).pending.txt")
        }
        let answers = (1...50).map { $0 % 5 == 0 ? "r" : "a" }
        let run = await package.run(["snapshots", "review"], input: answers)
        #expect(run.status == 0)
        #expect(run.standard.hasSuffix("review: 40 accepted, 10 rejected, 0 skipped.\n"))
        #expect(package.files().count == 50)
        #expect(package.files().allSatisfy { !$0.hasSuffix(".pending.txt") })
        #expect(package.read("__Snapshots__/ListTests/screen01.txt") == "row 1 changed\n")
        #expect(package.read("__Snapshots__/ListTests/screen05.txt") == "row 5\n")
        #expect(await package.run(["snapshots", "list"]).standard == "No pending snapshots.\n")
    }

    @Test func fShowsTheWholeFileAndAsksAgain() async throws {
        let package = try Self.package()
        let run = await package.run(["snapshots", "review"], input: ["f", "a", "q"])
        #expect(run.standard.contains("""
            \(Self.prompt)f
            __Snapshots__/HomeTests/home.pending.txt, whole:
            1 | Home
            2 |   Ada
            \(Self.prompt)a
            accepted __Snapshots__/HomeTests/home.txt

            """))
        #expect(run.standard.hasSuffix("\(Self.prompt)q\n\nreview: 1 accepted, 0 rejected, 0 skipped, 2 not reviewed; 2 still pending.\n"))
        #expect(run.status == 0)
    }

    @Test func anUnknownAnswerIsExplainedAndAskedAgain() async throws {
        let package = try Self.package()
        let run = await package.run(["snapshots", "review"], input: ["yes", "", "r"])
        #expect(run.standard.contains("""
            \(Self.prompt)yes
            'yes' is not an answer; type a, r, s, f or q.
            \(Self.prompt)
            '' is not an answer; type a, r, s, f or q.
            \(Self.prompt)r
            rejected __Snapshots__/HomeTests/home.pending.txt

            """))
        #expect(!package.exists("__Snapshots__/HomeTests/home.pending.txt"))
    }

    @Test func theEndOfTheInputLeavesTheRestPending() async throws {
        let package = try Self.package()
        let run = await package.run(["snapshots", "review"], input: ["a"])
        #expect(run.status == 0)
        #expect(run.standard.hasSuffix("\(Self.prompt)\n\nreview: 1 accepted, 0 rejected, 0 skipped, 2 not reviewed; 2 still pending.\n"))
        #expect(package.files().filter { $0.hasSuffix(".pending.txt") }.count == 2)
    }

    @Test func nothingPendingIsSaidAndSucceeds() async throws {
        let package = try TemporaryPackage()
        let run = await package.run(["snapshots", "review"])
        #expect(run.status == 0)
        #expect(run.standard == "No pending snapshots.\n")
    }

    @Test func reviewTakesNoPaths() async throws {
        let run = await (try Self.package()).run(["snapshots", "review", "x.txt"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("profile-flows: error: 'snapshots review' takes no paths"))
    }

    /// At a terminal (an output with a window size), the diff is coloured
    /// and cut to the window; `NO_COLOR` turns the colours off.
    @Test func atATerminalTheDiffIsColouredAndSizedToTheWindow() async throws {
        let package = try TemporaryPackage()
        let long = (1...40).map { "line \($0) " + String(repeating: "x", count: 60) }
        try package.write(long.joined(separator: "\n") + "\n", to: "__Snapshots__/Wide/wide.pending.txt")

        func review(environment: [String: String]) async -> String {
            let captured = CapturedOutput()
            var output = captured.output
            output.terminalSize = TerminalSize(columns: 30, rows: 16)
            _ = await StatefulTool.profileFlows.run(
                arguments: ["snapshots", "review"], environment: environment, currentDirectory: package.root,
                input: .lines(["s"]), output: output)
            return captured.text.standard
        }
        let coloured = await review(environment: [:])
        #expect(coloured.contains("\u{1B}[32m+line 1 xxxxxxxxxxxxxxxxxxxxx…\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[1m[1/1] __Snapshots__/Wide/wide.txt\u{1B}[0m (new)\n"))
        // 16 rows leave 10 for the diff: its 3 header lines, 6 added lines,
        // and one that counts the other 34.
        #expect(coloured.contains("+line 6 "))
        #expect(!coloured.contains("+line 7 "))
        #expect(coloured.contains("… 34 more lines (f shows the whole pending file)\n"))

        let plain = await review(environment: ["NO_COLOR": "1"])
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("+line 1 xxxxxxxxxxxxxxxxxxxxx…\n"))
    }
}

/// `d` in `snapshots review` runs the diff tool of `SNAPSHOT_TESTING_DIFF_TOOL`
/// on the snapshot and its pending file, from the package root.
@MainActor
@Suite struct SnapshotsReviewDiffToolTests {
    @Test func dOpensTheDiffToolWithBothPathsThenAsksAgain() async throws {
        let package = try TemporaryPackage()
        try package.write("old\n", to: "__Snapshots__/HomeTests/home.txt")
        try package.write("new\n", to: "__Snapshots__/HomeTests/home.pending.txt")
        let run = await package.run(
            ["snapshots", "review"], environment: ["SNAPSHOT_TESTING_DIFF_TOOL": "cat {expected} {actual} > opened.txt"],
            input: ["d", "s"])
        #expect(run.status == 0)
        #expect(run.standard.hasPrefix(
            "1 pending snapshot(s). Keys: a accept, r reject, s skip, f show the whole file, d open the diff tool, q quit.\n"))
        #expect(run.standard.contains("[a]ccept, [r]eject, [s]kip, [f]ile, [d]iff tool, [q]uit? d\n"
            + "ran: cat __Snapshots__/HomeTests/home.txt __Snapshots__/HomeTests/home.pending.txt > opened.txt\n"
            + "[a]ccept, [r]eject, [s]kip, [f]ile, [d]iff tool, [q]uit? s\n"))
        #expect(package.read("opened.txt") == "old\nnew\n")
    }

    @Test func withoutADiffToolDSaysHowToSetOne() async throws {
        let package = try TemporaryPackage()
        try package.write("new\n", to: "__Snapshots__/HomeTests/home.pending.txt")
        let run = await package.run(["snapshots", "review"], input: ["d", "q"])
        #expect(run.standard.contains("No diff tool: set SNAPSHOT_TESTING_DIFF_TOOL to a command such as "
            + "\"code --diff {expected} {actual}\".\n"))
    }
}
