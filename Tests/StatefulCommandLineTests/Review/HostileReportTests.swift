import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// The report page with hostile input (issue 23): bidi controls and other
/// controls from files are shown, not applied, in the page and in the
/// accept and reject commands it shows; a malformed `#filter=` does not stop
/// the page's script.
@MainActor
@Suite struct HostileReportTests {
    static let override = "\u{202E}"

    static func package() throws -> TemporaryPackage {
        let package = try SnapshotsReportTests.package()
        try package.write("x\(override)y \u{1B}]0;t\u{7}\n", to: "__Snapshots__/HomeTests/bidi\(override)txt.exe.pending.txt")
        return package
    }

    @Test func bidiControlsAreShownInThePageAndItsCommands() async throws {
        let package = try Self.package()
        #expect(await package.run(["snapshots", "report", "--html", "report"]).status == 0)
        let page = try #require(package.read("report/index.html"))
        #expect(!page.unicodeScalars.contains { VisibleText.isEscaped($0) && $0 != "\n" && $0 != "\t" })
        #expect(page.contains("reject __Snapshots__/HomeTests/bidi\\u{202E}txt.exe.pending.txt"))
        #expect(page.contains("x\\u{202E}y \\e]0;t\\a"))
    }

    @Test(.enabled(if: ReportInABrowserTests.chromium != nil || ReportInABrowserTests.isCI, "Chromium is not installed"))
    func aMalformedFilterInTheAddressDoesNotStopTheScript() async throws {
        let browser = try #require(ReportInABrowserTests.chromium)
        let package = try Self.package()
        #expect(await package.run(["snapshots", "report", "--html", "report"]).status == 0)
        let page = package.root.appendingPathComponent("report/index.html")
        let dom = try ReportInABrowserTests.dom(of: page, fragment: "#filter=%", browser: browser)
        #expect(dom.contains("<body data-ready=\""), "the page's script ran to its end")
        #expect(dom.contains("<span id=\"shown\">0 of "), "the filter applied, as typed")
    }
}
