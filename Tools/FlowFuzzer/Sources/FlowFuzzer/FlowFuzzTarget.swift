import Foundation
import StatefulScript
import StatefulSnapshot
import StatefulText

/// What the fuzzer does with one input: writes it as a flow file, parses it
/// with its includes, and when it parses, runs every step against a fresh
/// session of ``OrderFeature``, drawing the screen after each step; then
/// finds the recordings the file names, as `snapshots orphans` does.
///
/// Besides crashes, hangs and memory, it checks one promise of the
/// documentation (the Stateful article "Secrets"): the value of the secret parameter `PIN` never appears in
/// anything the parser or the runner shows. A leak aborts, so libFuzzer
/// keeps the input as a reproducer.
@MainActor
final class FlowFuzzTarget {
    /// The value of the secret parameter `PIN` (given as if by `--param`):
    /// long enough to be masked wherever it appears, inside other text too.
    static let secret = "fuzz-PIN-4711-secret"
    /// The most steps run for one input; parsing still covers all of them
    /// (up to ``StatefulScript/ScriptLimits/expandedSteps``). An input that
    /// includes the fixed flows hundreds of times would otherwise spend
    /// seconds repeating the same steps.
    static let stepLimit = 2_000
    /// The widths screens are drawn at, in turn: the narrowest the renderer
    /// allows, the presets, and a wide one.
    static let widths: [ScreenWidth] = [.minimum, .compact, .regular, 80]

    private let workspace: FuzzWorkspace
    private let options: ScriptParserOptions
    private let layout: SnapshotLayout
    /// `FLOW_FUZZER_STATS=1` prints a line for each input saying what it
    /// did, to check that inputs really run; `2` also prints its script
    /// errors and failed steps; `3` also each script error's location and
    /// echoed line, as Swift strings.
    private let statsLevel = Int(ProcessInfo.processInfo.environment["FLOW_FUZZER_STATS"] ?? "") ?? 0
    private var finished = false

    init(workspace: FuzzWorkspace) {
        self.workspace = workspace
        let feature = OrderFeature()
        options = ScriptParserOptions(
            parameters: ["PIN": Self.secret, "NAME": "Ada"],
            environment: [:],
            secretParameters: ["PIN"],
            secretLabels: feature.secretStateLabels,
            screenWidthPresets: FlowSettings.widthPresets.keys.sorted(),
            includeRoot: workspace.root)
        layout = SnapshotLayout(packageRoot: workspace.root)
    }

    /// Runs `input` to the end. libFuzzer calls on the main thread and waits
    /// for the answer, while the runner is async on the main actor: the work
    /// starts as a main-actor task, and the main run loop is run (which
    /// serves the main queue, where main-actor jobs wait) until the task is
    /// done. Inputs run one after another, each to its end.
    func runToCompletion(_ input: Data) {
        finished = false
        Task { @MainActor in
            await self.run(input)
            self.finished = true
        }
        while !finished {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    private struct Stats {
        var diagnostics = 0
        var steps = 0
        var ran = 0
        var failures = 0
        var printed = 0
        var recordings = 0
    }

    private func run(_ input: Data) async {
        var stats = Stats()
        defer {
            if statsLevel > 0 {
                Self.log("flow-fuzzer: \(input.count) bytes, "
                    + (stats.diagnostics > 0 ? "\(stats.diagnostics) script errors" : "parsed")
                    + ", \(stats.ran) of \(stats.steps) steps run, \(stats.failures) failed, "
                    + "\(stats.printed) lines printed, \(stats.recordings) recordings")
            }
        }
        do {
            try workspace.write(input)
        } catch {
            fatalError("flow-fuzzer: cannot write \(workspace.input.path): \(error)")
        }
        stats.recordings = FlowRecordings.paths(ofFlowAt: workspace.input, in: layout).count

        var parser = FlowScriptParser<OrderCommand, OrderBackend>(options: options)
        let script: FlowScript<OrderCommand, OrderBackend>
        do {
            script = try parser.parse(contentsOf: workspace.input, displayPath: "input.flow")
        } catch {
            stats.diagnostics = error.diagnostics.count
            Self.checkMasked(error.description, in: "the script errors")
            if statsLevel > 1 { Self.log(error.description) }
            if statsLevel > 2 {
                Self.log(error.diagnostics.map { "\($0.location) \(String(reflecting: $0.sourceLine))" }.joined(separator: "\n"))
            }
            return
        }
        let session: FlowSession<OrderFeature>
        do {
            session = try FlowSession(feature: OrderFeature(), name: "input", settings: FlowSettings(), secrets: parser.secrets)
        } catch {
            fatalError("flow-fuzzer: the order feature cannot start a session: \(error)")
        }
        let steps = script.flattenedSteps
        stats.steps = steps.count
        var draws = 0
        for step in steps.prefix(Self.stepLimit) {
            Self.checkMasked(step.maskedSource, in: "a step as echoed")
            let outcome = await session.execute(step)
            stats.ran += 1
            stats.printed += outcome.printed.count
            Self.checkMasked(outcome.printed.joined(separator: "\n"), in: "what a step printed")
            if let failure = outcome.failure {
                stats.failures += 1
                Self.checkMasked(failure.description, in: "a failure message")
                if statsLevel > 1 { Self.log(failure.description) }
            }
            let changes = session.takeChangedTranscriptBlocks()
            for block in changes {
                Self.checkMasked(block.lines.joined(separator: "\n"), in: "the transcript")
            }
            // Drawn again only when the step changed something: drawing is
            // most of a step's time.
            guard !changes.isEmpty || !outcome.printed.isEmpty else { continue }
            draws += 1
            do {
                Self.checkMasked(try session.screen(width: Self.widths[draws % Self.widths.count]), in: "the screen")
            } catch {
                Self.checkMasked(error.description, in: "a screen error")
            }
            Self.checkMasked(session.outline, in: "the outline")
        }
        Self.checkMasked(session.transcript.text, in: "the transcript")
        await session.finish()
    }

    private static func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Aborts, so that libFuzzer keeps the input, when `text` shows the
    /// secret parameter's value. Compared as UTF-8 bytes, so a secret
    /// followed by a combining mark is still found.
    private static func checkMasked(_ text: String, in place: String) {
        let secret = Array(Self.secret.utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= secret.count else { return }
        for start in 0...(bytes.count - secret.count) where bytes[start] == secret[0] {
            if bytes[start..<(start + secret.count)].elementsEqual(secret) {
                FileHandle.standardError.write(Data(
                    "flow-fuzzer: the secret parameter's value is shown unmasked in \(place):\n\(text)\n".utf8))
                abort()
            }
        }
    }
}
