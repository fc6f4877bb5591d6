import Foundation

/// Where snapshot files live.
///
/// A snapshot is `__Snapshots__/<test file name>/<test name>[.<snapshot name>].<extension>`
/// under the package root (``Placement/packageRoot``, the default)
/// or beside the test file (``Placement/besideTestFile``, where
/// swift-snapshot-testing keeps them); the extension is the strategy's
/// (`txt` unless it says otherwise). Its pending file (the actual output of a
/// failed comparison) is the same path ending in `.pending.<extension>`,
/// either beside it or under the artifacts directory. Every component is passed through
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
    /// The ending of a pending text file (`.gitignore` ignores `*.pending.*`).
    public static let pendingSuffix = ".pending.txt"
    /// The marker before a pending file's extension: `name.pending.json` waits to replace `name.json`.
    public static let pendingMarker = ".pending"

    /// Where the `__Snapshots__` folder of a test file is.
    public enum Placement: String, Sendable, Equatable, CaseIterable {
        /// `<package root>/__Snapshots__/<test file name>/…` (the default).
        case packageRoot
        /// `<test file's folder>/__Snapshots__/<test file name>/…`, as swift-snapshot-testing places them.
        case besideTestFile
    }

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
    ///   - pathExtension: The file's extension, the strategy's (`txt`, `json`…);
    ///     `nil` for a file with none.
    ///   - placement: Where the `__Snapshots__` folder is.
    public func snapshotFile(
        testFilePath: String, testName: String, snapshotName: String?, pathExtension: String? = "txt",
        placement: Placement = .packageRoot
    ) -> URL {
        let testFile = URL(fileURLWithPath: testFilePath)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let base = placement == .besideTestFile
            ? testFile.deletingLastPathComponent().appendingPathComponent(Self.directoryName, isDirectory: true)
            : snapshotsDirectory
        let folder = base.appendingPathComponent(SnapshotPathComponent.sanitized(fileName), isDirectory: true)
        return snapshotFile(in: folder, testName: testName, snapshotName: snapshotName, pathExtension: pathExtension)
    }

    /// The snapshot file for one assertion that keeps its snapshots in
    /// `directory` (a per-assertion `snapshotDirectory:`):
    /// `<directory>/<test name>[.<snapshot name>].<extension>`, named as
    /// ``snapshotFile(testFilePath:testName:snapshotName:pathExtension:placement:)`` names it.
    ///
    /// - Parameters:
    ///   - directory: The folder that holds the assertion's snapshots.
    ///   - testName: The test's name, as `#function` gives it.
    ///   - snapshotName: The assertion's name, if any.
    ///   - pathExtension: The file's extension; `nil` for a file with none.
    public func snapshotFile(in directory: URL, testName: String, snapshotName: String?, pathExtension: String? = "txt") -> URL {
        var base = SnapshotPathComponent.sanitized(Self.functionBaseName(testName))
        if let snapshotName {
            base += "." + SnapshotPathComponent.sanitized(snapshotName)
        }
        // A snapshot must never be mistaken for a pending file.
        if base.hasSuffix(".pending") {
            base = String(base.dropLast(".pending".count)) + "_pending"
        }
        guard let pathExtension else { return directory.appendingPathComponent(base, isDirectory: false) }
        return directory.appendingPathComponent(base + "." + Self.sanitizedExtension(pathExtension), isDirectory: false)
    }

    /// `pathExtension` made safe for a file name (no `/`, no leading dot); `txt` when nothing is left.
    static func sanitizedExtension(_ pathExtension: String) -> String {
        let trimmed = pathExtension.drop { $0 == "." }
        let sanitized = trimmed.isEmpty ? "txt" : SnapshotPathComponent.sanitized(String(trimmed))
        return sanitized == "pending" ? "pending_" : sanitized
    }

    /// Whether a file called `name` is a pending file: `x.pending.<extension>`,
    /// or `x.pending` for a snapshot `x` with no extension and no dot.
    ///
    /// - Parameter name: A file name, without its folder.
    public static func isPendingFile(named name: String) -> Bool {
        if name.hasSuffix(pendingMarker) {
            let stem = name.dropLast(pendingMarker.count)
            return !stem.isEmpty && !stem.contains(".")
        }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return name[..<dot].hasSuffix(pendingMarker) && name[..<dot].count > pendingMarker.count
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
        let name = snapshot.lastPathComponent
        let pendingRelative: String
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let extensionLength = name.distance(from: dot, to: name.endIndex)
            pendingRelative = String(relative.dropLast(extensionLength)) + Self.pendingMarker + name[dot...]
        } else {
            pendingRelative = relative + Self.pendingMarker
        }
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
        let components = relative?.split(separator: "/") ?? []
        guard let relative, let name = components.last,
              components.dropLast().contains(Substring(Self.directoryName)),
              Self.isPendingFile(named: String(name)),
              !components.contains("..")
        else { return nil }
        let dot = name.hasSuffix(Self.pendingMarker) && !name.dropLast(Self.pendingMarker.count).contains(".")
            ? name.endIndex : (name.lastIndex(of: ".") ?? name.endIndex)
        let extensionLength = name.distance(from: dot, to: name.endIndex)
        let stem = relative.dropLast(extensionLength).dropLast(Self.pendingMarker.count)
        return packageRoot.appendingPathComponent(String(stem) + name[dot...], isDirectory: false)
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
