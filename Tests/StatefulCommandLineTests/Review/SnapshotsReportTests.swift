import Foundation
import StatefulInternalTestSupport
import Testing

/// `snapshots report --html DIR`: one self-contained page of the pending
/// changes, the recorded screens and the flows' transcripts. (It is opened in
/// a real browser in `ReportInABrowserTests`.)
@MainActor
@Suite struct SnapshotsReportTests {
    /// A flow with its transcript, a screen it compares, and a pending change
    /// of that screen; a test's screens in English and Japanese; and a test
    /// snapshot that is new.
    static func package() throws -> TemporaryPackage {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\nexpect screen matches \"named\"\n", to: "Flows/save.flow")
        try package.write("struct HomeTests {}\n", to: "Tests/AppTests/HomeTests.swift")
        try package.write("> setName(\"Ada\")\n", to: "__Snapshots__/flows/Flows/save.txt")
        try package.write("Name: Ada\nTotal: 3 < 4 & \"ok\"\n", to: "__Snapshots__/flows/Flows/save.named.txt")
        try package.write("Name: Bea\nTotal: 3 < 4 & \"ok\"\n", to: "__Snapshots__/flows/Flows/save.named.pending.txt")
        try package.write("[ Log in ]\n", to: "__Snapshots__/HomeTests/englishScreens.empty.txt")
        try package.write("[ ログイン ]\n", to: "__Snapshots__/HomeTests/japaneseScreens.empty.txt")
        try package.write("Home\n", to: "__Snapshots__/HomeTests/home.pending.txt")
        return package
    }

    @Test func thePageHoldsEveryPendingChangeScreenAndTranscript() async throws {
        let package = try Self.package()
        let run = await package.run(["snapshots", "report", "--html", "report"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == "wrote report/index.html: 2 pending change(s), 3 recorded screen(s), 1 flow transcript(s)\n")
        let page = try #require(package.read("report/index.html"))

        // The changed screen: a side-by-side diff, the changed characters marked, and the commands.
        #expect(page.contains("<h3><code>__Snapshots__/flows/Flows/save.named.txt</code> <span class=\"tag\">changed</span></h3>"))
        #expect(page.contains("<p class=\"origin\">from flow Flows/save.flow, screen &quot;named&quot;</p>"))
        #expect(page.contains(#"<tr class="change"><td class="n">1</td><td class="old">Name: <del>Ad</del>a</td><td class="n">1</td><td class="new">Name: <ins>Be</ins>a</td></tr>"#))
        #expect(page.contains(#"<tr class="context"><td class="n">2</td><td class="old">Total: 3 &lt; 4 &amp; &quot;ok&quot;</td>"#))
        #expect(page.contains("accept: <code>swift run profile-flows snapshots accept __Snapshots__/flows/Flows/save.named.pending.txt</code>"))
        #expect(page.contains("reject: <code>swift run profile-flows snapshots reject __Snapshots__/flows/Flows/save.named.pending.txt</code>"))
        // The new test snapshot: added lines only.
        #expect(page.contains("<h3><code>__Snapshots__/HomeTests/home.txt</code> <span class=\"tag\">new</span></h3>"))
        #expect(page.contains(#"<tr class="change"><td class="n"></td><td class="old empty"></td><td class="n">1</td><td class="new">Home</td></tr>"#))

        // One card holds the screen in both languages, English first.
        #expect(page.contains("<h3>Tests/AppTests/HomeTests.swift</h3>"))
        let card = try #require(page.range(of: "<h4>…Screens.empty</h4>"))
        let english = try #require(page.range(of: "English · <span class=\"path\">__Snapshots__/HomeTests/englishScreens.empty.txt</span>"))
        let japanese = try #require(page.range(of: "Japanese · <span class=\"path\">__Snapshots__/HomeTests/japaneseScreens.empty.txt</span>"))
        #expect(card.upperBound < english.lowerBound && english.upperBound < japanese.lowerBound)
        #expect(page.contains("<pre>[ ログイン ]\n</pre>"))
        // The flow's screen in its flow's group, and its transcript.
        #expect(page.contains("<h3>flow Flows/save.flow</h3>"))
        #expect(page.contains("<summary>flow <code>Flows/save.flow</code> <span class=\"path\">__Snapshots__/flows/Flows/save.txt</span></summary>"))
        #expect(page.contains("<pre>&gt; setName(&quot;Ada&quot;)\n</pre>"))
    }

    @Test func thePageIsSelfContainedAndTheSameBytesEveryTime() async throws {
        let package = try Self.package()
        #expect(await package.run(["snapshots", "report", "--html", "one"]).status == 0)
        #expect(await package.run(["snapshots", "report", "--html", "two"]).status == 0)
        let page = try #require(package.read("one/index.html"))
        #expect(package.read("two/index.html") == page)
        for external in ["http://", "https://", "src=", "<link", "@import", "url("] {
            #expect(!page.contains(external), "the page loads nothing: \(external)")
        }
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        // The report writes only its page.
        #expect(package.files(under: "one") == ["one/index.html"])
    }

    @Test func anEmptyPackageGivesAPageThatSaysSo() async throws {
        let package = try TemporaryPackage()
        let run = await package.run(["snapshots", "report", "--html", "out"])
        #expect(run.standard == "wrote out/index.html: 0 pending change(s), 0 recorded screen(s), 0 flow transcript(s)\n")
        let page = try #require(package.read("out/index.html"))
        #expect(page.contains("<p class=\"none\">No pending snapshots.</p>"))
        #expect(page.contains("<p class=\"none\">No recorded screens.</p>"))
        #expect(page.contains("<p class=\"none\">No flow transcripts.</p>"))
    }

    @Test(arguments: [
        (["snapshots", "report"], "'snapshots report' needs --html DIR, the folder to write the page into"),
        (["snapshots", "list", "--html", "out"], "--html goes with 'snapshots report' only"),
        (["snapshots", "report", "x.txt", "--html", "out"], "'snapshots report' takes no paths"),
    ])
    func aReportWithoutItsFolderIsAUsageError(arguments: [String], message: String) async throws {
        let package = try Self.package()
        let run = await package.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("profile-flows: error: \(message)"))
        #expect(package.files(under: "out") == [])
    }

    @Test func aFolderThatCannotBeWrittenIsAnError() async throws {
        let package = try Self.package()
        try package.write("a file, not a folder\n", to: "taken")
        let run = await package.run(["snapshots", "report", "--html", "taken"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("profile-flows: error: cannot write the report to taken: "))
    }

    /// Under CI with `SNAPSHOT_ARTIFACTS`, a failed check leaves the page
    /// beside the pending files it shows, for CI to upload with them; the
    /// package is not written.
    @Test func aFailedCheckUnderCIWithArtifactsLeavesTheReportThere() async throws {
        let package = try TemporaryPackage()
        try package.write("setName(\"Ada\")\n", to: "Flows/save.flow")
        #expect(await package.run(["check", "Flows/save.flow"]).status == 1)  // records it
        try package.write("setName(\"Bea\")\n", to: "Flows/save.flow")
        let before = package.everyFileText()

        let run = await package.run(["check", "Flows/save.flow"], environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": "artifacts"])
        #expect(run.status == 1)
        let page = try #require(package.read("artifacts/report/index.html"))
        #expect(run.standard.contains("report: \(package.root.appendingPathComponent("artifacts/report/index.html").path)\n"))
        #expect(page.contains("<h3><code>__Snapshots__/flows/Flows/save.txt</code> <span class=\"tag\">changed</span></h3>"))
        #expect(page.contains("<ins>Be</ins>"))
        #expect(package.files(under: "artifacts") == ["artifacts/__Snapshots__/flows/Flows/save.pending.txt", "artifacts/report/index.html"])
        #expect(package.everyFileText().filter { !$0.key.hasPrefix("artifacts/") } == before)

        // A check that passes leaves no report.
        try package.write("setName(\"Ada\")\n", to: "Flows/save.flow")
        let passing = await package.run(["check", "Flows/save.flow"], environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": "again"])
        #expect(passing.status == 0)
        #expect(package.files(under: "again") == [])
    }
}
