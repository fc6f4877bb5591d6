import Foundation
import StatefulScript
import StatefulSnapshot

/// `explore`: explores the chosen feature by generated sequences (see
/// ``/StatefulScript/FeatureExplorer``), prints the report, and writes the
/// shrunk flow of a failure.
@MainActor
struct ExploreCommand {
    func run(_ invocation: ToolInvocation) async -> Int32 {
        let feature: any ScriptableFeature
        do {
            feature = try invocation.selectFeature()
        } catch {
            return invocation.usageError(error.message)
        }
        guard let explorable = feature as? any ExplorableFeature else {
            return invocation.usageError(
                "the feature '\(feature.name)' cannot be explored: make it an ExplorableFeature, whose `exploration` "
                    + "says which Commands to generate and which invariants to check")
        }
        return await explore(explorable, invocation)
    }

    private func explore<Feature: ExplorableFeature>(_ feature: Feature, _ invocation: ToolInvocation) async -> Int32 {
        let arguments = invocation.arguments
        let budget = arguments.exploration
        let settings = FlowSettings(width: arguments.width, featureOptions: arguments.featureOptions)
        invocation.output.standard(
            "exploring \(feature.name): seed \(budget.seed), \(budget.runs) runs of at most \(budget.steps) steps\n")
        let report: ExplorationReport<Feature.Store.Command, Feature.Backend>
        do {
            report = try await feature.explorer(settings: settings).explore(budget)
        } catch {
            return invocation.usageError("cannot start \(feature.name): \(error)")
        }
        invocation.output.standard(report.text)
        guard let failure = report.failure else { return ExitStatus.success.rawValue }
        // Under CI nothing is written unless the folder was named.
        let isCI = SnapshotEnvironment(invocation.environment).isCI
        guard arguments.exploreOut != nil || !isCI else {
            invocation.output.error("\(invocation.program): the shrunk flow is not written under CI; pass --out DIR to write it\n")
            return ExitStatus.failure.rawValue
        }
        let folder = URL(
            fileURLWithPath: arguments.exploreOut ?? "Flows/Explored", isDirectory: true, relativeTo: invocation.currentDirectory)
        let file = folder.appendingPathComponent("\(feature.name)-seed\(budget.seed).flow")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(failure.flow.utf8).write(to: file, options: .atomic)
        } catch {
            invocation.output.error("\(invocation.program): error: cannot write the shrunk flow to \(file.path): \(error.localizedDescription)\n")
            return ExitStatus.failure.rawValue
        }
        var note = "wrote the shrunk flow to \(file.relativePath); replay it with '\(invocation.program) run \(file.relativePath)"
        if feature.name != "" { note += " --feature \(feature.name)" }
        note += failure.secretParameterValues.keys.sorted().map { " --param \($0)=…" }.joined() + "'\n"
        invocation.output.standard(note)
        return ExitStatus.failure.rawValue
    }
}
