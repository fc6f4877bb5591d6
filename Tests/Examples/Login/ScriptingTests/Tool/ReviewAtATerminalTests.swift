import Foundation
import StatefulInternalTestSupport
import Testing

#if canImport(Glibc)
import Glibc

/// `stateful snapshots review` as a person uses it: the real executable at a
/// (pseudo-)terminal, one key per decision, no Enter. Linux only: the
/// pseudo-terminal is opened through Linux's `/dev/ptmx`.
@Suite struct ReviewAtATerminalTests {
    static let prompt = "[a]ccept, [r]eject, [s]kip, [f]ile, [q]uit? "

    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func keysDecideAtATerminalAndTheTerminalIsLeftAsItWas() throws {
        let package = try TemporaryPackage()
        for name in ["a", "b", "c"] {
            try package.write("name: \(name)\n", to: "__Snapshots__/HomeTests/\(name).txt")
            try package.write("name: \(name)\(name)\n", to: "__Snapshots__/HomeTests/\(name).pending.txt")
        }
        let terminal = try PseudoTerminal(columns: 60, rows: 20)
        let modesBefore = terminal.localModes
        let process = Process()
        guard let executable = BuiltExecutable.stateful else { return }
        process.executableURL = executable
        process.arguments = ["snapshots", "review"]
        process.currentDirectoryURL = package.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm"
        process.environment = environment
        process.standardInput = terminal.terminal
        process.standardOutput = terminal.terminal
        process.standardError = terminal.terminal
        try process.run()

        try terminal.read(until: Self.prompt, while: process)
        terminal.type("a")
        try terminal.read(until: Self.prompt, count: 2, while: process)
        terminal.type("r")
        try terminal.read(until: Self.prompt, count: 3, while: process)
        terminal.type("\u{3}")  // Control-C: a key while reading, so the terminal is put back
        try terminal.readToEnd(of: process)
        process.waitUntilExit()

        let shown = terminal.shown
        #expect(process.terminationStatus == 0, "\(shown)")
        // Coloured, at a terminal: the header bold, added lines green, removed red.
        #expect(shown.contains("\u{1B}[1m[1/3] __Snapshots__/HomeTests/a.txt\u{1B}[0m (changed)\n"))
        #expect(shown.contains("\u{1B}[31m-name: a\u{1B}[0m\n\u{1B}[32m+name: aa\u{1B}[0m\n"))
        // Each key acted at once and was shown once (the terminal did not echo it).
        #expect(shown.contains(Self.prompt + "a\n\u{1B}[32maccepted\u{1B}[0m __Snapshots__/HomeTests/a.txt\n"))
        #expect(shown.contains(Self.prompt + "r\n\u{1B}[31mrejected\u{1B}[0m __Snapshots__/HomeTests/b.pending.txt\n"))
        #expect(shown.hasSuffix(Self.prompt + "q\n\nreview: 1 accepted, 1 rejected, 0 skipped, 1 not reviewed; 1 still pending.\n"))
        #expect(package.files() == [
            "__Snapshots__/HomeTests/a.txt", "__Snapshots__/HomeTests/b.txt",
            "__Snapshots__/HomeTests/c.pending.txt", "__Snapshots__/HomeTests/c.txt",
        ])
        #expect(package.read("__Snapshots__/HomeTests/a.txt") == "name: aa\n")
        #expect(package.read("__Snapshots__/HomeTests/b.txt") == "name: b\n")
        // Line editing, echo and signals are as they were.
        #expect(terminal.localModes == modesBefore)
        #expect(modesBefore & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
    }
}
#endif
