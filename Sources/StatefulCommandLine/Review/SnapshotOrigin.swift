import Foundation
import StatefulScript
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

    /// What a snapshot file records, and for which flow or test.
    struct Place: Equatable {
        enum Kind: Equatable {
            /// A flow's transcript (`Flows/save.txt`).
            case transcript
            /// A screen or outline a flow compares (`Flows/save.filled.txt`).
            case flowScreen
            /// A snapshot test's snapshot.
            case test
            /// A flow's recording whose flow is no longer in the package.
            case missingFlow
        }

        var kind: Kind
        /// The flow file, the test file (or files), or the test's folder
        /// name when no file of that name is under `Tests/`.
        var group: String
        /// The screen's name in the flow, or the snapshot's name in the
        /// test; empty for a transcript.
        var name: String
    }

    /// Where the snapshot at `snapshotPath` (relative to the package root) comes from.
    func place(of snapshotPath: String) -> Place {
        let flowsPrefix = SnapshotLayout.directoryName + "/" + FlowSnapshotSettings.folder + "/"
        // Without the file's extension, whatever the strategy made it (`.txt`, `.json`…).
        var name = snapshotPath
        if let dot = snapshotPath.lastIndex(of: "."), !snapshotPath[dot...].contains("/") {
            name = String(snapshotPath[..<dot])
        }
        if name.hasPrefix(flowsPrefix) {
            let flow = String(name.dropFirst(flowsPrefix.count))
            if exists(flow + ".flow") { return Place(kind: .transcript, group: flow + ".flow", name: "") }
            if let dot = flow.lastIndex(of: "."), !flow[dot...].contains("/"), exists(flow[..<dot] + ".flow") {
                return Place(kind: .flowScreen, group: flow[..<dot] + ".flow", name: String(flow[flow.index(after: dot)...]))
            }
            return Place(kind: .missingFlow, group: flow + ".flow", name: "")
        }
        let parts = name.split(separator: "/")
        let folder = parts.count >= 3 ? String(parts[parts.count - 2]) : ""
        let test = String(parts.last ?? "")
        let files = testFiles[folder] ?? []
        return Place(kind: .test, group: files.isEmpty ? folder : files.joined(separator: " or "), name: test)
    }

    /// `flow Flows/save.flow, screen "filled"` or
    /// `test file Tests/AppTests/ProfileTests.swift, emptyProfile`.
    func describe(snapshotPath: String) -> String {
        let place = place(of: snapshotPath)
        switch place.kind {
        case .transcript:
            return "flow \(place.group)"
        case .flowScreen:
            return "flow \(place.group), screen \"\(place.name)\""
        case .missingFlow:
            return "a flow that is no longer in the package (\(place.group))"
        case .test:
            if place.group.hasSuffix(".swift") { return "test file \(place.group), \(place.name)" }
            if place.group.isEmpty { return "a snapshot test" }
            return "a test in \(place.group).swift (not found under Tests/), \(place.name)"
        }
    }

    private func exists(_ relativePath: some StringProtocol) -> Bool {
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(String(relativePath)).path)
    }
}
