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
/// let root = URL(fileURLWithPath: "/src/App")
/// let migration = SnapshotMigration(layout: SnapshotLayout(packageRoot: root))
/// let moves = try migration.plan(unnumbering: true)   // checks for clashes first
/// try migration.apply(moves)
/// ```
///
/// A migration is all or nothing:
///
/// - **Plan.** Nothing is moved when any destination is taken, two files
///   would land on one place, or a `__Snapshots__` folder holds a symbolic
///   link, a pipe or a device, or reaches another file system or package:
///   the error lists each one. No link is ever followed.
/// - **Apply.** The plan is written to a journal under `.build/` first.
///   Each file is moved from folder to folder by descriptor, never over an
///   existing file and never through a link. If a move fails, the moves
///   before it are undone and the error says so.
/// - **Verify.** Each moved file is checked to be the very file that was
///   planned (same device and inode) before the journal is removed and the
///   emptied folders with it.
///
/// A run that is interrupted (killed, the machine stopped) leaves the
/// journal: ``finishInterrupted()`` (which `snapshots migrate` runs first)
/// completes it.
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

    /// Where an applying migration keeps its plan until it is verified:
    /// `.build/stateful-snapshots/migration.json` under the package root.
    public var journalFile: URL {
        layout.usageDirectory.deletingLastPathComponent().appendingPathComponent("migration.json", isDirectory: false)
    }

    /// The moves that bring every snapshot beside a test file to the root's
    /// `__Snapshots__`, sorted by source path.
    ///
    /// - Parameter unnumbering: Rename a test's only numbered file `<test>.1.<ext>` to `<test>.<ext>`.
    /// - Throws: ``SnapshotError/unownedEntries(_:)`` when a `__Snapshots__`
    ///   folder holds something other than files and folders (a link above
    ///   all), and ``SnapshotError/migrationConflicts(_:)``.
    public func plan(unnumbering: Bool = false) throws(SnapshotError) -> [Move] {
        let tree = SnapshotTree.scan(layout.packageRoot)
        let unowned = tree.unownedLines(relativeTo: layout)
        guard unowned.isEmpty else { throw .unownedEntries(unowned) }
        let rootFolder = layout.snapshotsDirectory.path + "/"
        let relatives = tree.files
            .filter { !$0.path.hasPrefix(rootFolder) && !SnapshotLayout.isPendingFile(named: $0.lastPathComponent) }
            .map { layout.relativePath(of: $0) }
        // The names in each folder, worked out once: planning stays linear
        // in the number of files.
        // A test's further numbers are found by stem, whatever their
        // extension: `test.1.json` beside `test.2.plist` keeps its number.
        var stemsNumberedAgainByFolder: [Substring: Set<String>] = [:]
        for relative in relatives {
            let slash = relative.lastIndex(of: "/") ?? relative.startIndex
            if let stem = Self.stemNumberedAgain(String(relative[relative.index(after: slash)...])) {
                stemsNumberedAgainByFolder[relative[..<slash], default: []].insert(stem)
            }
        }
        var moves: [Move] = []
        moves.reserveCapacity(relatives.count)
        for relative in relatives {
            let components = relative.split(separator: "/").map(String.init)
            guard let folder = components.lastIndex(of: SnapshotLayout.directoryName) else { continue }
            var inside = Array(components[(folder + 1)...])
            if unnumbering, let name = inside.last, let unnumbered = Self.unnumbered(name) {
                let slash = relative.lastIndex(of: "/") ?? relative.startIndex
                let numberedAgain = stemsNumberedAgainByFolder[relative[..<slash]] ?? []
                if !numberedAgain.contains(unnumbered.stem) { inside[inside.count - 1] = unnumbered.name }
            }
            moves.append(Move(from: relative, to: ([SnapshotLayout.directoryName] + inside).joined(separator: "/")))
        }
        var conflicts: [String] = []
        for (destination, group) in Dictionary(grouping: moves, by: \.to).sorted(by: { $0.key < $1.key }) {
            if group.count > 1 {
                conflicts.append("\(destination) <- " + group.map(\.from).joined(separator: ", "))
            } else if (try? FileStatus.of(layout.packageRoot.appendingPathComponent(destination).path)) != nil {
                conflicts.append("\(destination) exists already <- \(group[0].from)")
            }
        }
        guard conflicts.isEmpty else { throw .migrationConflicts(conflicts) }
        return moves
    }

    /// Moves the files, all or none: journals the plan, moves each file
    /// (creating folders), undoes every move if one fails, verifies that
    /// each destination is the file planned, then removes the journal and the
    /// `__Snapshots__` folders (and their subfolders) that the moves left empty.
    ///
    /// - Throws: ``SnapshotError/moveFailed(path:destination:reason:)`` after
    ///   undoing the moves made, ``SnapshotError/migrationInterrupted(journal:reason:)``
    ///   when even undoing failed (the next migration finishes the journal),
    ///   and the errors of reading the tree.
    public func apply(_ moves: [Move]) throws(SnapshotError) {
        guard !moves.isEmpty else { return }
        let folders = FolderCache(root: layout.packageRoot)
        var journal = MigrationJournal(moves: [])
        for move in moves {
            let source = try OwnedFile(layout.packageRoot.appendingPathComponent(move.from), root: layout.packageRoot, layout: layout)
            let folder = try folders.folder(source.folders, create: false, naming: move.from)
            try folder.requireRegularFile(source.name, naming: move.from)
            guard let identity = try folder.identity(of: source.name) else { throw .notPending(path: move.from) }
            journal.moves.append(.init(from: move.from, to: move.to, identity: identity))
        }
        try journal.write(to: journalFile)
        var done: [MigrationJournal.Entry] = []
        for entry in journal.moves {
            do throws(SnapshotError) {
                try move(entry, folders: folders)
                done.append(entry)
            } catch {
                do throws(SnapshotError) {
                    for undone in done.reversed() { try moveBack(undone, folders: folders) }
                    removeEmptyFolders(of: done.map(\.to), folders: folders, keepingRoot: true)
                } catch let undoError {
                    throw .migrationInterrupted(journal: layout.relativePath(of: journalFile), reason: "\(error); then, undoing: \(undoError)")
                }
                try? FileManager.default.removeItem(at: journalFile)
                throw .moveFailed(path: entry.from, destination: entry.to, reason: Self.reason(error))
            }
        }
        try finish(journal, folders: folders)
    }

    /// Finishes a migration that an earlier run began and could not end
    /// (its journal is still there): the moves not made yet are made, then
    /// checked as ``apply(_:)`` checks them. `nil` when there is none.
    ///
    /// - Returns: The moves of the journal.
    /// - Throws: ``SnapshotError/migrationInterrupted(journal:reason:)`` when
    ///   a file is neither where it was nor where it goes.
    public func finishInterrupted() throws(SnapshotError) -> [Move]? {
        guard let journal = try MigrationJournal.read(journalFile) else { return nil }
        let shownJournal = layout.relativePath(of: journalFile)
        let folders = FolderCache(root: layout.packageRoot)
        for entry in journal.moves {
            let source = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.from), root: layout.packageRoot, layout: layout)
            let destination = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.to), root: layout.packageRoot, layout: layout)
            let sourceIdentity = try? folders.folder(source.folders, create: false, naming: entry.from).identity(of: source.name)
            let destinationIdentity = try? folders.folder(destination.folders, create: false, naming: entry.to).identity(of: destination.name)
            switch (sourceIdentity ?? nil, destinationIdentity ?? nil) {
            case (entry.identity?, nil):
                try move(entry, folders: folders)
            case (entry.identity?, entry.identity?):
                // Linked, not yet unlinked: the old name goes.
                try folders.folder(source.folders, create: false, naming: entry.from).removeFile(source.name, naming: entry.from)
            case (nil, entry.identity?):
                continue
            default:
                throw .migrationInterrupted(
                    journal: shownJournal,
                    reason: "\(entry.from) is neither where it was nor at \(entry.to) as planned")
            }
        }
        try finish(journal, folders: folders)
        return journal.moves.map { Move(from: $0.from, to: $0.to) }
    }

    /// Verifies the moves, removes the emptied folders and the journal.
    private func finish(_ journal: MigrationJournal, folders: FolderCache) throws(SnapshotError) {
        for entry in journal.moves {
            let destination = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.to), root: layout.packageRoot, layout: layout)
            let identity = try folders.folder(destination.folders, create: false, naming: entry.to).identity(of: destination.name)
            guard identity == entry.identity else {
                throw .migrationInterrupted(
                    journal: layout.relativePath(of: journalFile),
                    reason: "\(entry.to) is not the file moved from \(entry.from)")
            }
        }
        removeEmptyFolders(of: journal.moves.map(\.from), folders: folders, keepingRoot: false)
        do {
            try FileManager.default.removeItem(at: journalFile)
        } catch {
            throw .removeFailed(path: layout.relativePath(of: journalFile), reason: error.localizedDescription)
        }
    }

    private func move(_ entry: MigrationJournal.Entry, folders: FolderCache) throws(SnapshotError) {
        let source = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.from), root: layout.packageRoot, layout: layout)
        let destination = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.to), root: layout.packageRoot, layout: layout)
        let from = try folders.folder(source.folders, create: false, naming: entry.from)
        guard try from.identity(of: source.name) == entry.identity else {
            throw .writeFailed(path: entry.from, reason: "it changed since the migration was planned")
        }
        let to = try folders.folder(destination.folders, create: true, naming: entry.to)
        try from.move(source.name, to: to, as: destination.name, naming: entry.from)
    }

    private func moveBack(_ entry: MigrationJournal.Entry, folders: FolderCache) throws(SnapshotError) {
        let source = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.from), root: layout.packageRoot, layout: layout)
        let destination = try OwnedFile(layout.packageRoot.appendingPathComponent(entry.to), root: layout.packageRoot, layout: layout)
        let to = try folders.folder(destination.folders, create: false, naming: entry.to)
        let from = try folders.folder(source.folders, create: false, naming: entry.from)
        try to.move(destination.name, to: from, as: source.name, naming: entry.to)
    }

    /// Removes the folders of `paths` that are empty, deepest first, up to
    /// and including their `__Snapshots__` folder (the root's kept when
    /// `keepingRoot`). `rmdir` removes only an empty folder, so nothing
    /// needs listing.
    private func removeEmptyFolders(of paths: [String], folders: FolderCache, keepingRoot: Bool) {
        var candidates = Set<[String]>()
        for path in paths {
            var components = path.split(separator: "/").map(String.init).dropLast()
            while let last = components.last {
                candidates.insert(Array(components))
                if last == SnapshotLayout.directoryName { break }
                components = components.dropLast()
            }
        }
        for folder in candidates.sorted(by: { $0.count > $1.count }) {
            if keepingRoot, folder == [SnapshotLayout.directoryName] { continue }
            guard let name = folder.last,
                  let parent = try? folders.folder(Array(folder.dropLast()), create: false, naming: folder.joined(separator: "/"))
            else { continue }
            parent.removeFolderIfEmpty(name)
        }
    }

    private static func reason(_ error: SnapshotError) -> String {
        switch error {
        case let .writeFailed(_, reason), let .removeFailed(_, reason), let .unreadableFile(_, reason): reason
        default: error.description
        }
    }

    /// Whether the file at `path` has a number before its extension (`test.2.txt`).
    public static func isNumbered(_ path: String) -> Bool {
        let parts = (path.split(separator: "/").last ?? "").split(separator: ".")
        return parts.count >= 3 && parts[parts.count - 2].allSatisfy(\.isNumber)
    }

    /// `name` without its `.1` before the extension, and the stem before
    /// the number: `test.1.txt` → (`test.txt`, `test`).
    static func unnumbered(_ name: String) -> (name: String, stem: String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[parts.count - 2] == "1" else { return nil }
        var without = parts
        without.remove(at: parts.count - 2)
        return (without.joined(separator: "."), parts[..<(parts.count - 2)].joined(separator: "."))
    }

    /// The stem of a file numbered other than 1, with an extension or
    /// without one (`.data`'s `test.2`): `test.2.plist` → `test`; `nil` for
    /// any other name. A test with such a file has several snapshots.
    static func stemNumberedAgain(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        for position in [parts.count - 2, parts.count - 1] where position >= 1 {
            let number = parts[position]
            if !number.isEmpty, number != "1", number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) {
                return parts[..<position].joined(separator: ".")
            }
        }
        return nil
    }
}

