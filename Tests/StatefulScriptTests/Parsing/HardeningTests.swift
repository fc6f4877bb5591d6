import Foundation
import StatefulScript
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Hostile scripts get a located error within the documented limits
/// (``ScriptLimits``): no crash, no hang, no unbounded memory, and no content
/// of a file that is not a flow.
@Suite struct HardeningTests {
    private typealias Parser = FlowScriptParser<CounterCommand, NoBackend>

    /// A fresh folder, removed afterwards.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hardening-\(UUID().uuidString)", isDirectory: true)

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    private func diagnostics(_ body: () throws -> Void) -> FlowScriptError? {
        do {
            try body()
            return nil
        } catch {
            return error as? FlowScriptError
        }
    }

    @Test func deepNestingIsALocatedErrorNotACrash() throws {
        let line = "add(" + String(repeating: "[", count: 1_400) + String(repeating: "]", count: 1_400) + ")"
        var parser = Parser()
        let error = try #require(diagnostics { _ = try parser.parse(source: line, path: "deep.flow", directory: URL(fileURLWithPath: "/")) })
        #expect(error.diagnostics.count == 1)
        let diagnostic = try #require(error.diagnostics.first)
        // The payload's first 32 levels are allowed: the 33rd bracket (column 37) is too deep.
        #expect(diagnostic.headline
            == "deep.flow:1:37: error: the value is nested too deeply (more than 32 levels of `(…)` and `[…]`); flatten it")
        // The echoed line is cut around the column instead of printing 2,800 characters.
        let echoed = diagnostic.description.split(separator: "\n")[1]
        #expect(echoed.count <= ScriptDiagnostic.shownLineLength + 2)
        #expect(echoed.hasSuffix("…"))
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = ScriptLimits.nestingDepth
        let line = "expect effect alert(" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ")"
        var parser = Parser()
        let script = try parser.parse(source: line, path: "ok.flow", directory: URL(fileURLWithPath: "/"))
        #expect(script.steps.count == 1)
    }

    @Test func anIncludeThatDoublesAtEachLevelStopsAtTheStepLimit() throws {
        let folder = try Folder()
        for level in 0..<16 {
            try folder.write("include \"d\(level + 1).flow\"\ninclude \"d\(level + 1).flow\"\n", to: "d\(level).flow")
        }
        try folder.write("increment\n", to: "d16.flow")
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("d0.flow"), displayPath: "d0.flow")
        })
        #expect(error.diagnostics.count == 1)
        let headline = try #require(error.diagnostics.first?.headline)
        // Refused before anything is parsed, at the include that takes it past the limit.
        #expect(headline == "d0.flow:2:1: error: the flow expands to more than 100000 steps once its includes are expanded "
            + "(does a file include another more than once?): d0.flow")
    }

    @Test func includesNestedTooDeeplyNameTheChain() throws {
        let folder = try Folder()
        for level in 0..<20 {
            try folder.write("include \"n\(level + 1).flow\"\n", to: "n\(level).flow")
        }
        try folder.write("increment\n", to: "n20.flow")
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("n0.flow"), displayPath: "n0.flow")
        })
        let chain = (0...17).map { "n\($0).flow" }.joined(separator: " -> ")
        #expect(error.diagnostics.map(\.headline)
            == ["n16.flow:1:9: error: includes are nested too deeply (more than 16 levels): \(chain)"])
    }

    @Test func manyErrorsShowTheFirstFiftyAndStopReadingAtAThousand() throws {
        let source = String(repeating: "incremnt\n", count: 100_000)
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(source: source, path: "errors.flow", directory: URL(fileURLWithPath: "/"))
        })
        #expect(error.diagnostics.count == ScriptLimits.collectedDiagnostics)
        let lines = error.description.split(separator: "\n")
        #expect(lines.filter { $0.contains(": error: ") }.count == ScriptLimits.shownDiagnostics)
        #expect(lines.suffix(2) == ["… and 950 more errors not shown", "1000 errors; reading stopped there"])
        // The shown ones still suggest; only the unshown ones skip the search.
        #expect(lines.first?.hasSuffix("did you mean `increment`?") == true)
    }

    @Test(arguments: [("/dev/zero", "it is a system file (/dev), not a flow"),
                      ("/proc/self/environ", "it is a system file (/proc), not a flow")])
    func aSystemFileIsNeverRead(path: String, reason: String) throws {
        let folder = try Folder()
        try folder.write("include \"\(path)\"\n", to: "main.flow")
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("main.flow"), displayPath: "main.flow")
        })
        #expect(error.diagnostics.map(\.headline) == ["main.flow:1:9: error: cannot read `\(path)`: \(reason)"])
    }

    #if canImport(Glibc)
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.flow").path, 0o600) == 0)
        try folder.write("include \"pipe.flow\"\n", to: "main.flow")
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("main.flow"), displayPath: "main.flow")
        })
        #expect(error.diagnostics.map(\.headline)
            == ["main.flow:1:9: error: cannot read `pipe.flow`: it is not a regular file (a device, FIFO or socket)"])
    }
    #endif

    @Test func aDirectoryIsRefused() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("sub.flow"), withIntermediateDirectories: true)
        try folder.write("include \"sub.flow\"\n", to: "main.flow")
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("main.flow"), displayPath: "main.flow")
        })
        #expect(error.diagnostics.map(\.headline) == ["main.flow:1:9: error: cannot read `sub.flow`: it is a directory"])
    }

    @Test func aSymlinkThatLeavesTheIncludeRootIsRefused() throws {
        let outside = try Folder()
        try outside.write("annotate(note: \"outside-content\")\n", to: "secret.flow")
        let package = try Folder()
        try FileManager.default.createSymbolicLink(
            at: package.url.appendingPathComponent("link.flow"), withDestinationURL: outside.url.appendingPathComponent("secret.flow"))
        try package.write("include \"link.flow\"\n", to: "main.flow")

        var confined = Parser(options: ScriptParserOptions(includeRoot: package.url))
        let error = try #require(diagnostics {
            _ = try confined.parse(contentsOf: package.url.appendingPathComponent("main.flow"), displayPath: "main.flow")
        })
        #expect(error.diagnostics.map(\.headline) == [
            "main.flow:1:9: error: cannot read `link.flow`: it is outside the package (flows include files of their own package only)",
        ])
        #expect(!error.description.contains("outside-content"))

        // Without a root (a parser used on its own), the same include is read.
        var free = Parser()
        let script = try free.parse(contentsOf: package.url.appendingPathComponent("main.flow"), displayPath: "main.flow")
        #expect(script.flattenedSteps.count == 1)
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
        let folder = try Folder()
        try Data(repeating: UInt8(ascii: "#"), count: ScriptLimits.fileSize + 1).write(to: folder.url.appendingPathComponent("huge.flow"))
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(contentsOf: folder.url.appendingPathComponent("huge.flow"), displayPath: "huge.flow")
        })
        #expect(error.diagnostics.map(\.headline) == ["huge.flow: error: cannot read `huge.flow`: it is larger than 8 MiB"])
    }

    @Test func aDurationLongerThanTheLimitIsALocatedError() throws {
        let source = String(repeating: "advance 9223372036854775807s\n", count: 19) + "advance 99999999999ms\n"
        var parser = Parser()
        let error = try #require(diagnostics { _ = try parser.parse(source: source, path: "long.flow", directory: URL(fileURLWithPath: "/")) })
        #expect(error.diagnostics.count == 20)
        #expect(error.diagnostics.first?.headline
            == "long.flow:1:9: error: the duration is longer than a script may wait (at most 366 days)")
    }

    /// Each malformed duration or number gets its own message, and none
    /// quotes the digits (a number may be a secret such as a PIN).
    @Test(arguments: [
        ("advance -1s", "1:9: error: a duration cannot be negative; write milliseconds or seconds, such as `250ms` or `2s`"),
        ("advance -5", "1:9: error: a duration cannot be negative; write milliseconds or seconds, such as `250ms` or `2s`"),
        ("advance 250", "1:9: error: a duration needs a unit; write milliseconds or seconds, such as `250ms` or `2s`"),
        ("advance 5min", "1:9: error: `min` is not a unit of duration; write milliseconds or seconds, such as `250ms` or `2s`"),
        ("advance 1e999", "1:9: error: a number is written in digits, with an optional `.` and fraction and no exponent, "
            + "such as `12` or `0.5`; a duration is digits and a unit, such as `250ms` or `2s`"),
        ("add(3x4)", "1:5: error: a number is written in digits, with an optional `.` and fraction and no exponent, "
            + "such as `12` or `0.5`; a duration is digits and a unit, such as `250ms` or `2s`"),
    ])
    func aMalformedDurationOrNumberSaysWhatIsWrong(line: String, headline: String) throws {
        var parser = Parser()
        let error = try #require(diagnostics { _ = try parser.parse(source: line, path: "bad.flow", directory: URL(fileURLWithPath: "/")) })
        #expect(error.diagnostics.map(\.headline) == ["bad.flow:" + headline])
        // The echoed line is the user's own, not a secret: shown as written.
        let echoed = error.description.split(separator: "\n")[1]
        #expect(echoed == line[...], "the line is shown as written: \(echoed)")
    }

    @Test func anEmptyIncludePathIsALocatedError() throws {
        var parser = Parser()
        let error = try #require(diagnostics {
            _ = try parser.parse(source: "increment\ninclude \"\"\n", path: "empty.flow", directory: URL(fileURLWithPath: "/"))
        })
        #expect(error.diagnostics.map(\.headline) == [
            "empty.flow:2:9: error: the path to include is empty; name a flow file, relative to this one, such as "
                + "`include \"shared/sign-in.flow\"`",
        ])
    }

    @MainActor
    @Test func theLongestDurationsAddedUpNeverOverflowTheClock() async throws {
        let seconds = ScriptLimits.longestDuration.components.seconds
        var parser = Parser()
        let script = try parser.parse(
            source: String(repeating: "advance \(seconds)s\nincrement\n", count: 2_000), path: "long.flow",
            directory: URL(fileURLWithPath: "/"))
        let session = try FlowSession(feature: CounterFeature(), name: "long", settings: FlowSettings())
        for step in script.flattenedSteps {
            #expect(await session.execute(step).failure == nil)
        }
        #expect(session.session.store.currentState.count == 2_000)
        await session.finish()
    }
}
