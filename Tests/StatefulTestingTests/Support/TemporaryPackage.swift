import Foundation
import StatefulSnapshot

/// A package root in a fresh temporary directory, removed when released, so
/// that assertion tests never write into the real `__Snapshots__/`.
final class TemporaryPackage: Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-testing-tests-\(UUID().uuidString)", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The text of `relativePath` under the root, or `nil` when it does not exist.
    func contents(of relativePath: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to `relativePath` under the root, creating directories.
    func write(_ text: String, to relativePath: String) throws {
        try SnapshotFile.write(text, to: root.appendingPathComponent(relativePath))
    }
}
