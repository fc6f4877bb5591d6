import Foundation

/// Where snapshot files live.
///
/// A snapshot is `__Snapshots__/<test file name>/<test name>[.<snapshot name>].txt`
/// under the package root; its pending file (the actual output of a failed
/// comparison) is the same path ending in `.pending.txt`, either beside it or
/// under the artifacts directory. Every component is passed through
/// ``SnapshotPathComponent/sanitized(_:)``, so no name can reach outside
/// ``snapshotsDirectory``.
///
/// ```swift
/// let layout = try SnapshotLayout(containing: "/src/App/Tests/AppTests/ProfileTests.swift")
/// layout.snapshotFile(testFilePath: "/src/App/Tests/AppTests/ProfileTests.swift",
///                     testName: "emptyProfile()", snapshotName: "wide")
/// // /src/App/__Snapshots__/ProfileTests/emptyProfile.wide.txt
/// ```
public struct SnapshotLayout: Sendable, Equatable {
    /// The name of the top-level snapshot directory.
    public static let directoryName = "__Snapshots__"
    /// The extension of a snapshot file.
    public static let fileSuffix = ".txt"
    /// The ending of a pending file (`.gitignore` ignores `*.pending.txt`).
    public static let pendingSuffix = ".pending.txt"

    /// The package root: the directory holding `Package.swift`.
    public var packageRoot: URL

    /// A layout rooted at `packageRoot`, used as given.
    public init(packageRoot: URL) {
        self.packageRoot = packageRoot.standardizedFileURL
    }

    /// A layout rooted at the nearest directory, from `filePath`'s own directory
    /// upwards, that contains `Package.swift`.
    ///
    /// - Parameter filePath: Usually a test's `#filePath`.
    /// - Throws: ``SnapshotError/packageRootNotFound(start:)``.
    public init(containing filePath: String) throws(SnapshotError) {
        let start = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        var directory = start
        while true {
            let manifest = directory.appendingPathComponent("Package.swift").path
            if FileManager.default.fileExists(atPath: manifest) {
                self.init(packageRoot: directory)
                return
            }
            let parent = directory.deletingLastPathComponent().standardizedFileURL
            if parent.path == directory.path { break }
            directory = parent
        }
        throw .packageRootNotFound(start: start.path)
    }

    /// `<package root>/__Snapshots__`.
    public var snapshotsDirectory: URL {
        packageRoot.appendingPathComponent(Self.directoryName, isDirectory: true)
    }

    /// The directory where assertions note which snapshot files they used
    /// (under `.build/`, outside the tracked tree).
    public var usageDirectory: URL {
        packageRoot
            .appendingPathComponent(".build", isDirectory: true)
            .appendingPathComponent("stateful-snapshots", isDirectory: true)
            .appendingPathComponent("usage", isDirectory: true)
    }

    /// The snapshot file for one assertion.
    ///
    /// - Parameters:
    ///   - testFilePath: The test's `#filePath`; its last component without
    ///     `.swift` names the folder.
    ///   - testName: The test's name, as `#function` gives it; its argument
    ///     labels are dropped (`rendering(width:)` → `rendering`).
    ///   - snapshotName: The assertion's name, if any; it follows the test name after a dot.
    public func snapshotFile(testFilePath: String, testName: String, snapshotName: String?) -> URL {
        let fileName = URL(fileURLWithPath: testFilePath).deletingPathExtension().lastPathComponent
        let folder = snapshotsDirectory.appendingPathComponent(SnapshotPathComponent.sanitized(fileName), isDirectory: true)
        return snapshotFile(in: folder, testName: testName, snapshotName: snapshotName)
    }

    /// The snapshot file for one assertion that keeps its snapshots in
    /// `directory` (a per-assertion `snapshotDirectory:`):
    /// `<directory>/<test name>[.<snapshot name>].txt`, named as
    /// ``snapshotFile(testFilePath:testName:snapshotName:)`` names it.
    public func snapshotFile(in directory: URL, testName: String, snapshotName: String?) -> URL {
        var base = SnapshotPathComponent.sanitized(Self.functionBaseName(testName))
        if let snapshotName {
            base += "." + SnapshotPathComponent.sanitized(snapshotName)
        }
        // A snapshot must never be mistaken for a pending file.
        if base.hasSuffix(".pending") {
            base = String(base.dropLast(".pending".count)) + "_pending"
        }
        return directory.appendingPathComponent(base + Self.fileSuffix, isDirectory: false)
    }

    /// `name` without a trailing `#function`-style argument-label list:
    /// `emptyProfile()` → `emptyProfile`, `rendering(width:)` → `rendering`. Any
    /// other parenthesised text is kept (and then sanitised).
    package static func functionBaseName(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return name }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let isLabelList = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast().allSatisfy { label in
            guard let first = label.first, first == "_" || first.isLetter else { return false }
            return label.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        } && (labels.isEmpty || labels.hasSuffix(":"))
        return isLabelList && open != name.startIndex ? String(name[..<open]) : name
    }

    /// Where the pending file for `snapshot` goes: beside it, or at the same
    /// relative path under `artifacts` when one is given.
    public func pendingFile(for snapshot: URL, artifacts: URL?) -> URL {
        let relative = relativePath(of: snapshot)
        let pendingRelative = String(relative.dropLast(Self.fileSuffix.count)) + Self.pendingSuffix
        let base = artifacts?.standardizedFileURL ?? packageRoot
        return base.appendingPathComponent(pendingRelative, isDirectory: false)
    }

    /// The snapshot that `pending` (a file under the package root or under
    /// `artifacts`) would replace, or `nil` when `pending` is not a pending
    /// file under `__Snapshots__/`.
    public func snapshotFile(forPending pending: URL, artifacts: URL?) -> URL? {
        let path = pending.standardizedFileURL.path
        var relative: String?
        for base in [artifacts?.standardizedFileURL, packageRoot].compactMap({ $0 }) {
            let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
            if path.hasPrefix(prefix) {
                relative = String(path.dropFirst(prefix.count))
                break
            }
        }
        guard let relative,
              relative.hasPrefix(Self.directoryName + "/"),
              relative.hasSuffix(Self.pendingSuffix),
              !relative.split(separator: "/").contains("..")
        else { return nil }
        let snapshotRelative = String(relative.dropLast(Self.pendingSuffix.count)) + Self.fileSuffix
        return packageRoot.appendingPathComponent(snapshotRelative, isDirectory: false)
    }

    /// `url`'s path relative to the package root (`__Snapshots__/…`), or its
    /// full path when it lies elsewhere. Used in messages, so that they do
    /// not depend on where the package is checked out.
    public func relativePath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = packageRoot.path.hasSuffix("/") ? packageRoot.path : packageRoot.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
