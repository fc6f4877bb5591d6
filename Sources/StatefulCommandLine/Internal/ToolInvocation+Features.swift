import Foundation
import StatefulScript
import StatefulSnapshot

extension ToolInvocation {
    /// The feature to drive: the one `--feature` names, or the only one.
    /// Checks the features' own options given on the command line too.
    func selectFeature() throws(ToolUsageError) -> any ScriptableFeature {
        guard let feature = try selectFeature(allowingSeveral: false) else {
            throw ToolUsageError("\(program) has several features; choose one with --feature ("
                + tool.features.map(\.name).joined(separator: ", ") + ")")
        }
        return feature
    }

    /// As ``selectFeature()``; with `allowingSeveral` (`run` and `check`,
    /// whose flows name their feature on a `feature:` line), `nil` for a
    /// tool with several features and no `--feature`. A feature's option
    /// is then checked against the feature that has it.
    func selectFeature(allowingSeveral: Bool) throws(ToolUsageError) -> (any ScriptableFeature)? {
        let features = tool.features
        let names = features.map(\.name)
        let feature: any ScriptableFeature
        if let name = arguments.feature {
            guard let named = features.first(where: { $0.name == name }) else {
                throw ToolUsageError("unknown feature '\(name)'"
                    + (Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "")
                    + " (features: " + names.joined(separator: ", ") + ")")
            }
            feature = named
        } else {
            if allowingSeveral, features.count > 1 {
                for (option, value) in arguments.featureOptions.sorted(by: { $0.key < $1.key }) {
                    guard let spec = features.lazy.compactMap({ $0.options.first { $0.name == option } }).first else {
                        throw ToolUsageError("\(option) is an option of no feature of \(program)")
                    }
                    if let problem = spec.validate(value) { throw ToolUsageError(problem) }
                }
                return nil
            }
            guard features.count == 1, let only = features.first else {
                throw ToolUsageError(features.isEmpty
                    ? "no feature is registered with \(program); register one in its StatefulTool(features:)"
                    : "\(program) has several features; choose one with --feature (" + names.joined(separator: ", ") + ")")
            }
            feature = only
        }
        for (option, value) in arguments.featureOptions.sorted(by: { $0.key < $1.key }) {
            guard let spec = feature.options.first(where: { $0.name == option }) else {
                let owners = features.filter { $0.options.contains { $0.name == option } }.map(\.name)
                throw ToolUsageError("\(option) is an option of the feature '\(owners.joined(separator: "', '"))', "
                    + "not of '\(feature.name)'")
            }
            if let problem = spec.validate(value) {
                throw ToolUsageError(problem)
            }
        }
        return feature
    }

    /// Drawing, recording and feature options for flows of this run; with
    /// `comparesOnly` (`run`), recordings are compared and nothing is written.
    func flowSettings(requirePackage: Bool, comparesOnly: Bool = false) throws(ToolUsageError) -> FlowSettings {
        let snapshotEnvironment = SnapshotEnvironment(environment)
        do {
            _ = try snapshotEnvironment.recordMode()
        } catch {
            throw ToolUsageError(error.description)
        }
        var settings = FlowSettings(width: arguments.width, featureOptions: arguments.featureOptions)
        if let layout = try packageLayout() {
            settings.snapshots = FlowSnapshotSettings(
                layout: layout, environment: snapshotEnvironment, record: arguments.record,
                reviewCommand: tool.reviewCommand)
            if comparesOnly {
                settings.snapshots?.writesNothingBecause = "'run' only compares recordings; "
                    + "'\(tool.invocation) check' records a missing one"
            }
        } else if requirePackage {
            throw ToolUsageError("no Package.swift above \(VisibleText.escapedLine(currentDirectory.path)) "
                + "to keep recordings in: pass --snapshots DIR to keep them in DIR/__Snapshots__/flows/ "
                + "(any folder: --snapshots . for this one), or run inside the package whose "
                + "__Snapshots__/flows/ is to hold them")
        }
        return settings
    }

    /// The parser's options for `feature`: includes stay inside the package
    /// (or the current directory, outside any package).
    func parserOptions(for feature: any ScriptableFeature, settings: FlowSettings) -> ScriptParserOptions {
        ScriptParserOptions(
            parameters: arguments.parameters, environment: environment, secretParameters: arguments.secretParameters,
            secretLabels: feature.secretStateLabels, screenWidthPresets: FlowSettings.widthPresets.keys.sorted(),
            includeRoot: settings.snapshots?.layout.packageRoot ?? currentDirectory)
    }
}
