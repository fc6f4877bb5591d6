import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport

/// The snapshot-file helpers of these tests, on the shared temporary package.
extension TemporaryPackage {
    /// The package's snapshot layout.
    var layout: SnapshotLayout { SnapshotLayout(packageRoot: root) }

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
        files(under: ".")
    }
}
