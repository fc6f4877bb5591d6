import Foundation
import StatefulScript

/// What running a flow's source in a fresh session of a feature left: every
/// failed step (a failure does not stop the flow), the transcript, the
/// screen and the outline at the end.
struct FlowRun {
    var failures: [ScriptFailure] = []
    var transcript = ""
    var screen = ""
    var outline = ""

    /// Parses `source` as the file `path`, for `feature`'s Commands and backend.
    static func parse<Feature: ScriptableFeature>(
        _ source: String, for feature: Feature, path: String
    ) throws(FlowScriptError) -> FlowScript<Feature.Store.Command, Feature.Backend> {
        var parser = FlowScriptParser<Feature.Store.Command, Feature.Backend>()
        return try parser.parse(source: source, path: path, directory: FileManager.default.temporaryDirectory)
    }

    /// Parses `source` and runs every step of it, its secrets masked, in a
    /// new session of `feature` named after `path`.
    @MainActor
    static func run<Feature: ScriptableFeature>(_ source: String, feature: Feature, path: String) async throws -> FlowRun {
        let script = try parse(source, for: feature, path: path)
        let session = try FlowSession(
            feature: feature, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
            settings: FlowSettings())
        session.addSecrets(script.secrets)
        var result = FlowRun()
        for step in script.flattenedSteps {
            if let failure = await session.execute(step).failure { result.failures.append(failure) }
        }
        result.transcript = session.transcript.text
        result.screen = try session.screen()
        result.outline = session.outline
        await session.finish()
        return result
    }
}
