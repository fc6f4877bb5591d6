import Foundation

/// Reviews what snapshot tests left behind: pending files to accept or reject,
/// and orphans — snapshot files that no assertion used.
///
/// This is the library behind a flow tool's `snapshots` subcommand, which
/// only parses arguments and prints.
///
/// ```swift
/// let review = SnapshotReview(layout: try SnapshotLayout(containing: "/src/App/Package.swift"))
/// for pending in try review.pending() {
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
    /// sorted by path.
    public func pending() -> [PendingSnapshot] {
        var bases = [layout.packageRoot]
        if let artifactsDirectory { bases.append(artifactsDirectory.standardizedFileURL) }
        var result: [PendingSnapshot] = []
        for base in bases {
            for file in SnapshotTree.snapshotFiles(under: base) where SnapshotLayout.isPendingFile(named: file.lastPathComponent) {
                guard let snapshot = layout.snapshotFile(forPending: file, artifacts: artifactsDirectory) else { continue }
                result.append(PendingSnapshot(
                    pendingFile: file, snapshotFile: snapshot,
                    pendingPath: layout.relativePath(of: file), snapshotPath: layout.relativePath(of: snapshot),
                    snapshotRoot: layout.packageRoot, pendingRoot: base))
            }
        }
        return result
    }

    /// Moves pending output over its snapshot (atomically, normalised) and
    /// removes the pending file.
    ///
    /// - Parameter paths: Pending files or their snapshots, absolute or relative
    ///   to the package root; `nil` accepts every pending file.
    /// - Returns: What was accepted.
    /// - Throws: ``SnapshotError/notPending(path:)`` for a path that matches no
    ///   pending file (before anything is changed), or a file error.
    @discardableResult
    public func accept(_ paths: [String]? = nil) throws(SnapshotError) -> [PendingSnapshot] {
        let chosen = try select(paths)
        for item in chosen {
            // Bytes as they are: a pending text file was normalised when it
            // was written, and a binary one must not be.
            let bytes = try SnapshotFile.readBytes(item.pendingFile, within: item.pendingRoot) ?? []
            try SnapshotFile.writeBytes(bytes, to: item.snapshotFile, within: layout.packageRoot)
            try remove(item.pendingFile)
        }
        return chosen
    }

    /// Deletes pending files, leaving their snapshots as they are.
    ///
    /// - Parameter paths: As for ``accept(_:)``; `nil` rejects every pending file.
    /// - Returns: What was rejected.
    @discardableResult
    public func reject(_ paths: [String]? = nil) throws(SnapshotError) -> [PendingSnapshot] {
        let chosen = try select(paths)
        for item in chosen {
            try remove(item.pendingFile)
        }
        return chosen
    }

    /// Every snapshot file in a `__Snapshots__/` folder of the package (the
    /// root's, and any beside test files), pending files left out, relative
    /// to the package root and sorted.
    public func recorded() -> [String] {
        SnapshotTree.snapshotFiles(under: layout.packageRoot)
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

    /// Removes what interrupted atomic writes left in `__Snapshots__/`
    /// (hidden `.NAME.PID.N.tmp` files whose writing process is gone) and
    /// returns their paths, relative to the package root and sorted.
    @discardableResult
    public func removeInterruptedWrites() throws(SnapshotError) -> [String] {
        let found = interruptedWrites()
        for path in found {
            try remove(layout.packageRoot.appendingPathComponent(path, isDirectory: false))
        }
        return found
    }

    /// What ``removeInterruptedWrites()`` would remove, without removing it.
    public func interruptedWrites() -> [String] {
        // Every `__Snapshots__` folder of the package: the root's and any beside a test file.
        return SnapshotTree.temporaries(under: layout.packageRoot).filter { file in
            // A process still running may be writing it now.
            guard let pid = TemporaryName.writer(of: file.lastPathComponent), pid > 0 else { return true }
            return kill(pid, 0) != 0
        }.map { layout.relativePath(of: $0) }
    }

    /// Deletes the ``orphans(usage:alsoUsed:)`` and returns their paths.
    @discardableResult
    public func removeOrphans(usage: SnapshotUsageLog, alsoUsed: Set<String> = []) throws(SnapshotError) -> [String] {
        try removeOrphans(usage: usage, alsoUsed: alsoUsed, noLongerUsed: [])
    }

    /// Deletes the ``orphans(usage:alsoUsed:noLongerUsed:)`` and returns their paths.
    ///
    /// - Parameters:
    ///   - usage: The log of the snapshots assertions used.
    ///   - alsoUsed: Files used by something the log does not know of.
    ///   - noLongerUsed: Files whose noted use no longer holds.
    @discardableResult
    public func removeOrphans(
        usage: SnapshotUsageLog, alsoUsed: Set<String>, noLongerUsed: Set<String>
    ) throws(SnapshotError) -> [String] {
        let orphans = try orphans(usage: usage, alsoUsed: alsoUsed, noLongerUsed: noLongerUsed)
        for path in orphans {
            try remove(layout.packageRoot.appendingPathComponent(path, isDirectory: false))
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

    private func remove(_ file: URL) throws(SnapshotError) {
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            throw .removeFailed(path: layout.relativePath(of: file), reason: error.localizedDescription)
        }
    }
}
