import Foundation
#if canImport(Glibc)
import Glibc
import StatefulInternalTestSupport
import Testing

/// The audit's sequences through a real terminal: `stateful snapshots
/// review` and `list` inside tmux, on a pending snapshot that tries to set
/// the pane's title, write the clipboard and clear the screen. A control
/// pane prints the same bytes raw first, to show that this tmux would obey
/// them (so the test can fail). Runs where tmux is installed (CI installs it).
@Suite(.serialized) struct HostileOutputInTmuxTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A tmux server of its own (socket in a temporary folder); ``kill()`` ends it.
    final class Server {
        let socket: String
        let executable: String

        init(executable: String, folder: URL) {
            self.executable = executable
            socket = folder.appendingPathComponent("tmux.sock").path
        }

        /// Runs the tmux client with `arguments`. Spawned directly, not with
        /// `Process`: the server a client starts inherits what `Process`
        /// watches for the client's end, and it would never be seen to end.
        @discardableResult
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let outputPath = socket + ".out"
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            let argv: [UnsafeMutablePointer<CChar>?] = ([executable, "-S", socket, "-f", "/dev/null"] + arguments)
                .map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let data = FileManager.default.contents(atPath: outputPath) ?? Data()
            return (status, String(decoding: data, as: UTF8.self))
        }

        /// Starts `command` in a new session's only pane, which stays after it ends.
        func start(_ session: String, _ command: String) throws {
            // Kept after the command ends: set for every session before this
            // one starts (set after, a quick command could end first).
            try run(["start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                     "new-session", "-d", "-s", session, "-x", "160", "-y", "50", command])
        }

        /// The pane's text once it contains `marker`, or once the command in
        /// it has ended (the pane stays), whichever comes first: waiting on
        /// the program, not on a clock. Ten minutes only keep a program that
        /// neither ends nor shows the marker from hanging the test run; a
        /// loaded machine (load average 30 on two cores) can make a program
        /// that shows it in a second alone take a hundred times longer.
        func screen(of session: String, containing marker: String) throws -> String {
            let clock = ContinuousClock()
            let end = clock.now + .seconds(600)
            var text = ""
            while true {
                let ended = try run(["display-message", "-p", "-t", session, "#{pane_dead}"]).output
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
                text = try run(["capture-pane", "-p", "-J", "-S", "-200", "-t", session]).output
                if text.contains(marker) { return text }
                if ended || clock.now >= end { break }
                usleep(100_000)
            }
            Issue.record("\(marker) never showed in the pane:\n\(text)")
            return text
        }

        func title(of session: String) throws -> String {
            try run(["display-message", "-p", "-t", session, "#{pane_title}"]).output
        }

        func buffers() throws -> String {
            try run(["list-buffers"]).output
        }

        /// Ends the server and its panes.
        func kill() {
            let pid = (try? run(["display-message", "-p", "#{pid}"]).output)
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            _ = try? run(["kill-server"])
            if let pid, pid > 1 { Glibc.kill(pid, SIGKILL) }
        }
    }

    static let isCI = !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty

    @Test(.enabled(if: (tmux != nil || isCI) && BuiltExecutable.stateful != nil, "tmux is not installed (.ci/run installs it)"))
    func aHostileSnapshotNeitherRetitlesNorWritesTheClipboardNorClears() throws {
        let tmux = try #require(Self.tmux, "CI runs this test: install tmux (.ci/run does)")
        guard let stateful = BuiltExecutable.stateful else { return }
        let package = try FlowPackage()
        try package.write("name: plain\n", to: "__Snapshots__/HomeTests/home.txt")
        try package.write(HostileInputs.snapshotFile, to: "__Snapshots__/HomeTests/home.pending.txt")
        try package.write(HostileInputs.snapshotFile, to: "hostile.txt")
        let server = Server(executable: tmux, folder: package.root)
        // Before the package's folder, which holds its socket, is removed.
        defer { server.kill() }
        try server.start("control", "sh")
        try server.run(["set-option", "-g", "set-clipboard", "on"])
        try server.run(["set-option", "-g", "allow-rename", "on"])

        // The control: the raw bytes do retitle the pane and fill a buffer here.
        try server.run(["respawn-pane", "-k", "-t", "control", "cat '\(package.root.path)/hostile.txt'; echo CONTROL-DONE"])
        _ = try server.screen(of: "control", containing: "CONTROL-DONE")
        #expect(try server.title(of: "control").contains("PWNED-TITLE"))
        #expect(try server.buffers().contains("evil"))
        try server.run(["delete-buffer"])
        #expect(try server.buffers().isEmpty)

        let root = package.root.path
        try server.start("list", "cd '\(root)' && '\(stateful.path)' snapshots list; echo LIST-DONE")
        let listed = try server.screen(of: "list", containing: "LIST-DONE")
        try server.start("review", "cd '\(root)' && '\(stateful.path)' snapshots review; echo REVIEW-DONE")
        _ = try server.screen(of: "review", containing: "[q]uit?")
        try server.run(["send-keys", "-t", "review", "f"])
        _ = try server.screen(of: "review", containing: "whole:")
        try server.run(["send-keys", "-t", "review", "q"])
        let reviewed = try server.screen(of: "review", containing: "REVIEW-DONE")

        for (session, screen) in [("list", listed), ("review", reviewed)] {
            #expect(!(try server.title(of: session).contains("PWNED")), "\(session)")
            #expect(!(try server.title(of: session).contains("C1-TITLE")), "\(session)")
            // Nothing cleared the screen: the first line printed is still there.
            #expect(screen.contains("--- __Snapshots__/HomeTests/home.txt") || screen.contains("[1/1]"), "\(screen)")
            #expect(screen.contains("\\e]0;PWNED-TITLE\\a"), "\(screen)")
            #expect(screen.contains("\\e]52;c;ZXZpbA==\\a"), "\(screen)")
            #expect(screen.contains("\\e[2J\\e[H"), "\(screen)")
            #expect(screen.contains("invoice\\u{202E}fdp.exe"), "\(screen)")
        }
        #expect(try server.buffers().isEmpty, "the clipboard was written")
    }
}
#endif
