import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

/// The report page opened in a real browser, headless Chromium: the page's
/// script runs, every pending change and every screen is on it, and the
/// filter hides what does not match. `.ci/run` installs Debian's `chromium`
/// when it is missing, so under CI this never skips.
@MainActor
@Suite struct ReportInABrowserTests {
    /// Chromium, from `CHROMIUM` or the usual places.
    nonisolated static let chromium: URL? = {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
            + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        return candidates.map { URL(fileURLWithPath: $0) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    nonisolated static let isCI = SnapshotEnvironment.process.isCI

    /// The page's DOM after its script ran, as Chromium serialises it.
    static func dom(of page: URL, fragment: String = "", browser: URL) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--dump-dom", page.absoluteString + fragment,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: chromium != nil || isCI, "Chromium is not installed (.ci/run installs it)"))
    func everyPendingChangeAndScreenIsOnThePageAndTheFilterWorks() async throws {
        let browser = try #require(Self.chromium, "CI runs this test: install Debian's chromium (.ci/run does)")
        let package = try SnapshotsReportTests.package()
        for index in 1...12 {
            try package.write("Screen \(index)\n", to: "__Snapshots__/ListTests/row\(index).txt")
        }
        #expect(await package.run(["snapshots", "report", "--html", "report"]).status == 0)
        let page = package.root.appendingPathComponent("report/index.html")

        let dom = try Self.dom(of: page, browser: browser)
        #expect(dom.contains("<body data-ready=\""), "the page's script ran")
        let pending = ["__Snapshots__/flows/Flows/save.named.txt", "__Snapshots__/HomeTests/home.txt"]
        let screens = ["__Snapshots__/flows/Flows/save.named.txt", "__Snapshots__/HomeTests/englishScreens.empty.txt",
                       "__Snapshots__/HomeTests/japaneseScreens.empty.txt"]
            + (1...12).map { "__Snapshots__/ListTests/row\($0).txt" }
        for path in pending {
            #expect(dom.contains("<h3><code>\(path)</code>"), "pending: \(path)")
        }
        for path in screens {
            #expect(dom.contains("<span class=\"path\">\(path)</span>"), "screen: \(path)")
        }
        #expect(dom.contains("<del>Ad</del>") && dom.contains("<ins>Be</ins>"))
        #expect(!dom.contains(" filtered-out\""), "nothing is filtered out without a filter")

        // 17 items: 2 pending changes, 14 cards (English and Japanese share one) and 1 transcript.
        // Filtering by a word of one screen's text: only its card stays.
        let filtered = try Self.dom(of: page, fragment: "#filter=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3", browser: browser)
        #expect(filtered.contains("<span id=\"shown\">1 of 17 shown</span>"))
        // The script marks the others `filtered-out`, which the page's style hides.
        let shownCards = filtered.components(separatedBy: "<article class=\"item card\" data-search=\"").dropFirst()
        let filteredOut = filtered.components(separatedBy: "<article class=\"item card filtered-out\" data-search=\"").dropFirst()
        #expect(shownCards.count == 1)
        #expect(filteredOut.count == 13)
        #expect(shownCards.first?.contains("japaneseScreens.empty.txt") == true)
    }
}
