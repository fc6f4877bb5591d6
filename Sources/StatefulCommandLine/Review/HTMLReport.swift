import Foundation
import StatefulSnapshot

/// `snapshots report --html DIR`: one self-contained page (no network, no
/// external script, style or font) with every pending change as a
/// side-by-side diff, changed lines and characters marked, and the command
/// that accepts or rejects it; every recorded screen, grouped by the test or
/// flow that records it, with the languages of one screen side by side; every
/// flow's transcript; and a filter box.
///
/// The page shows only what the snapshot files hold, which is masked when
/// recorded, so it shows no secret. The same files give the same bytes: the
/// order is the files' paths, and nothing depends on the time or the machine.
struct HTMLReport {
    struct PendingChange {
        var snapshotPath: String
        var pendingPath: String
        var origin: String
        var isNew: Bool
        var diff: SideBySideDiff?
        /// Why the diff could not be made, if it could not.
        var problem: String?
    }

    /// One recorded file of a screen (or any snapshot a test records).
    struct Variant {
        var path: String
        /// The language the name says it is in (`English`, `Japanese`, …).
        var language: String?
        var text: String
    }

    /// One screen: its languages side by side, or its one file.
    struct Card {
        var name: String
        var variants: [Variant]
    }

    /// The screens of one test file or flow.
    struct Group {
        var title: String
        var cards: [Card]
    }

    struct Transcript {
        var flow: String
        var path: String
        var text: String
    }

    var title: String
    /// The tool's `snapshots` command, for the accept and reject commands shown.
    var reviewCommand: String
    var pending: [PendingChange]
    var groups: [Group]
    var transcripts: [Transcript]

    /// Reads every pending and recorded snapshot of `review`'s package.
    init(review: SnapshotReview, origin: SnapshotOrigin, reviewCommand: String, title: String) {
        self.title = title
        self.reviewCommand = reviewCommand
        pending = review.pending().map { item in
            var change = PendingChange(
                snapshotPath: item.snapshotPath, pendingPath: item.pendingPath,
                origin: origin.describe(snapshotPath: item.snapshotPath),
                isNew: !FileManager.default.fileExists(atPath: item.snapshotFile.path))
            do {
                change.diff = SideBySideDiff(try item.diff())
            } catch {
                change.problem = "\(error)"
            }
            return change
        }
        var groupOrder: [String] = []
        var cardsByGroup: [String: [(key: String, variant: Variant)]] = [:]
        var transcripts: [Transcript] = []
        for path in review.recorded() {
            let text: String
            do {
                text = try SnapshotFile.readForDisplay(
                    review.layout.packageRoot.appendingPathComponent(path), within: review.layout.packageRoot) ?? ""
            } catch {
                text = "(cannot be read: \(error))"
            }
            let place = origin.place(of: path)
            switch place.kind {
            case .transcript, .missingFlow:
                transcripts.append(Transcript(flow: place.group, path: path, text: text))
            case .flowScreen, .test:
                let title = place.kind == .flowScreen ? "flow \(place.group)" : place.group
                let (key, language) = Self.language(of: place.name)
                if cardsByGroup[title] == nil { groupOrder.append(title) }
                cardsByGroup[title, default: []].append((key, Variant(path: path, language: language, text: text)))
            }
        }
        groups = groupOrder.sorted().map { title in
            var keys: [String] = []
            var variants: [String: [Variant]] = [:]
            for (key, variant) in cardsByGroup[title] ?? [] {
                if variants[key] == nil { keys.append(key) }
                variants[key, default: []].append(variant)
            }
            return Group(title: title, cards: keys.map { key in
                Card(name: key, variants: (variants[key] ?? []).sorted { Self.languageOrder($0.language) < Self.languageOrder($1.language) })
            })
        }
        self.transcripts = transcripts
    }

