import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths one verification works with, worked out from the snapshot's URL
/// once per process and layout: turning a URL into a standardised path
/// string takes longer than the rest of a matching comparison.
struct VerifiedPaths: Sendable {
    /// The snapshot's standardised absolute path (the call-site registry's key).
    let absolute: String
    /// Relative to the package root (messages and the usage log).
    let relative: String
    /// The pending file beside the snapshot, as `SnapshotLayout.pendingFile(for:artifacts: nil)` gives it.
    let pendingBeside: String
    /// The standardised package root.
    let root: String

    /// The snapshot's absolute path as a file URL.
    var absoluteURL: URL { URL(fileURLWithPath: absolute) }

    private struct Key: Hashable {
        let root: URL
        let snapshot: URL
    }

    /// Every set of paths worked out so far; one per assertion, so it stays small.
    private static let known = Protected<[Key: VerifiedPaths]>([:])

    /// The paths of `snapshot` in `layout`.
    static func of(_ snapshot: URL, in layout: SnapshotLayout) -> VerifiedPaths {
        let key = Key(root: layout.packageRoot, snapshot: snapshot)
        if let paths = known.withLock({ $0[key] }) { return paths }
        let paths = VerifiedPaths(
            absolute: snapshot.standardizedFileURL.path,
            relative: layout.relativePath(of: snapshot),
            pendingBeside: layout.pendingFile(for: snapshot, artifacts: nil).path,
            root: layout.packageRoot.path)
        known.withLock { $0[key] = paths }
        return paths
    }

    /// Whether the snapshot lies inside the package root without a symbolic
    /// link on the way: under the root by its path, and no component below
    /// the root a link (checked with `lstat` now, never remembered). Then it
    /// cannot lead outside the root, and reading it needs no resolution of
    /// links; otherwise ``SnapshotFile`` resolves both paths and decides.
    var isPlainlyInsideRoot: Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard absolute.hasPrefix(prefix) else { return false }
        let components = absolute.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard !components.isEmpty,
              !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return false }
        var path = String(prefix.dropLast())
        for component in components {
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0 else {
                // Nothing further down exists, so no link can be there.
                return errno == ENOENT
            }
            if status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) { return false }
        }
        return true
    }

    /// The pending file's name (`summary.pending.txt`).
    var pendingName: String {
        (pendingBeside as NSString).lastPathComponent
    }

    /// Whether something is at the pending path (following links, as
    /// `FileManager.fileExists(atPath:)` does).
    var pendingExists: Bool {
        var status = stat()
        return stat(pendingBeside, &status) == 0
    }
}
