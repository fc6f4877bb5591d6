import Foundation
import StatefulScript

/// Runs flows with a session recorder on and replays what it recorded.
@MainActor
enum SyncUpsRecordReplay {
    struct Run {
        var transcript: String
        var failures: [String]
        var recorded: String
        var secrets: [String: String]
    }

    /// The package's root, found from this file.
    nonisolated static var packageRoot: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    /// Parses `script` (a file, or source), runs it with a recorder on; the
    /// transcript, the failures and the recorded flow.
    static func run<Feature: ScriptableFeature>(
        _ feature: Feature, file: URL? = nil, source: String? = nil,
        parameters: [String: String] = [:], checkpoints: RecordingCheckpoints = .screens
    ) async throws -> Run {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>(options: ScriptParserOptions(
            parameters: parameters, secretParameters: Set(parameters.keys), secretLabels: feature.secretStateLabels))
        let script = if let file {
            try parser.parse(contentsOf: file, displayPath: file.lastPathComponent)
        } else {
            try parser.parse(source: source ?? "", path: "recorded.flow", directory: FileManager.default.temporaryDirectory)
        }
        let session = try FlowSession(feature: feature, name: "recorded", settings: FlowSettings(), secrets: parser.secrets)
        let recorder = SessionRecorder<Feature.Store.Command, Feature.Backend>(clock: session.clock, checkpoints: checkpoints)
        session.record(into: recorder)
        var failures: [String] = []
        for step in script.flattenedSteps {
            if let failure = await session.execute(step).failure { failures.append(failure.description) }
        }
        let transcript = session.transcript.text
        await session.finish()
        return Run(
            transcript: transcript, failures: failures, recorded: try recorder.flowText(),
            secrets: recorder.secretParameterValues)
    }
}
