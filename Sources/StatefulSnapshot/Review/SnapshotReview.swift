import Foundation

/// Reviews what snapshot tests left behind: pending files to accept or reject,
/// and orphans — snapshot files that no assertion used.
///
/// This is the library behind a flow tool's `snapshots` subcommand, which
/// only parses arguments and prints.
///
/// ```swift
/// let review = SnapshotReview(layout: try SnapshotLayout(containing: "/src/App/Package.swift"))
/// for pending in review.pending() {
///     print(try pending.diff().rendered(expectedLabel: pending.snapshotPath,
///                                       actualLabel: pending.pendingPath))
/// }
/// try review.accept()                                   // all of them
/// try review.reject(["__Snapshots__/ProfileTests/emptyProfile.pending.txt"])
/// ```
public struct SnapshotReview: Sendable {
    /// Where snapshots live.
    public let layout: SnapshotLayout
    /// A directory that may hold pending files too (`SNAPSHOT_ARTIFACTS`).
    public let artifactsDirectory: URL?

    /// A review of `layout`'s snapshots and of the pending files under `artifactsDirectory`.
    public init(layout: SnapshotLayout, artifactsDirectory: URL? = nil) {
        self.layout = layout
        self.artifactsDirectory = artifactsDirectory
    }

    /// Every pending file, in the package's `__Snapshots__/` folders (the
    /// root's and any beside test files) and then the artifacts directory's,
    /// sorted by path. A file reached through a symbolic link, on another
    /// file system or in another package is not one (see ``unownedEntries()``).
    public func pending() -> [PendingSnapshot] {
        var result: [PendingSnapshot] = []
        for base in bases {
            for file in SnapshotTree.scan(base).files where SnapshotLayout.isPendingFile(named: file.lastPathComponent) {
                guard let snapshot = layout.snapshotFile(forPending: file, artifacts: artifactsDirectory) else { continue }
                result.append(PendingSnapshot(
                    pendingFile: file, snapshotFile: snapshot,
                    pendingPath: layout.relativePath(of: file), snapshotPath: layout.relativePath(of: snapshot),
                    snapshotRoot: layout.packageRoot, pendingRoot: base))
            }
        }
        return result
    }

    /// The package root, then the artifacts directory when there is one.
    private var bases: [URL] {
        [layout.packageRoot] + (artifactsDirectory.map { [$0.standardizedFileURL] } ?? [])
    }

    /// What the `__Snapshots__` folders hold that is not a snapshot file:
    /// symbolic links, pipes, devices, another file system or package, each
    /// as `PATH (what it is)`, sorted. While there is any, ``accept(_:)``,
    /// ``reject(_:)`` and ``removeOrphans(usage:alsoUsed:noLongerUsed:)``
    /// change nothing and throw ``SnapshotError/unownedEntries(_:)``: a pull
    /// request could add a link that leads a deletion out of the package.
    public func unownedEntries() -> [String] {
        bases.flatMap { SnapshotTree.scan($0).unownedLines(relativeTo: layout) }
    }

    /// Throws ``SnapshotError/unownedEntries(_:)`` when there are any.
    private func requireOwnedTree() throws(SnapshotError) {
        let unowned = unownedEntries()
        guard unowned.isEmpty else { throw .unownedEntries(unowned) }
    }

    /// Moves pending output over its snapshot (atomically, normalised) and
    /// removes the pending file. Each file is reached from the package root
    /// (or the artifacts directory) without following a link.
    ///
    /// - Parameter paths: Pending files or their snapshots, absolute or relative
    ///   to the package root; `nil` accepts every pending file.
    /// - Returns: What was accepted.
    /// - Throws: ``SnapshotError/notPending(path:)`` for a path that matches no
    ///   pending file, ``SnapshotError/unownedEntries(_:)`` (both before
    ///   anything is changed), or a file error.
    @discardableResult
    public func accept(_ paths: [String]? = nil) throws(SnapshotError) -> [PendingSnapshot] {
        try requireOwnedTree()
        let chosen = try select(paths)
        for item in chosen {
            // Bytes as they are: a pending text file was normalised when it
            // was written, and a binary one must not be.
            let pendingRoot = item.pendingRoot ?? layout.packageRoot
            let bytes = try OwnedFile(item.pendingFile, root: pendingRoot, layout: layout).read(limit: SnapshotFile.maximumSize)
            try OwnedFile(item.snapshotFile, root: layout.packageRoot, layout: layout).write(bytes)
            try OwnedFile(item.pendingFile, root: pendingRoot, layout: layout).remove()
        }
        return chosen
    }

    /// Deletes pending files, leaving their snapshots as they are.
    ///
    /// - Parameter paths: As for ``accept(_:)``; `nil` rejects every pending file.
    /// - Returns: What was rejected.
    @discardableResult
    public func reject(_ paths: [String]? = nil) throws(SnapshotError) -> [PendingSnapshot] {
        try requireOwnedTree()
        let chosen = try select(paths)
        for item in chosen {
            try OwnedFile(item.pendingFile, root: item.pendingRoot ?? layout.packageRoot, layout: layout).remove()
        }
        return chosen
    }

