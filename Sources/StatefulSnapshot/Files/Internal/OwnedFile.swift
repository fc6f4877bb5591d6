import Foundation

/// A file a command may change: a path below a root (the package root, or
/// the artifacts directory) whose folders are reached through
/// ``OwnedDirectory``, so that reading, writing or removing it never goes
/// through a link, onto another file system or into another package. By
/// default it must also lie in a `__Snapshots__` folder.
struct OwnedFile {
    /// The root the file is reached from.
    let root: URL
    /// The folders from the root to the file.
    let folders: [String]
    /// The file's name.
    let name: String
    /// The path shown in messages (relative to the package root when inside it).
    let shown: String

    /// The file at `url`, which must lie below `root` (in a `__Snapshots__`
    /// folder unless `insideSnapshots` is `false`).
    init(_ url: URL, root: URL, layout: SnapshotLayout, insideSnapshots: Bool = true) throws(SnapshotError) {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        shown = layout.relativePath(of: url)
        guard path.hasPrefix(prefix) else {
            throw .outsidePackageRoot(path: shown, resolvedPath: path)
        }
        let components = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last, components.allSatisfy(OwnedDirectory.isPlainName) else {
            throw .notRegularFile(path: shown, kind: "not a plain path below \(base)")
        }
        if insideSnapshots, !components.dropLast().contains(SnapshotLayout.directoryName) {
            throw .notPending(path: shown)
        }
        self.root = root
        folders = Array(components.dropLast())
        name = last
    }

    private func folder(create: Bool) throws(SnapshotError) -> OwnedDirectory {
        try OwnedDirectory.folder(folders, under: OwnedDirectory.root(root), create: create, naming: shown)
    }

    /// The file's bytes, at most `limit`.
    func read(limit: Int) throws(SnapshotError) -> [UInt8] {
        try folder(create: false).read(name, naming: shown, limit: limit)
    }

    /// Replaces the file with `bytes`, atomically, creating its folders.
    func write(_ bytes: [UInt8]) throws(SnapshotError) {
        try folder(create: true).write(bytes, as: name, naming: shown)
    }

    /// Removes the file, a regular file only.
    func remove() throws(SnapshotError) {
        try folder(create: false).removeFile(name, naming: shown)
    }
}