    /// Reads `review`'s package and writes its page as `folder/index.html`,
    /// creating the folder; returns the report and the page's location.
    @discardableResult
    static func write(
        review: SnapshotReview, reviewCommand: String, to folder: URL
    ) throws -> (report: HTMLReport, page: URL) {
        let root = review.layout.packageRoot
        let report = HTMLReport(
            review: review, origin: SnapshotOrigin(packageRoot: root), reviewCommand: reviewCommand,
            title: "Snapshots of \(root.lastPathComponent)")
        let page = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(report.html().utf8).write(to: page, options: .atomic)
        return (report, page)
    }

    /// How many recorded files the gallery shows.
    var screenCount: Int {
        groups.reduce(0) { $0 + $1.cards.reduce(0) { $0 + $1.variants.count } }
    }

    // MARK: Languages

    /// Words that start a test's name to say its language (`englishScreens`),
    /// and codes that can stand as a part of a name (`home.ja.compact`).
    private static let languages: [(word: String, code: String, name: String)] = [
        ("english", "en", "English"), ("japanese", "ja", "Japanese"), ("german", "de", "German"),
        ("french", "fr", "French"), ("spanish", "es", "Spanish"), ("chinese", "zh", "Chinese"),
        ("korean", "ko", "Korean"),
    ]

    /// A snapshot's name without its language, and the language, when its
    /// first part starts with a language's English name (`englishScreens.home`
    /// → `…Screens.home`, English) or a part is a language code
    /// (`home.ja.compact` → `home.….compact`, Japanese).
    static func language(of name: String) -> (key: String, language: String?) {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let first = parts.first {
            for language in languages where first.lowercased().hasPrefix(language.word) {
                let rest = first.dropFirst(language.word.count)
                guard rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" else { continue }
                parts[0] = "…" + rest
                return (parts.joined(separator: "."), language.name)
            }
        }
        for (index, part) in parts.enumerated() {
            if let language = languages.first(where: { $0.code == part.lowercased() }) {
                parts[index] = "…"
                return (parts.joined(separator: "."), language.name)
            }
        }
        return (name, nil)
    }

    private static func languageOrder(_ language: String?) -> Int {
        language.flatMap { name in languages.firstIndex { $0.name == name } }.map { $0 + 1 } ?? 0
    }

    // MARK: The page

    /// A page's opening, up to and including `<body>`: the escaped title,
    /// this report's style, then `extraStyle` (a page's own rules).
    static func pageStart(title: String, extraStyle: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)\(extraStyle.isEmpty ? "" : "\n" + extraStyle)
        </style>
        </head>
        <body>

        """
    }

    /// The page.
    func html() -> String {
        var page = Self.pageStart(title: title) + """
            <header>
            <h1>\(Self.escape(title))</h1>
            <p class="counts"><a href="#pending">\(pending.count) pending change(s)</a> · <a href="#screens">\(screenCount) recorded screen(s)</a> · <a href="#transcripts">\(transcripts.count) flow transcript(s)</a></p>
            <p><label for="filter">Filter</label> <input id="filter" type="search" placeholder="path, test, flow or text" autocomplete="off"> <span id="shown"></span></p>
            </header>
            <main>
            <section id="pending">
            <h2>Pending changes</h2>

            """
        if pending.isEmpty { page += "<p class=\"none\">No pending snapshots.</p>\n" }
        for change in pending { page += pendingHTML(change) }
        page += "</section>\n<section id=\"screens\">\n<h2>Recorded screens</h2>\n"
        if groups.isEmpty { page += "<p class=\"none\">No recorded screens.</p>\n" }
        for group in groups {
            page += "<div class=\"group\">\n<h3>\(Self.escape(group.title))</h3>\n<div class=\"cards\">\n"
            for card in group.cards { page += cardHTML(card, group: group.title) }
            page += "</div>\n</div>\n"
        }
        page += "</section>\n<section id=\"transcripts\">\n<h2>Flow transcripts</h2>\n"
        if transcripts.isEmpty { page += "<p class=\"none\">No flow transcripts.</p>\n" }
        for transcript in transcripts {
            let search = [transcript.path, transcript.flow, transcript.text].joined(separator: "\n")
            page += """
                <details class="item transcript" data-search="\(Self.escape(search.lowercased()))">
                <summary>flow <code>\(Self.escape(transcript.flow))</code> <span class="path">\(Self.escape(transcript.path))</span></summary>
                <pre>\(Self.escape(transcript.text))</pre>
                </details>

