import Foundation

/// Moves a swift-snapshot-testing snapshot tree into Stateful's layout: every
/// file of a `__Snapshots__` folder beside a test file goes to the package
/// root's `__Snapshots__/<test file>/`, under the same name.
///
/// swift-snapshot-testing and Stateful name files alike (`<test>.<name>.<ext>`,
/// and `<test>.1.<ext>`, `<test>.2.<ext>` for unnamed snapshots when
/// `numberUnnamedSnapshots` is on). With `unnumbering`, a test's only
/// numbered file `<test>.1.<ext>` becomes `<test>.<ext>`, the name an
/// unnamed snapshot has when numbering is off.
///
/// ```swift
/// let migration = SnapshotMigration(layout: SnapshotLayout(packageRoot: root))
/// let moves = try migration.plan(unnumbering: true)   // checks for clashes first
/// try migration.apply(moves)
/// ```
///
/// Nothing is moved when any destination is taken or two files would land
/// on one place; the error lists each clash.
public struct SnapshotMigration: Sendable {
    /// One file to move, both paths relative to the package root.
    public struct Move: Sendable, Equatable, CustomStringConvertible {
        /// Where the file is.
        public let from: String
        /// Where it goes.
        public let to: String

        /// A move of `from` to `to`.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        /// `from -> to`.
        public var description: String { "\(from) -> \(to)" }
    }

    /// The package.
    public let layout: SnapshotLayout

    /// A migration of `layout`'s package.
    public init(layout: SnapshotLayout) {
        self.layout = layout
    }

    /// The moves that bring every snapshot beside a test file to the root's
    /// `__Snapshots__`, sorted by source path.
    ///
    /// - Parameter unnumbering: Rename a test's only numbered file `<test>.1.<ext>` to `<test>.<ext>`.
    /// - Throws: ``SnapshotError/migrationConflicts(_:)``.
    public func plan(unnumbering: Bool = false) throws(SnapshotError) -> [Move] {
        let rootFolder = layout.snapshotsDirectory.path + "/"
        let files = SnapshotTree.snapshotFiles(under: layout.packageRoot)
            .filter { !$0.path.hasPrefix(rootFolder) && !SnapshotLayout.isPendingFile(named: $0.lastPathComponent) }
        let relatives = files.map { layout.relativePath(of: $0) }
        var moves: [Move] = []
        for relative in relatives {
            let components = relative.split(separator: "/").map(String.init)
            guard let folder = components.lastIndex(of: SnapshotLayout.directoryName) else { continue }
            var inside = Array(components[(folder + 1)...])
            if unnumbering, let name = inside.last, let unnumbered = Self.unnumbered(name) {
                let siblings = Set(relatives.filter { $0.hasPrefix(components.dropLast().joined(separator: "/") + "/") }
                    .compactMap { $0.split(separator: "/").last.map(String.init) })
                if !siblings.contains(unnumbered.secondName) { inside[inside.count - 1] = unnumbered.name }
            }
            moves.append(Move(from: relative, to: ([SnapshotLayout.directoryName] + inside).joined(separator: "/")))
        }
        var conflicts: [String] = []
        for (destination, group) in Dictionary(grouping: moves, by: \.to).sorted(by: { $0.key < $1.key }) {
            if group.count > 1 {
                conflicts.append("\(destination) <- " + group.map(\.from).joined(separator: ", "))
            } else if FileManager.default.fileExists(atPath: layout.packageRoot.appendingPathComponent(destination).path) {
                conflicts.append("\(destination) exists already <- \(group[0].from)")
            }
        }
        guard conflicts.isEmpty else { throw .migrationConflicts(conflicts) }
        return moves
    }

    /// Moves the files, creating folders, then removes the `__Snapshots__`
    /// folders (and their subfolders) that the moves left empty.
    ///
    /// - Throws: ``SnapshotError/moveFailed(path:destination:reason:)``.
    public func apply(_ moves: [Move]) throws(SnapshotError) {
        let manager = FileManager.default
        for move in moves {
            let source = layout.packageRoot.appendingPathComponent(move.from)
            let destination = layout.packageRoot.appendingPathComponent(move.to)
            do {
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.moveItem(at: source, to: destination)
            } catch {
                throw .moveFailed(path: move.from, destination: move.to, reason: error.localizedDescription)
            }
            var folder = source.deletingLastPathComponent()
            // Remove emptied folders up to and including the `__Snapshots__` folder.
            while folder.path.hasPrefix(layout.packageRoot.path + "/"),
                  (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
            {
                let isSnapshotsFolder = folder.lastPathComponent == SnapshotLayout.directoryName
                try? manager.removeItem(at: folder)
                if isSnapshotsFolder { break }
                folder = folder.deletingLastPathComponent()
            }
        }
    }

    /// Whether the file at `path` has a number before its extension (`test.2.txt`).
    public static func isNumbered(_ path: String) -> Bool {
        let parts = (path.split(separator: "/").last ?? "").split(separator: ".")
        return parts.count >= 3 && parts[parts.count - 2].allSatisfy(\.isNumber)
    }

    /// `name` without its `.1` before the extension, and the `.2` name that
    /// would show the test has several: `test.1.txt` → (`test.txt`, `test.2.txt`).
    static func unnumbered(_ name: String) -> (name: String, secondName: String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[parts.count - 2] == "1" else { return nil }
        var without = parts
        without.remove(at: parts.count - 2)
        var second = parts
        second[parts.count - 2] = "2"
        return (without.joined(separator: "."), second.joined(separator: "."))
    }
}
