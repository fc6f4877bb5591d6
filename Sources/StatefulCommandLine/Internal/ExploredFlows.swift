import Foundation
import StatefulScript
import StatefulSnapshot

/// The shrunk flows earlier explorations wrote (`Flows/Explored/`, or
/// `--out DIR`): the exploration's memory, replayed first, as Hypothesis'
/// example database is.
///
/// A kept flow is named `FEATURE-seedN.flow` (`FEATURE-seedN-2.flow` for
/// the second check that failed); each `secret` parameter it declares is
/// said, on a line of its own, to be one of the plan's texts (`# CVV is the
/// plan's fieldTexts["CVV"][0].`), so the flow is replayed with the plan's
/// value, which no file holds.
@MainActor
struct ExploredFlows {
    let invocation: ToolInvocation
    let featureName: String

    /// Where the shrunk flows go without `--out`.
    static let defaultFolder = "Flows/Explored"

    /// The kept flows replayed first at most: a folder of thousands is not a memory.
    static let mostReplayed = 100

    /// The name of the `number`-th failure's flow (from 1).
    static func fileName(feature: String, seed: UInt64, number: Int) -> String {
        "\(feature)-seed\(seed)" + (number > 1 ? "-\(number)" : "") + ".flow"
    }

    /// Whether `name` is the name of a flow an exploration of `feature` wrote.
    static func isKeptFlow(_ name: String, feature: String) -> Bool {
        let prefix = "\(feature)-seed"
        guard name.hasPrefix(prefix), name.hasSuffix(".flow") else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(".flow".count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Whether the kept flow `first` is replayed before `second`: by seed,
    /// then by failure number (`-seed3` before `-seed3-2` before `-seed10`),
    /// the numbers compared by value however many digits they have.
    static func replayOrder(_ first: String, _ second: String, feature: String) -> Bool {
        func key(_ name: String) -> [Substring] {
            let middle = name.dropFirst("\(feature)-seed".count).dropLast(".flow".count)
            let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
            return [parts[0], parts.count > 1 ? parts[1] : "1"].map { digits in digits.drop { $0 == "0" } }
        }
        let (a, b) = (key(first), key(second))
        for (x, y) in zip(a, b) where x != y {
            return x.count != y.count ? x.count < y.count : x < y
        }
        return Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8))
    }

    /// The `secret` parameters `flow` declares, in order, each with the
    /// plan's name for its value when the flow says it.
    static func secretParameters(of flow: String) -> [(name: String, source: String?)] {
        var sources: [String: String] = [:]
        var names: [String] = []
        for line in flow.split(separator: "\n").map(String.init) {
            if line.hasPrefix("secret ") {
                names.append(String(line.dropFirst("secret ".count)).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("# "), line.hasSuffix("."), let range = line.range(of: " is the plan's ") {
                let name = String(line[line.index(line.startIndex, offsetBy: 2)..<range.lowerBound])
                sources[name] = String(line[range.upperBound...].dropLast())
            }
        }
        return names.map { ($0, sources[$0]) }
    }

    /// Replays every kept flow of the feature, by seed and then failure
    /// number (``replayOrder(_:_:feature:)``): whether each still fails, and how.
    func replay<Feature: ExplorableFeature>(with explorer: FeatureExplorer<Feature>) async -> [ExplorationSummary.Replay] {
        let folderPath = invocation.arguments.exploreOut ?? Self.defaultFolder
        let folder = URL(fileURLWithPath: folderPath, isDirectory: true, relativeTo: invocation.currentDirectory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let kept = names.filter { Self.isKeptFlow($0, feature: featureName) }
            .sorted { Self.replayOrder($0, $1, feature: featureName) }
        var replays: [ExplorationSummary.Replay] = []
        let declared = explorer.plan.declaredTexts
        for name in kept.prefix(Self.mostReplayed) {
            let shown = (folderPath as NSString).appendingPathComponent(name)
            let file = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = attributes[.size] as? Int, size <= ScriptLimits.fileSize,
                  let data = FileManager.default.contents(atPath: file.path),
                  let source = String(data: data, encoding: .utf8)
            else {
                replays.append(.init(path: shown, check: nil, message: "cannot be replayed: it is not a readable flow file", couldNotRun: true))
                continue
            }
            var parameters: [String: String] = [:]
            var missing: [String] = []
            for parameter in Self.secretParameters(of: source) {
                if let planName = parameter.source, let value = declared[planName] {
                    parameters[parameter.name] = value
                } else {
                    missing.append(parameter.name)
                }
            }
            guard missing.isEmpty else {
                replays.append(.init(
                    path: shown, check: nil,
                    message: "cannot be replayed: the value of " + missing.joined(separator: ", ")
                        + " is not one of the plan's texts (replay it with 'run' and --param)",
                    couldNotRun: true))
                continue
            }
            do {
                if let failure = try await explorer.replay(flow: source, path: shown, directory: folder, parameters: parameters) {
                    replays.append(.init(path: shown, check: failure.check, message: failure.message))
                } else {
                    replays.append(.init(
                        path: shown, check: nil,
                        message: "it passes now (delete it once the bug it found is fixed for good)"))
                }
            } catch {
                let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                replays.append(.init(path: shown, check: nil, message: "cannot be replayed: \(reason)", couldNotRun: true))
            }
        }
        return replays
    }
}
