import Foundation
import StatefulInternalTestSupport
import Testing
#if canImport(Glibc)
import Glibc

/// `check --jobs N` interrupted: its workers end with it, its folder is
/// removed, and it exits 128 + the signal (issue 23). The flows wait on a
/// server that accepts connections and never answers, so the workers would
/// otherwise keep running. Linux only: workers are found through /proc.
@Suite(.serialized) struct ParallelCheckSignalTests {
    /// A loopback port that accepts and never answers (python3), for as long as the value lives.
    final class SilentServer {
        let process = Process()
        /// Closed when the test ends, which ends the server.
        let input = Pipe()
        let port: Int

        init() throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", """
                import select, socket, sys
                s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(64)
                print(s.getsockname()[1], flush=True)
                held = []
                while True:
                    ready, _, _ = select.select([s, sys.stdin], [], [])
                    if sys.stdin in ready:
                        sys.exit(0)  # the test ended: its end of the pipe closed
                    c, _ = s.accept(); held.append(c)
                """]
            let output = Pipe()
            process.standardOutput = output
            // Not the test's own streams, which its runner reads to their end.
            process.standardError = FileHandle.nullDevice
            process.standardInput = input
            try process.run()
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
                line += byte
            }
            port = Int(String(decoding: line, as: UTF8.self)) ?? 0
        }

        deinit {
            process.terminate()
            try? input.fileHandleForWriting.close()
        }
    }

    /// The process ids whose parent is `parent`.
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Whether `pid` still runs (a zombie does not).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// Polls `condition` until it holds. What it waits for (a worker
    /// starting, a process ending) takes well under a second alone, but a
    /// machine loaded with other builds (load average 30 on two cores) can
    /// stretch it a hundredfold: the ten minutes only keep a broken program
    /// from hanging the test run, and are no measure of speed.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + .seconds(600)
        while clock.now < end {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }

    /// A started `stateful check`: spawned directly and waited for with
    /// `waitpid` (what `Process` watches for a child's end is inherited by
    /// the workers, so it would not see the parent end before them).
    struct Parent {
        let pid: pid_t

        /// Waits for the end; the exit status, or 128 + the signal.
        func wait() -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }
    }

    /// Starts `stateful check --jobs 2` on two flows that wait on a silent
    /// server, its output in `check.log`, and waits until both workers run.
    static func startCheck(in package: FlowPackage, server: SilentServer, temporary: URL)
        throws -> (parent: Parent, workers: [Int32])
    {
        let stateful = try #require(BuiltExecutable.stateful)
        for name in ["a", "b"] {
            try package.write(fillIn + "logIn\n", to: "\(name).flow")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, package.root.appendingPathComponent("check.log").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A process group of its own, as a shell gives a foreground job.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["/usr/bin/env", "-C", package.root.path, "TMPDIR=\(temporary.path)", "CI=true", stateful.path,
                         "check", "a.flow", "b.flow", "--jobs", "2", "--server", "http://127.0.0.1:\(server.port)"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
        try #require(spawned == 0)
        var workers: [Int32] = []
        #expect(eventually {
            workers = children(of: pid)
            return workers.count == 2 || !isRunning(pid)
        }, "two workers started")
        #expect(workers.count == 2, "\(package.read("check.log") ?? "")")
        return (Parent(pid: pid), workers)
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"),
          arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func aSignalToTheParentEndsTheWorkersAndRemovesTheFolder(signal: Int32, status: Int32) throws {
        let package = try FlowPackage()
        let temporary = package.root.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let server = try SilentServer()
        let (parent, workers) = try Self.startCheck(in: package, server: server, temporary: temporary)
        // Control-C signals the whole foreground group; the workers are in groups of their own.
        kill(signal == SIGINT ? -parent.pid : parent.pid, signal)
        #expect(parent.wait() == status)
        #expect(Self.eventually { workers.allSatisfy { !Self.isRunning($0) } }, "every worker ended")
        #expect((try FileManager.default.contentsOfDirectory(atPath: temporary.path)) == [], "the workers' folder is removed")
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func workersEndWhenTheirParentIsKilled() throws {
        let package = try FlowPackage()
        let temporary = package.root.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let server = try SilentServer()
        let (parent, workers) = try Self.startCheck(in: package, server: server, temporary: temporary)
        kill(parent.pid, SIGKILL)
        #expect(parent.wait() == 128 + SIGKILL)
        #expect(Self.eventually { workers.allSatisfy { !Self.isRunning($0) } }, "the watchdog ended every worker")
    }

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func aWorkerKilledByASignalIsReportedByItsName() throws {
        let package = try FlowPackage()
        let temporary = package.root.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let server = try SilentServer()
        let (parent, workers) = try Self.startCheck(in: package, server: server, temporary: temporary)
        for worker in workers { kill(worker, SIGKILL) }
        #expect(parent.wait() == 2)
        let said = package.read("check.log") ?? ""
        #expect(said.contains("a worker of the parallel check failed (killed by SIGKILL)"), "\(said)")
        #expect(!said.contains("exit status 9"))
    }
}
#endif
