import Foundation
import StatefulSnapshot

/// A package root in a fresh temporary directory (with a `Package.swift`),
/// removed when the value is released, so that file-behaviour tests never
/// touch the real `__Snapshots__/`.
final class TemporaryPackage {
    let root: URL
    let layout: SnapshotLayout

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        layout = SnapshotLayout(packageRoot: root)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A test file path inside the package, as `#filePath` would give it.
    var testFilePath: String { root.appendingPathComponent("Tests/AppTests/LoginTests.swift").path }

    /// The snapshot file for `test` (and `name`) in `LoginTests.swift`.
    func snapshot(_ test: String, named name: String? = nil) -> URL {
        layout.snapshotFile(testFilePath: testFilePath, testName: test, snapshotName: name)
    }

    /// Writes raw bytes to `relativePath` under the root, creating directories.
    func writeBytes(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The raw text of `url`, or `nil` when it does not exist.
    func contents(of url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Every file under the root, relative, sorted (hidden files included).
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
