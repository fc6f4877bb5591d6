import Foundation

/// A throwaway package root: a fresh temporary folder holding a
/// `Package.swift`, removed when released, so that tests that record
/// snapshots, transcripts or reports never write into the real repository.
public final class TemporaryPackage: Sendable {
    /// The folder, which holds `Package.swift`.
    public let root: URL

    /// Creates the folder and its package manifest.
    public init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-tests-\(UUID().uuidString)", isDirectory: true)
            .standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("// swift-tools-version: 6.0\n", to: "Package.swift")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to `path` (relative to the root), creating folders.
    public func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` (relative to the root), creating folders.
    public func write(_ data: Data, to path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// The text of `path` (relative to the root), or `nil` when there is no such file.
    public func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `path` (relative to the root) exists.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `folder` (`__Snapshots__` unless told), as paths relative to the root, sorted
    /// (hidden files included); `[]` when the folder does not exist.
    public func files(under folder: String = "__Snapshots__") -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(folder == "." ? path : folder + "/" + path)
            }
        }
        return files.sorted()
    }
}
