import Foundation

/// The test runner this test runs in, started again as a process of its
/// own that runs one XCTest test, as `swift test` starts one (`swift test
/// --parallel` starts one per test): what tests of test-process behaviour
/// spawn, so that what they check happens in a real test process, on real
/// files, without a nested `swift test`.
///
/// On Linux the tests are one executable, `<Package>PackageTests.xctest`,
/// that takes the test to run as its argument; elsewhere (a bundle loaded by
/// `xctest`) ``executable`` is `nil`, and such tests are skipped.
public enum TestRunnerProcess {
    /// The test executable, when the tests run as one.
    public static let executable: URL? = {
        let path = CommandLine.arguments[0]
        guard path.hasSuffix(".xctest"), FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return URL(fileURLWithPath: path)
    }()

    /// What a finished process printed and returned.
    public struct Finished: Sendable {
        /// Its exit status.
        public var status: Int32
        /// Everything it wrote to standard output.
        public var standard: String
        /// Everything it wrote to standard error.
        public var error: String
    }

    /// A process started and not waited for yet.
    public final class Started: @unchecked Sendable {
        // Only used from the thread that started it.
        private let process: Process
        private let outputs: URL

        init(process: Process, outputs: URL) {
            self.process = process
            self.outputs = outputs
        }

        /// Waits for it to end.
        public func wait() throws -> Finished {
            process.waitUntilExit()
            defer { try? FileManager.default.removeItem(at: outputs) }
            return Finished(
                status: process.terminationStatus,
                standard: String(decoding: try Data(contentsOf: outputs.appendingPathComponent("out")), as: UTF8.self),
                error: String(decoding: try Data(contentsOf: outputs.appendingPathComponent("err")), as: UTF8.self))
        }
    }

    /// Starts `program` (the test executable unless told) with `arguments`
    /// in `directory`, with this process's environment less the snapshot
    /// settings and `CI`, plus `environment`.
    public static func start(
        _ arguments: [String], program: URL? = nil, in directory: URL, environment extra: [String: String] = [:],
        input: String? = nil
    ) throws -> Started {
        guard let program = program ?? executable else {
            throw CocoaError(.executableNotLoadable)
        }
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS", "STATEFUL_ANNOTATIONS"] { environment[name] = nil }
        environment.merge(extra) { $1 }
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("stateful-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        let standard = outputs.appendingPathComponent("out")
        let error = outputs.appendingPathComponent("err")
        try Data().write(to: standard)
        try Data().write(to: error)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        if let input {
            let source = outputs.appendingPathComponent("in")
            try Data(input.utf8).write(to: source)
            process.standardInput = try FileHandle(forReadingFrom: source)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = try FileHandle(forWritingTo: standard)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        return Started(process: process, outputs: outputs)
    }

    /// Runs the XCTest test `test` (`Module.Class/testMethod`) in a process
    /// of its own, in `directory`, and waits for it.
    public static func run(_ test: String, in directory: URL, environment: [String: String] = [:]) throws -> Finished {
        try start([test], in: directory, environment: environment).wait()
    }

    /// Runs `test` as a child of a stand-in for `swift test ARGUMENTS`: a
    /// shell named `swift-test`, given `runnerArguments`, that starts the
    /// test executable and waits for it, so that the test process finds
    /// that command among its ancestors as it finds a real one.
    public static func runUnderSwiftTest(
        _ test: String, runnerArguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Finished {
        guard let executable else { throw CocoaError(.executableNotLoadable) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stateful-swift-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let launcher = folder.appendingPathComponent("swift-test")
        try FileManager.default.createSymbolicLink(at: launcher, withDestinationURL: URL(fileURLWithPath: "/bin/sh"))
        // Not the last command of the script, so the shell stays the parent.
        let script = "\"$STATEFUL_CHILD_EXECUTABLE\" \"$STATEFUL_CHILD_TEST\"; exit $?"
        var extra = environment
        extra["STATEFUL_CHILD_EXECUTABLE"] = executable.path
        extra["STATEFUL_CHILD_TEST"] = test
        return try start(["-c", script] + runnerArguments, program: launcher, in: directory, environment: extra).wait()
    }
}
