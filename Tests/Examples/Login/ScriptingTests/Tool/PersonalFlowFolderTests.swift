import Foundation
import Testing

/// A personal folder of flows, outside any package: the built `stateful`
/// executable, run there as a person runs it, keeps its recordings in the
/// folder `--snapshots DIR` names, with no `Package.swift` anywhere.
@Suite struct PersonalFlowFolderTests {
    static let flow = "inputLoginId(\"a@example.com\")\nexpect screen matches \"filled\"\n"

    /// A fresh folder under the temporary directory, with no package above it.
    struct Folder {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("stateful-personal-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        func write(_ text: String, to path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// Every file below `path`, relative to the folder, sorted; the
        /// usage notes in `.build/` (as in a package) are left out.
        func files(under path: String = ".") -> [String] {
            let base = root.appendingPathComponent(path).standardizedFileURL
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
            var found: [String] = []
            for case let url as URL in walker {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
                }
            }
            return found.filter { !$0.hasPrefix(".build/") }.sorted()
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Runs the built `stateful ARGUMENTS` in the folder, with the
        /// process's environment less the snapshot settings, plus `environment`.
        func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ToolRun {
            let executable = try #require(BuiltExecutable.stateful)
            var environment = ProcessInfo.processInfo.environment
            for name in ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS"] { environment[name] = nil }
            environment.merge(extra) { $1 }
            let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("stateful-out-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outputs) }
            let standard = outputs.appendingPathComponent("out"), error = outputs.appendingPathComponent("err")
            try Data().write(to: standard)
            try Data().write(to: error)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = root
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: standard)
            process.standardError = try FileHandle(forWritingTo: error)
            try process.run()
            process.waitUntilExit()
            return ToolRun(
                status: process.terminationStatus,
                standard: String(decoding: try Data(contentsOf: standard), as: UTF8.self),
                error: String(decoding: try Data(contentsOf: error), as: UTF8.self))
        }
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func outsideAPackageCheckSaysHowToKeepRecordingsInTheFolderAndWritesNothing() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.flow, to: "c.flow")
        let run = try folder.run(["check", "c.flow"])
        #expect(run.status == 2)
        #expect(run.error.contains("to keep recordings in: pass --snapshots DIR to keep them in DIR/__Snapshots__/flows/ "
            + "(any folder: --snapshots . for this one), or run inside the package whose __Snapshots__/flows/ is to hold them"))
        #expect(folder.files() == ["c.flow"])
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func snapshotsDotKeepsTheRecordingsInTheFolderItself() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.flow, to: "c.flow")
        let first = try folder.run(["check", "c.flow", "--snapshots", "."])
        #expect(first.status == 1, "a new screen's first run fails its step, as a new snapshot does")
        #expect(first.error.contains("Recorded a new snapshot: __Snapshots__/flows/c.filled.txt."))
        #expect(folder.files() == ["__Snapshots__/flows/c.filled.txt", "__Snapshots__/flows/c.txt", "c.flow"])

        let again = try folder.run(["check", "c.flow", "--snapshots", "."])
        #expect(again.error == "")
        #expect(again.standard == "ok: c.flow (2 steps)\nflows: 1 passed, 0 failed\n")
        #expect(again.status == 0)
        #expect(try folder.run(["run", "c.flow", "--snapshots", ".", "--show", "transcript"]).status == 0)

        try folder.write(Self.flow.replacingOccurrences(of: "a@example", with: "b@example"), to: "c.flow")
        let changed = try folder.run(["check", "c.flow", "--snapshots", "."])
        #expect(changed.status == 1)
        #expect(folder.files(under: "__Snapshots__").contains("__Snapshots__/flows/c.pending.txt"))
        let list = try folder.run(["snapshots", "--root", "."])
        #expect(list.status == 0)
        #expect(list.standard.contains("__Snapshots__/flows/c.pending.txt"))
        let accepted = try folder.run(["snapshots", "accept", "--root", "."])
        #expect(accepted.status == 0)
        #expect(try folder.run(["check", "c.flow", "--snapshots", "."]).status == 0)
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func aPersonalFolderKeepsTheCIRuleAndTheRootChecks() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.flow, to: "c.flow")
        let ci = try folder.run(["check", "c.flow", "--snapshots", ".", "--record", "all"], environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.error.contains("CI is set, so nothing is recorded"))
        #expect(folder.files() == ["c.flow"])

        let nowhere = try folder.run(["check", "c.flow", "--snapshots", "nowhere"])
        #expect(nowhere.status == 2)
        #expect(nowhere.error == "stateful: error: nowhere does not exist: give an existing folder, "
            + "whose __Snapshots__/ is to hold the recordings\n")
        let aFile = try folder.run(["check", "c.flow", "--snapshots", "c.flow"])
        #expect(aFile.status == 2)
        #expect(aFile.error.contains("c.flow is not a folder"))

        // A __Snapshots__ that links out of the folder is not written through.
        let outside = try Folder()
        defer { outside.remove() }
        try FileManager.default.createSymbolicLink(
            at: folder.root.appendingPathComponent("__Snapshots__"), withDestinationURL: outside.root)
        let linked = try folder.run(["check", "c.flow", "--snapshots", "."])
        #expect(linked.status != 0)
        #expect(outside.files() == [])
    }
}
