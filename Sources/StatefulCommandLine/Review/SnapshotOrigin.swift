import Foundation
import StatefulSnapshot

/// Which flow or test a snapshot file belongs to, told from its path: a
/// flow's recordings are under `__Snapshots__/flows/` by the flow's path
/// (`Flows/save.txt`, `Flows/save.filled.txt` for `Flows/save.flow`), a
/// test's under `__Snapshots__/<test file name>/`.
struct SnapshotOrigin {
    let packageRoot: URL
    /// Swift files under `Tests/` by name without `.swift`, relative to the
    /// package root; found once.
    private let testFiles: [String: [String]]

    init(packageRoot: URL) {
        self.packageRoot = packageRoot
        var files: [String: [String]] = [:]
        let tests = packageRoot.appendingPathComponent("Tests", isDirectory: true)
        if let enumerator = FileManager.default.enumerator(
            at: tests, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let relative = "Tests/" + url.path.dropFirst(tests.standardizedFileURL.path.count + 1)
                files[url.deletingPathExtension().lastPathComponent, default: []].append(relative)
            }
        }
        testFiles = files.mapValues { $0.sorted() }
    }

    /// `flow Flows/save.flow, screen "filled"` or
    /// `test file Tests/AppTests/ProfileTests.swift, emptyProfile`.
    func describe(snapshotPath: String) -> String {
        let flowsPrefix = SnapshotLayout.directoryName + "/flows/"
        let name = snapshotPath.hasSuffix(SnapshotLayout.fileSuffix)
            ? String(snapshotPath.dropLast(SnapshotLayout.fileSuffix.count)) : snapshotPath
        if name.hasPrefix(flowsPrefix) {
            let flow = String(name.dropFirst(flowsPrefix.count))
            if exists(flow + ".flow") { return "flow \(flow).flow" }
            if let dot = flow.lastIndex(of: "."), !flow[dot...].contains("/"), exists(flow[..<dot] + ".flow") {
                return "flow \(flow[..<dot]).flow, screen \"\(flow[flow.index(after: dot)...])\""
            }
            return "a flow that is no longer in the package (\(flow).flow)"
        }
        let parts = name.split(separator: "/")
        guard parts.count >= 3 else { return "a snapshot test" }
        let folder = String(parts[parts.count - 2])
        let test = String(parts[parts.count - 1])
        guard let files = testFiles[folder], !files.isEmpty else {
            return "a test in \(folder).swift (not found under Tests/), \(test)"
        }
        return "test file \(files.joined(separator: " or ")), \(test)"
    }

    private func exists(_ relativePath: some StringProtocol) -> Bool {
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(String(relativePath)).path)
    }
}
