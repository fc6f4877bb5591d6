import Foundation
import StatefulSnapshot
import StatefulTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What recording inline snapshots costs as a file holds more of them:
// recording 200 in one file beside recording 20 (the ratio; linear work
// makes it about 10), and planning `snapshots migrate --unnumber` of n
// files (the exponent).
//
// Inline recordings are written into the source when the test process
// ends, so each recording is a process of its own: this executable started
// again with `--inline-child N`, which calls `assertInlineSnapshot` N times
// on a test file of a package under the temporary directory (outside any
// test, so a recording's failure is reported nowhere) and prints how long
// the calls and the write at exit took, its start-up left out. The file
// is marked as compiled into the binary (modified before it was built), as a
// test's source is, and checked afterwards: every call holds its literal.

/// The inline rows.
@MainActor
func inlineRows() -> [Row] {
    [
        .comparison(
            "inline recording, 200 snapshots in one file", unit: "file", goal: .ratioAtMost(10),
            ours: { InlineRecording.time(count: 200) },
            versus: "20 snapshots", baseline: { InlineRecording.time(count: 20) }),
        .scaling("snapshots migrate --unnumber, planning", unit: "files", size: 600, goal: .exponentAtMost(1.2)) { count in
            MigrationPlanning.time(files: count)
        },
    ]
}

/// Removes what the inline rows wrote.
@MainActor
func cleanUpInlineRows() {
    try? FileManager.default.removeItem(atPath: InlineRecording.root)
    try? FileManager.default.removeItem(at: MigrationPlanning.root)
}

/// Runs the child mode when the arguments ask for it (`--inline-child N`); returns otherwise.
func runInlineChildIfAsked() {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, arguments[1] == "--inline-child", let count = Int(arguments[2]) else { return }
    InlineRecording.child(count: count)
}

enum InlineRecording {
    /// The package the child records into. `#filePath` must be a literal,
    /// so the test file's path is fixed: two benchmarks at once would share it.
    static let root = "/tmp/stateful-benchmarks-inline"
    static let file: StaticString = "/tmp/stateful-benchmarks-inline/Tests/InlineTests/RecordingTests.swift"

    /// When the child started recording (written once, before the first call).
    nonisolated(unsafe) static var started = ContinuousClock.now

    /// The test file with `count` calls, one per test, before and after recording.
    static func source(count: Int, recorded: Bool) -> String {
        var lines = ["import StatefulTesting", "import Testing", ""]
        for index in 0..<count {
            lines.append("@Test func value\(index)() {")
            lines.append(recorded
                ? "    assertInlineSnapshot(of: \"value \(index)\") {\n        \"\"\"\n        value \(index)\n        \"\"\"\n    }"
                : "    assertInlineSnapshot(of: \"value \(index)\")")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where `#line` and `#column` put call `index`: at its `(`.
    static func location(of index: Int) -> (line: UInt, column: UInt) {
        (UInt(5 + 3 * index), 25)
    }

    /// The child: records `count` snapshots, then exits; the time is printed
    /// at exit, after the recorder's own write (handlers run last first).
    static func child(count: Int) -> Never {
        atexit {
            let elapsed = ContinuousClock.now - InlineRecording.started
            print("elapsed \(nanoseconds(elapsed))")
        }
        started = .now
        withSnapshotTesting(record: .missing, packageRoot: URL(fileURLWithPath: root), environment: SnapshotEnvironment([:])) {
            for index in 0..<count {
                let location = location(of: index)
                assertInlineSnapshot(of: "value \(index)", filePath: file, line: location.line, column: location.column)
            }
        }
        exit(0)
    }

    /// Writes the file, records into it in a child process, checks the
    /// result; the child's time.
    @MainActor
    static func time(count: Int) -> Timed {
        let path = "\(file)"
        let manager = FileManager.default
        try? manager.removeItem(atPath: root)
        do {
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
            try Data(source(count: count, recorded: false).utf8).write(to: URL(fileURLWithPath: path))
            // As compiled into this binary: modified before it was built.
            try manager.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
        } catch {
            fail("cannot write \(path): \(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--inline-child", String(count)]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            fail("cannot start the inline child: \(error)")
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let line = printed.split(separator: "\n").last(where: { $0.hasPrefix("elapsed ") }),
              let elapsed = Double(line.dropFirst(8))
        else { fail("the inline child printed no time: \(printed)") }
        guard (try? String(contentsOfFile: path, encoding: .utf8)) == source(count: count, recorded: true) else {
            fail("recording \(count) inline snapshots did not write the expected file \(path)")
        }
        return Timed(operations: 1, elapsed: .nanoseconds(Int64(elapsed)))
    }
}

enum MigrationPlanning {
    static let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("stateful-benchmarks-migrate-\(getpid())", isDirectory: true)

    /// Plans the migration of `files` snapshots beside test files, a tenth of
    /// the tests numbered once (`<test>.1.txt`, renamed), in folders of 60.
    @MainActor
    static func time(files: Int) -> Timed {
        let manager = FileManager.default
        try? manager.removeItem(at: root)
        do {
            try manager.createDirectory(at: root, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
            for index in 0..<files {
                let folder = root.appendingPathComponent("Tests/AppTests/__Snapshots__/Tests\(index / 60)", isDirectory: true)
                if index % 60 == 0 { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
                let name = index % 10 == 0 ? "test\(index).1.txt" : "test\(index).txt"
                try Data("\(index)\n".utf8).write(to: folder.appendingPathComponent(name))
            }
        } catch {
            fail("cannot write the snapshots to migrate: \(error)")
        }
        let migration = SnapshotMigration(layout: SnapshotLayout(packageRoot: root))
        let start = ContinuousClock.now
        let moves: [SnapshotMigration.Move]
        do {
            moves = try migration.plan(unnumbering: true)
        } catch {
            fail("the migration of \(files) files cannot be planned: \(error)")
        }
        let elapsed = ContinuousClock.now - start
        guard moves.count == files else { fail("the migration planned \(moves.count) moves for \(files) files") }
        return Timed(operations: files, elapsed: elapsed)
    }
}