                """
        }
        page += "</section>\n</main>\n<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
        return page
    }

    private func pendingHTML(_ change: PendingChange) -> String {
        let accept = "\(reviewCommand) accept \(change.pendingPath)"
        let reject = "\(reviewCommand) reject \(change.pendingPath)"
        let search = [change.snapshotPath, change.pendingPath, change.origin].joined(separator: "\n")
        var html = """
            <article class="item pending" data-search="\(Self.escape(search.lowercased()))">
            <h3><code>\(Self.escape(change.snapshotPath))</code> <span class="tag">\(change.isNew ? "new" : "changed")</span></h3>
            <p class="origin">from \(Self.escape(change.origin))</p>
            <p class="commands">accept: <code>\(Self.escape(accept))</code><br>reject: <code>\(Self.escape(reject))</code></p>

            """
        if let problem = change.problem {
            html += "<p class=\"problem\">The diff cannot be shown: \(Self.escape(problem))</p>\n"
        } else if let diff = change.diff {
            html += "<div class=\"scroll\"><table class=\"diff\">\n<colgroup><col class=\"n\"><col><col class=\"n\"><col></colgroup>\n<thead><tr><th colspan=\"2\">recorded</th><th colspan=\"2\">pending</th></tr></thead>\n<tbody>\n"
            for row in diff.rows {
                switch row {
                case let .context(left, right):
                    html += "<tr class=\"context\">\(Self.cell(left, side: "old"))\(Self.cell(right, side: "new"))</tr>\n"
                case let .change(left, right):
                    html += "<tr class=\"change\">\(Self.cell(left, side: "old"))\(Self.cell(right, side: "new"))</tr>\n"
                case .gap:
                    html += "<tr class=\"gap\"><td colspan=\"4\">⋯</td></tr>\n"
                }
            }
            html += "</tbody>\n</table></div>\n"
            if diff.omittedChangeCount > 0 {
                html += "<p class=\"omitted\">\(diff.omittedChangeCount) more changed line(s) are not shown; the whole pending file is \(Self.escape(change.pendingPath)).</p>\n"
            }
        }
        return html + "</article>\n"
    }

    private static func cell(_ cell: SideBySideDiff.Cell?, side: String) -> String {
        guard let cell else { return "<td class=\"n\"></td><td class=\"\(side) empty\"></td>" }
        var text = escape(cell.text)
        if let changed = cell.changed, !changed.isEmpty {
            let characters = Array(cell.text)
            let mark = side == "old" ? "del" : "ins"
            text = escape(String(characters[..<changed.lowerBound])) + "<\(mark)>"
                + escape(String(characters[changed])) + "</\(mark)>" + escape(String(characters[changed.upperBound...]))
        }
        return "<td class=\"n\">\(cell.number)</td><td class=\"\(side)\">\(text)</td>"
    }

    private func cardHTML(_ card: Card, group: String) -> String {
        let search = ([group, card.name] + card.variants.flatMap { [$0.path, $0.language ?? "", $0.text] }).joined(separator: "\n")
        var html = """
            <article class="item card" data-search="\(Self.escape(search.lowercased()))">
            <h4>\(Self.escape(card.name))</h4>
            <div class="variants">

            """
        for variant in card.variants {
            html += """
                <figure>
                <figcaption>\(variant.language.map { Self.escape($0) + " · " } ?? "")<span class="path">\(Self.escape(variant.path))</span></figcaption>
                <pre>\(Self.escape(variant.text))</pre>
                </figure>