/// Open folders of one migration, by their components below the root, so
/// that a thousand files of one folder open it once.
private final class FolderCache {
    let root: URL
    private var open: [[String]: OwnedDirectory] = [:]

    init(root: URL) {
        self.root = root
    }

    func folder(_ components: [String], create: Bool, naming shown: String) throws(SnapshotError) -> OwnedDirectory {
        if let known = open[components] { return known }
        let parent: OwnedDirectory
        if let last = components.last {
            parent = try folder(Array(components.dropLast()), create: create, naming: shown)
            let child = try parent.subfolder(last, create: create, naming: shown)
            open[components] = child
            return child
        }
        parent = try OwnedDirectory.root(root)
        open[components] = parent
        return parent
    }
}

/// The plan of a migration being applied, kept until it is verified.
private struct MigrationJournal: Codable {
    struct Entry: Codable, Equatable {
        var from: String
        var to: String
        var identity: FileIdentity
    }

    var version = 1
    var moves: [Entry]

    init(moves: [Entry]) {
        self.moves = moves
    }

    func write(to url: URL) throws(SnapshotError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(self)
        } catch {
            throw .writeFailed(path: url.path, reason: "\(error)")
        }
        try SnapshotFile.writeBytes(Array(data), to: url)
    }

    static func read(_ url: URL) throws(SnapshotError) -> MigrationJournal? {
        guard let bytes = try SnapshotFile.readBytes(url) else { return nil }
        do {
            return try JSONDecoder().decode(MigrationJournal.self, from: Data(bytes))
        } catch {
            throw .migrationInterrupted(journal: url.path, reason: "the journal cannot be read (\(error)); remove it")
        }
    }
}
