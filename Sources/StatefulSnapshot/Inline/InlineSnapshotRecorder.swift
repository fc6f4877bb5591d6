import Foundation
import Stateful

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Records inline snapshots into test sources, for the whole process, and
/// writes them when the process ends (or when ``flush()`` is called).
///
/// **Which call.** A recording names its call by `#line` and `#column`,
/// which refer to the source the tests were compiled from. The first process
/// to record into a file keeps that source in the file's
/// ``InlineSnapshotLedger`` (under `.build/`), after checking that the file
/// was not modified after the test binary was built; every later recording,
/// by this process or another one of the run (`swift test --parallel` runs
/// one per test), is located in those bytes, never in the file as another
/// process left it. A call is accepted only when its closure holds what the
/// test compared with (the same text, or no closure), and each recording is
/// journaled with a fingerprint of the call's source text.
///
/// **When it is written.** All the recordings of a file are applied to the
/// compiled source at once, once per process (at exit), so recording N
/// snapshots in a file costs one lexing and one write of it, not N. Each
/// write applies every recording in the journal, from every process of the
/// run, checks that the result lexes and that each literal reads back as its
/// text, and replaces the file keeping its mode, owner and links.
///
/// **What it refuses**, with the reason, writing nothing: a file that is not
/// a `.swift` regular file inside the package, that is read-only, that was
/// modified after the test binary was built, or that changed while the tests
/// ran (a person's edit is never overwritten).
package final class InlineSnapshotRecorder: Sendable {
    /// The recorder every assertion in the process shares; it writes when the process exits.
    package static let shared = InlineSnapshotRecorder(compilation: .testBinary, writesAtExit: true)

    private struct FileState {
        var file: InlineSourceFile
        var ledger: InlineSnapshotLedger
        var original: InlineSnapshotSource
        /// The file's identity as this process last knew it (its own write, or the ledger's).
        var known: InlineSourceFile.Identity
        /// This process's recordings, in the order they were made.
        var entries: [InlineSnapshotLedger.Entry] = []
        var slots: [InlineSnapshotLedger.Slot: Int] = [:]
        /// How many of `entries` are in the journal.
        var journaled = 0
    }

    private let compilation: InlineSnapshotCompilation
    private let writesAtExit: Bool
    private let files = Protected<[String: FileState]>([:])

    /// A recorder that knows compiled sources as `compilation` says; tests
    /// make their own with `.assumed(nil)` and call ``flush()``.
    package init(compilation: InlineSnapshotCompilation = .assumed(nil), writesAtExit: Bool = false) {
        self.compilation = compilation
        self.writesAtExit = writesAtExit
    }

    /// The run recordings belong to: the `swift test` process (the parent), so
    /// that two recordings of one call in one run are caught, and a later
    /// run's replaces an earlier one's.
    private static let run = getppid()

    /// Records `text` as the expectation of the call at `line`, `column` of the
    /// file at `path` (`nil` removes its closure). `expected` is what the
    /// test compared with (the closure's text, `nil` without one): the call
    /// found must hold it, or the file is not the compiled one.
    ///
    /// - Parameter packageRoot: The package whose tests run; the file must lie inside it.
    package func record(
        _ text: String?, expected: String?, path: String, line: Int, column: Int,
        syntax: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(), packageRoot: URL
    ) throws(InlineSnapshotError) {
        let file = try InlineSourceFile(path, packageRoot: packageRoot)
        let result: Result<Void, InlineSnapshotError> = files.withLock { files in
            do throws(InlineSnapshotError) {
                var state: FileState
                if let known = files[file.resolved] {
                    state = known
                } else {
                    state = try load(file, packageRoot: packageRoot)
                }
                try checkUnchanged(&state)
                var syntax = syntax
                var call = try state.original.call(line: line, column: column, syntax: syntax)
                if call.closure == nil, let expected,
                   let offset = Self.onlySlot(of: call, in: state.original, holding: expected)
                {
                    // The helper's descriptor names a closure the call does not
                    // have, but one of its closures holds what the test compared
                    // with: that one is the snapshot's.
                    syntax.trailingClosureOffset = offset
                    call = try state.original.call(line: line, column: column, syntax: syntax)
                }
                try Self.check(call, in: state.original, holds: expected, line: line, column: column)
                if let text {
                    // The closure alone must read back; the whole file is checked when written.
                    let closure = InlineSnapshotRewriter.singleLineClosureText(for: text)
                    let lexed = InlineSnapshotSource(bytes: Array(("f" + closure).utf8), path: path)
                    guard let literal = try? lexed.call(line: 1, column: 2).literal,
                          lexed.literalValue(literal) == InlineSnapshotRewriter.literalContent(of: text)
                    else { throw .wouldNotReadBack(path: path, line: line, column: column) }
                }
                let entry = InlineSnapshotLedger.Entry(
                    run: Self.run, line: line, column: column, label: syntax.trailingClosureLabel,
                    offset: syntax.trailingClosureOffset, deprecatedLabels: syntax.deprecatedTrailingClosureLabels,
                    text: text, fingerprint: Self.fingerprint(of: call, in: state.original))
                if let earlier = state.slots[entry.slot] {
                    guard state.entries[earlier].text == text else {
                        throw .differentValuesAtOneCall(path: path, line: line, column: column)
                    }
                } else {
                    state.slots[entry.slot] = state.entries.count
                    state.entries.append(entry)
                }
                files[file.resolved] = state
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        if writesAtExit { _ = Self.registerExitWrite }
    }

    /// Writes every file with recordings not written yet; the problems, one per file.
    @discardableResult
    package func flush() -> [InlineSnapshotError] {
        files.withLock { files in
            var problems: [InlineSnapshotError] = []
            for key in files.keys.sorted() {
                guard var state = files[key], state.journaled < state.entries.count else { continue }
                do throws(InlineSnapshotError) {
                    try write(&state)
                } catch {
                    problems.append(error)
                    // Not tried again: the file is someone else's now.
                    state.journaled = state.entries.count
                }
                files[key] = state
            }
            return problems
        }
    }

    /// Registers, once, the write at exit of the shared recorder.
    private static let registerExitWrite: Void = {
        atexit {
            for problem in InlineSnapshotRecorder.shared.flush() {
                FileHandle.standardError.write(Data(("error: " + problem.description + "\n").utf8))
            }
        }
    }()

    /// The state of a file this process has not recorded into yet: from the
    /// ledger when the build's first recorder kept its source, else kept now.
    private func load(_ file: InlineSourceFile, packageRoot: URL) throws(InlineSnapshotError) -> FileState {
        let ledger = InlineSnapshotLedger(resolvedPath: file.resolved, packageRoot: packageRoot)
        let build = compilation.build
        return try ledger.withLock(path: file.path) { () throws(InlineSnapshotError) -> FileState in
            if let header = ledger.header(), header.source == file.resolved, header.build == build.name,
               let bytes = ledger.original()
            {
                let current = file.identity()
                if current != (header.written ?? header.original), let current, let now = try? file.read(), now == bytes,
                   file.identity() == current
                {
                    // The file holds the compiled source again (a checkout or a
                    // stash put it back) and no rebuild followed, as none was
                    // needed: a new run of the same build starts from it.
                    try ledger.start(
                        InlineSnapshotLedger.Header(source: file.resolved, build: build.name, original: current, written: nil),
                        original: bytes, path: file.path)
                    return FileState(
                        file: file, ledger: ledger, original: InlineSnapshotSource(bytes: bytes, path: file.path), known: current)
                }
                return FileState(
                    file: file, ledger: ledger, original: InlineSnapshotSource(bytes: bytes, path: file.path),
                    known: header.written ?? header.original)
            }
            // The first recording of this build: the file must be as compiled.
            guard let identity = file.identity() else {
                throw .fileFailed(path: file.path, reason: "the file is gone")
            }
            if let built = build.date, let modified = file.modified(), modified > built {
                throw .changedSinceCompiled(
                    path: file.path,
                    reason: "it was modified at \(Self.text(modified)), after the test binary was built at \(Self.text(built))")
            }
            let bytes = try file.read()
            guard file.identity() == identity else { throw .changedWhileRunning(path: file.path) }
            try ledger.start(
                InlineSnapshotLedger.Header(source: file.resolved, build: build.name, original: identity, written: nil),
                original: bytes, path: file.path)
            return FileState(
                file: file, ledger: ledger, original: InlineSnapshotSource(bytes: bytes, path: file.path), known: identity)
        }
    }

    /// Throws unless the file is as this process last knew it, or as another
    /// recorder of the build last wrote it.
    private func checkUnchanged(_ state: inout FileState) throws(InlineSnapshotError) {
        guard state.file.identity() != state.known else { return }
        // Another process of the run may have written it: the ledger says so.
        // Both are read under the ledger's lock, so that no write comes between.
        let ledger = state.ledger
        let file = state.file
        let (current, written) = try ledger.withLock(path: file.path) { () throws(InlineSnapshotError) in
            (file.identity(), ledger.header()?.written)
        }
        guard let current, current == written else { throw .changedWhileRunning(path: state.file.path) }
        state.known = current
    }

    /// Throws unless `call`'s closure holds `expected` (`nil`: it has none).
    private static func check(
        _ call: InlineSnapshotCall, in source: InlineSnapshotSource, holds expected: String?, line: Int, column: Int
    ) throws(InlineSnapshotError) {
        if let literal = call.literal {
            guard let expected else {
                throw .notTheCompiledCall(
                    path: source.path, line: line, column: column, found: "it has a closure, but the test ran without one")
            }
            guard let value = source.literalValue(literal),
                  SnapshotText.withOneFinalNewline(value) == SnapshotText.withOneFinalNewline(expected)
            else {
                throw .notTheCompiledCall(
                    path: source.path, line: line, column: column,
                    found: "its closure holds other text than the test compared with")
            }
        } else if call.closure == nil, expected != nil {
            throw .notTheCompiledCall(
                path: source.path, line: line, column: column, found: "it has no closure, but the test ran with one")
        }
    }

    /// Journals this process's recordings of the file, then writes every
    /// recording of the journal into the compiled source and the result
    /// over the file.
    private func write(_ state: inout FileState) throws(InlineSnapshotError) {
        let path = state.file.path
        let ledger = state.ledger
        let build = compilation.build.name
        let newEntries = Array(state.entries[state.journaled...])
        let original = state.original
        let file = state.file
        let identity = try ledger.withLock(path: path) { () throws(InlineSnapshotError) -> InlineSourceFile.Identity in
            guard var header = ledger.header(), header.build == build, header.source == file.resolved else {
                throw .changedSinceCompiled(path: path, reason: "the tests were built again while they ran")
            }
            guard let current = file.identity(), current == (header.written ?? header.original) else {
                throw .changedWhileRunning(path: path)
            }
            // Every recording of the journal, a later run's replacing an
            // earlier one's; two of one run that differ keep the first.
            var merged: [InlineSnapshotLedger.Slot: InlineSnapshotLedger.Entry] = [:]
            var conflict: InlineSnapshotLedger.Entry?
            for entry in ledger.entries() + newEntries {
                // Each recording names its call by place and by what the call looks like.
                guard let call = try? original.call(line: entry.line, column: entry.column, syntax: entry.syntax),
                      Self.fingerprint(of: call, in: original) == entry.fingerprint
                else {
                    throw .changedSinceCompiled(
                        path: path, reason: "a recording in \(ledger.folder.path) names a call at \(entry.line):\(entry.column) "
                            + "that the compiled source does not have")
                }
                if let earlier = merged[entry.slot], earlier.run == entry.run {
                    if earlier.text != entry.text, conflict == nil { conflict = entry }
                    continue
                }
                merged[entry.slot] = entry
            }
            try ledger.append(newEntries, path: path)
            let edits = merged.values
                .sorted { ($0.line, $0.column, $0.offset) < ($1.line, $1.column, $1.offset) }
                .map { InlineSnapshotRewriter.Edit(line: $0.line, column: $0.column, text: $0.text, syntax: $0.syntax) }
            let bytes = try InlineSnapshotRewriter.rewrite(original, edits: edits)
            let identity = try file.write(bytes)
            header.written = identity
            try ledger.write(header, path: path)
            if let conflict {
                throw .differentValuesAtOneCall(path: path, line: conflict.line, column: conflict.column)
            }
            return identity
        }
        state.known = identity
        state.journaled = state.entries.count
    }

    /// The offset of the one closure of `call` whose literal reads as
    /// `expected`, when exactly one does.
    private static func onlySlot(
        of call: InlineSnapshotCall, in source: InlineSnapshotSource, holding expected: String
    ) -> Int? {
        let wanted = SnapshotText.withOneFinalNewline(expected)
        let holding = call.slotLiterals.indices.filter { index in
            guard let literal = call.slotLiterals[index], let value = source.literalValue(literal) else { return false }
            return SnapshotText.withOneFinalNewline(value) == wanted
        }
        return holding.count == 1 ? holding[0] : nil
    }

    /// A hash of the call's source text from its start to the end of its
    /// argument list: what a journal entry says its call looks like.
    private static func fingerprint(of call: InlineSnapshotCall, in source: InlineSnapshotSource) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source.bytes[call.start..<max(call.start, call.argumentsEnd)] {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    private static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// The package whose tests run, for a test file at `filePath`: the
    /// package holding the current directory (`swift test` runs there), or
    /// else the one holding the file.
    package static func packageRoot(forTestFile filePath: String) -> URL? {
        let current = FileManager.default.currentDirectoryPath + "/Package.swift"
        if let layout = try? SnapshotLayout(containing: current) { return layout.packageRoot }
        return (try? SnapshotLayout(containing: filePath))?.packageRoot
    }
}