    /// Every snapshot file in a `__Snapshots__/` folder of the package (the
    /// root's, and any beside test files), pending files left out, relative
    /// to the package root and sorted.
    public func recorded() -> [String] {
        SnapshotTree.scan(layout.packageRoot).files
            .filter { !SnapshotLayout.isPendingFile(named: $0.lastPathComponent) }
            .map { layout.relativePath(of: $0) }
    }

    /// Snapshot files under `__Snapshots__/` that `usage` says no assertion
    /// used and that are not in `alsoUsed` (recordings a tool knows its flows
    /// use, say), relative to the package root and sorted. Meaningful after a
    /// full test run that started with a cleared log.
    public func orphans(usage: SnapshotUsageLog, alsoUsed: Set<String> = []) throws(SnapshotError) -> [String] {
        try orphans(usage: usage, alsoUsed: alsoUsed, noLongerUsed: [])
    }

    /// Snapshot files under `__Snapshots__/` that `usage` says no assertion
    /// used, apart from those in `alsoUsed`; a file in `noLongerUsed` is an
    /// orphan whatever `usage` says (a recording of a flow that was deleted
    /// since the run that noted it, say).
    ///
    /// - Parameters:
    ///   - usage: The log of the snapshots assertions used.
    ///   - alsoUsed: Files used by something the log does not know of.
    ///   - noLongerUsed: Files whose noted use no longer holds.
    public func orphans(
        usage: SnapshotUsageLog, alsoUsed: Set<String>, noLongerUsed: Set<String>
    ) throws(SnapshotError) -> [String] {
        let used = Set(try usage.usedPaths()).subtracting(noLongerUsed).union(alsoUsed)
        return recorded().filter { !used.contains($0) }
    }

    /// Removes what interrupted atomic writes left — hidden `.NAME.PID.N.tmp`
    /// files whose writing process is gone, and Foundation's `.dat.nosync…`
    /// files untouched for a minute — in `__Snapshots__/` and beside the
    /// package's Swift sources (an interrupted inline-snapshot write), and
    /// returns their paths, relative to the package root and sorted.
    @discardableResult
    public func removeInterruptedWrites() throws(SnapshotError) -> [String] {
        let found = interruptedWrites()
        for path in found {
            try OwnedFile(layout.packageRoot.appendingPathComponent(path, isDirectory: false),
                          root: layout.packageRoot, layout: layout, insideSnapshots: false).remove()
        }
        return found
    }

    /// What ``removeInterruptedWrites()`` would remove, without removing it.
    public func interruptedWrites() -> [String] {
        SnapshotTree.scan(layout.packageRoot).temporaries.filter { file in
            // A process still running may be writing it now.
            TemporaryName.isAbandoned(file.lastPathComponent, at: file.path)
        }.map { layout.relativePath(of: $0) }
    }

    /// Deletes the ``orphans(usage:alsoUsed:)`` and returns their paths.
    @discardableResult
    public func removeOrphans(usage: SnapshotUsageLog, alsoUsed: Set<String> = []) throws(SnapshotError) -> [String] {
        try removeOrphans(usage: usage, alsoUsed: alsoUsed, noLongerUsed: [])
    }

    /// Deletes the ``orphans(usage:alsoUsed:noLongerUsed:)`` and returns
    /// their paths: regular files only, each reached from the package root
    /// without following a link; with any ``unownedEntries()``, nothing.
    ///
    /// - Parameters:
    ///   - usage: The log of the snapshots assertions used.
    ///   - alsoUsed: Files used by something the log does not know of.
    ///   - noLongerUsed: Files whose noted use no longer holds.
    @discardableResult
    public func removeOrphans(
        usage: SnapshotUsageLog, alsoUsed: Set<String>, noLongerUsed: Set<String>
    ) throws(SnapshotError) -> [String] {
        try requireOwnedTree()
        let orphans = try orphans(usage: usage, alsoUsed: alsoUsed, noLongerUsed: noLongerUsed)
        for path in orphans {
            try OwnedFile(layout.packageRoot.appendingPathComponent(path, isDirectory: false),
                          root: layout.packageRoot, layout: layout).remove()
        }
        return orphans
    }

    private func select(_ paths: [String]?) throws(SnapshotError) -> [PendingSnapshot] {
        let all = pending()
        guard let paths else { return all }
        var chosen: [PendingSnapshot] = []
        for path in paths {
            let url = path.hasPrefix("/")
                ? URL(fileURLWithPath: path).standardizedFileURL
                : layout.packageRoot.appendingPathComponent(path).standardizedFileURL
            let matches = all.filter { $0.pendingFile.path == url.path || $0.snapshotFile.path == url.path }
            guard !matches.isEmpty else { throw .notPending(path: path) }
            for match in matches where !chosen.contains(match) { chosen.append(match) }
        }
        return chosen
    }
}
