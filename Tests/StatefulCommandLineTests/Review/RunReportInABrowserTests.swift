import Foundation
import StatefulInternalTestSupport
import Testing

/// The page of a failing `check --report DIR`, opened in headless Chromium:
/// the failing flow comes first and open, its failing step shows the screen
/// after it, and the filter hides the flows that do not match. Under CI this
/// never skips (`.ci/run` installs Chromium), as `ReportInABrowserTests`.
@MainActor
@Suite struct RunReportInABrowserTests {
    @Test(.enabled(if: ReportInABrowserTests.chromium != nil || ReportInABrowserTests.isCI,
                   "Chromium is not installed (.ci/run installs it)"))
    func theFailingStepsScreenIsShownAndTheFilterWorks() async throws {
        let browser = try #require(ReportInABrowserTests.chromium, "CI runs this test: install Debian's chromium (.ci/run does)")
        let package = try RunReportTests.package()
        let flows = ["Flows/a-passes.flow", "Flows/b-fails.flow", "Flows/c-eu-only.flow"]
        _ = await package.run(["check", "--region", "us"] + flows)  // records the transcripts
        let check = await package.run(["check", "--region", "us", "--report", "report"] + flows)
        #expect(check.status == 1)
        let page = package.root.appendingPathComponent("report/index.html")

        let dom = try ReportInABrowserTests.dom(of: page, browser: browser)
        #expect(dom.contains("<body data-ready=\""), "the page's script ran")
        #expect(dom.contains("<details class=\"item flow failed\" data-search="), "the failing flow")
        let failingFlow = try #require(dom.components(separatedBy: "<details class=\"item flow failed\"").dropFirst().first)
        #expect(failingFlow.prefix { $0 != ">" }.contains(" open"), "the failing flow is open")
        let failingStep = try #require(failingFlow.components(separatedBy: "<li class=\"step failed\">").dropFirst().first)
        #expect(failingStep.contains("expect screen contains \"Name: Zed\""), "the step as written")
        let screen = try #require(failingStep.components(separatedBy: "<pre class=\"screen\">").dropFirst().first)
        #expect(screen.contains("Bea"), "the screen after the failing step")
        #expect(!dom.contains(" filtered-out\""), "nothing is filtered out without a filter")

        // Filtering by the failing flow's name: only it stays.
        let filtered = try ReportInABrowserTests.dom(of: page, fragment: "#filter=b-fails", browser: browser)
        #expect(filtered.contains("<span id=\"shown\">1 of 3 shown</span>"))
        #expect(filtered.contains("<details class=\"item flow failed\" data-search="))
        #expect(filtered.contains("<details class=\"item flow passed filtered-out\" data-search="))
        #expect(filtered.contains("<details class=\"item flow skipped filtered-out\" data-search="))
    }
}