                """
        }
        return html + "</div>\n</article>\n"
    }

    /// Text for an HTML element or a double-quoted attribute. Controls and
    /// bidi controls (U+202E, …) are shown as `VisibleText` shows them
    /// (`\u{202E}`), so the page shows what the file holds, in its order.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if let shown = VisibleTextEscaper.replacement(for: scalar) {
                    result += shown
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The page's style, shared with the run report (``RunReportPage``).
    static let style = """
        :root { color-scheme: light dark; --changed-old: #ffebe9; --changed-new: #dafbe1; --mark-old: #ffc1c0; --mark-new: #aceebb; --muted: #6e7781; }
        @media (prefers-color-scheme: dark) { :root { --changed-old: #3b1d20; --changed-new: #12361f; --mark-old: #7d2a2f; --mark-new: #1f6f3a; --muted: #8b949e; } }
        body { font-family: system-ui, sans-serif; margin: 0 1.5rem 3rem; line-height: 1.4; }
        header { position: sticky; top: 0; background: Canvas; padding: 0.5rem 0; border-bottom: 1px solid var(--muted); z-index: 1; }
        h1 { font-size: 1.4rem; margin: 0.3rem 0; }
        h2 { margin-top: 2rem; }
        code, pre, table.diff { font-family: ui-monospace, "Noto Sans Mono CJK JP", monospace; }
        pre { margin: 0; padding: 0.5rem; border: 1px solid var(--muted); border-radius: 4px; overflow-x: auto; white-space: pre; }
        .path, .origin, .counts, .none, #shown { color: var(--muted); }
        .tag { font-size: 0.8rem; border: 1px solid var(--muted); border-radius: 3px; padding: 0 0.3rem; }
        article.pending { margin: 1.5rem 0; }
        .scroll { overflow-x: auto; }
        table.diff { border-collapse: collapse; }
        table.diff td { vertical-align: top; white-space: pre; padding: 0 0.4rem; }
        table.diff th { text-align: left; }
        table.diff td.n { text-align: right; color: var(--muted); user-select: none; }
        tr.change td.old:not(.empty) { background: var(--changed-old); }
        tr.change td.new:not(.empty) { background: var(--changed-new); }
        del { background: var(--mark-old); text-decoration: none; }
        ins { background: var(--mark-new); text-decoration: none; }
        tr.gap td { text-align: center; color: var(--muted); }
        .cards { display: flex; flex-wrap: wrap; gap: 1rem; }
        article.card h4 { margin: 0.5rem 0 0.2rem; }
        .variants { display: flex; gap: 0.75rem; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 0.8rem; margin-bottom: 0.2rem; }
        details.transcript { margin: 0.5rem 0; }
        .filtered-out { display: none !important; }
        """

    /// The filter, shared with the run report (``RunReportPage``): hides
    /// every item whose text does not contain what is typed (`#filter=WORDS` in the address sets it when the page opens).
    static let script = """
        (function () {
          var box = document.getElementById("filter");
          var items = Array.prototype.slice.call(document.querySelectorAll(".item"));
          var groups = Array.prototype.slice.call(document.querySelectorAll(".group"));
          var shown = document.getElementById("shown");
          function apply() {
            var query = box.value.trim().toLowerCase();
            var count = 0;
            items.forEach(function (item) {
              var hit = query === "" || item.getAttribute("data-search").indexOf(query) >= 0;
              item.classList.toggle("filtered-out", !hit);
              if (hit) { count += 1; }
            });
            groups.forEach(function (group) {
              group.classList.toggle("filtered-out", group.querySelector(".item:not(.filtered-out)") === null);
            });
            shown.textContent = query === "" ? "" : count + " of " + items.length + " shown";
          }
          box.addEventListener("input", apply);
          var match = /^#filter=(.*)$/.exec(window.location.hash);
          if (match) {
            // A malformed escape (`#filter=%`) is taken as typed, not thrown.
            try { box.value = decodeURIComponent(match[1]); } catch (error) { box.value = match[1]; }
          }
          apply();
          document.body.setAttribute("data-ready", String(Math.round(performance.now())));
        })();
        """
}
