import Foundation

/// `run --report DIR` and `check --report DIR`: one self-contained page of the
/// whole run, `DIR/index.html` (inline style and script, nothing from the
/// network): each flow, failures first, then the flows that passed, then the
/// skipped ones with their reasons; each step with its source line and the
/// screen after it, the failure at the step that failed; and a filter box.
///
/// Everything on the page comes masked from the run: step sources as the
/// runner shows them, screens drawn by the session with its secrets masked,
/// failure messages as printed. Text is escaped with ``HTMLReport/escape(_:)``
/// (controls and bidi controls made visible). The same run gives the same
/// bytes: nothing depends on the time, the machine or the report's folder.
struct RunReportPage {
    /// One step of a flow, as the page shows it.
    struct Step: Codable, Equatable {
        /// `file:line`.
        var location: String
        /// The statement as written, secrets masked.
        var source: String
        /// The screen after the step, or `nil` when it is the screen shown above.
        var screen: String?
        /// What went wrong at this step.
        var failure: String?
        /// The title of the named step (`step "…" {`) that begins at this
        /// statement, `"Sign in" > "Fill in the form"` when nested; `nil`
        /// within one or outside any.
        var title: String?
    }

    /// One flow of the run.
    struct Flow: Codable, Equatable {
        enum Outcome: String, Codable {
            case failed, scriptError, passed, skipped
        }

        /// The flow's path, as given.
        var path: String
        var outcome: Outcome
        /// Why it was skipped, or what stopped it before a step ran, or a
        /// failure of the whole flow (its transcript differs from its recording).
        var notes: [String] = []
        var steps: [Step] = []
        /// Failures shown after the steps: the transcript's check of a flow
        /// whose step failed, so that the step's own error comes first.
        var closingNotes: [String] = []
    }

    var title: String
    var flows: [Flow]
    /// Lines shown under the title, as they are (an exploration's budget
    /// and coverage); none for a run's page.
    var summary: [String] = []

    /// The flows in the page's order: failures first, then passed, then
    /// skipped, each group in the run's order.
    var orderedFlows: [Flow] {
        let rank: [Flow.Outcome: Int] = [.failed: 0, .scriptError: 0, .passed: 1, .skipped: 2]
        return flows.enumerated()
            .sorted { (rank[$0.element.outcome] ?? 0, $0.offset) < (rank[$1.element.outcome] ?? 0, $1.offset) }
            .map(\.element)
    }

    /// Writes the page as `folder/index.html`, creating the folder; returns the page.
    func write(to folder: URL) throws -> URL {
        let page = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(html().utf8).write(to: page, options: .atomic)
        return page
    }

    func html() -> String {
        let escape = HTMLReport.escape
        let count = { (outcomes: Set<Flow.Outcome>) in flows.filter { outcomes.contains($0.outcome) }.count }
        var page = HTMLReport.pageStart(title: title, extraStyle: Self.style) + """
            <header>
            <h1>\(escape(title))</h1>
            <p class="counts">\(count([.failed, .scriptError])) failed · \(count([.passed])) passed · \(count([.skipped])) skipped</p>

            """ + summaryHTML + """
            <p><label for="filter">Filter</label> <input id="filter" type="search" placeholder="flow, step, screen or message" autocomplete="off"> <span id="shown"></span></p>
            </header>
            <main>

            """
        if flows.isEmpty { page += "<p class=\"none\">No flows ran.</p>\n" }
        for flow in orderedFlows { page += flowHTML(flow) }
        page += "</main>\n<script>\n\(HTMLReport.script)\n</script>\n</body>\n</html>\n"
        return page
    }

    /// The summary lines under the counts, or nothing (and no line) without any.
    private var summaryHTML: String {
        summary.isEmpty ? "" : "<pre class=\"summary\">" + HTMLReport.escape(summary.joined(separator: "\n")) + "</pre>\n"
    }

    private func flowHTML(_ flow: Flow) -> String {
        let escape = HTMLReport.escape
        let label: String = switch flow.outcome {
        case .failed: "FAILED"
        case .scriptError: "ERROR"
        case .passed: "ok"
        case .skipped: "skipped"
        }
        let search = ([flow.path, label] + flow.notes + flow.closingNotes + flow.steps.flatMap { [$0.title ?? "", $0.location, $0.source, $0.screen ?? "", $0.failure ?? ""] })
            .joined(separator: "\n")
        let failedSteps = flow.steps.filter { $0.failure != nil }.count
        let summary = flow.outcome == .skipped ? "" : " <span class=\"path\">\(flow.steps.count) step(s)"
            + (failedSteps > 0 ? ", \(failedSteps) failed" : "") + "</span>"
        var html = """
            <details class="item flow \(flow.outcome.rawValue)" data-search="\(escape(search.lowercased()))"\(flow.outcome == .failed || flow.outcome == .scriptError ? " open" : "")>
            <summary><span class="outcome">\(label)</span> <code>\(escape(flow.path))</code>\(summary)</summary>

            """
        for note in flow.notes {
            html += flow.outcome == .skipped
                ? "<p class=\"reason\">skipped: \(escape(note))</p>\n"
                : "<pre class=\"failure\">\(escape(note))</pre>\n"
        }
        if !flow.steps.isEmpty { html += "<ol class=\"steps\">\n" }
        for step in flow.steps {
            html += "<li class=\"step\(step.failure == nil ? "" : " failed")\">\n"
            if let title = step.title { html += "<h3 class=\"step-name\">step \(escape(title))</h3>\n" }
            html += "<p class=\"source\"><span class=\"path\">\(escape(step.location))</span> <code>\(escape(step.source))</code></p>\n"
            if let failure = step.failure { html += "<pre class=\"failure\">\(escape(failure))</pre>\n" }
            if let screen = step.screen {
                html += "<pre class=\"screen\">\(escape(screen))</pre>\n"
            } else {
                html += "<p class=\"same\">the screen as above</p>\n"
            }
            html += "</li>\n"
        }
        if !flow.steps.isEmpty { html += "</ol>\n" }
        for note in flow.closingNotes { html += "<pre class=\"failure\">\(escape(note))</pre>\n" }
        return html + "</details>\n"
    }

    private static let style = """
        details.flow { margin: 0.75rem 0; border-left: 4px solid var(--muted); padding-left: 0.75rem; }
        details.flow.failed, details.flow.scriptError { border-left-color: #cf222e; }
        details.flow.passed { border-left-color: #1a7f37; }
        details.flow > summary { cursor: pointer; }
        .outcome { font-weight: bold; }
        ol.steps { padding-left: 1.5rem; }
        li.step { margin: 0.5rem 0; }
        h3.step-name { font-size: 1rem; margin: 1rem 0 0.25rem; }
        li.step.failed > .source { background: var(--changed-old); }
        p.source { margin: 0 0 0.2rem; }
        pre.failure { border-color: #cf222e; background: var(--changed-old); white-space: pre-wrap; }
        p.same, p.reason { color: var(--muted); margin: 0; }
        """
}
