import Foundation
import StatefulInternalTestSupport
import Testing
#if canImport(Glibc)
import Glibc

/// Flow paths that are not valid UTF-8 (issue 23) run and check end to end:
/// real files whose names hold the byte 0xFF and the invalid pair 0xC3 0x28,
/// given to the built `stateful` executable as bytes in `argv` (Swift's
/// `CommandLine.arguments` would repair them), or found in a folder by the
/// bytes of their names. Everything printed shows them escaped
/// (`bad\xFF.flow`); nothing shows U+FFFD.
@Suite(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
struct NonUTF8PathTests {
    static let ff: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".flow".utf8)
    static let c3: [UInt8] = Array("c".utf8) + [0xC3, 0x28] + Array(".flow".utf8)

    /// What one run of the executable wrote, and its exit status.
    struct Spawned {
        var status: Int32
        var standard: String
        var error: String
        var combined: String { standard + error }
    }

    /// Writes `text` to the file `name` (bytes, relative to `package`'s root).
    static func create(_ name: [UInt8], in package: FlowPackage, text: String) throws {
        let path = Array(package.root.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(descriptor >= 0, "the file whose name is not UTF-8 was created")
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == bytes.count)
    }

    /// Creates the folder `name` (bytes, relative to `package`'s root).
    static func makeFolder(_ name: [UInt8], in package: FlowPackage) throws {
        let path = Array(package.root.path.utf8) + [UInt8(ascii: "/")] + name
        let made = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        try #require(made == 0)
    }

    /// Runs `stateful ARGUMENTS` (bytes) in `package`'s folder (or its
    /// `subfolder`) with only `environment` besides PATH and HOME, standard
    /// input empty.
    static func stateful(
        _ arguments: [[UInt8]], in package: FlowPackage, subfolder: [UInt8]? = nil, environment: [String: String] = [:]
    ) throws -> Spawned {
        let stateful = try #require(BuiltExecutable.stateful)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let standardLog = package.root.appendingPathComponent(".out-\(UUID().uuidString)").path
        let errorLog = package.root.appendingPathComponent(".err-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: standardLog)
            try? FileManager.default.removeItem(atPath: errorLog)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // In the package's folder (env -C), given the arguments' bytes.
        let directory = Array(package.root.path.utf8) + (subfolder.map { [UInt8(ascii: "/")] + $0 } ?? [])
        let all: [[UInt8]] = [Array("/usr/bin/env".utf8), Array("-C".utf8), directory, Array(stateful.path.utf8)] + arguments
        var variables = environment
        let inherited = ProcessInfo.processInfo.environment
        for name in ["PATH", "HOME", "TMPDIR"] where variables[name] == nil { variables[name] = inherited[name] }
        func pointers(_ list: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
            list.map { bytes in
                let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
                pointer[bytes.count] = 0
                return pointer
            } + [nil]
        }
        let argv = pointers(all)
        let envp = pointers(variables.sorted { $0.key < $1.key }.map { Array("\($0.key)=\($0.value)".utf8) })
        defer { for pointer in argv + envp { pointer?.deallocate() } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, envp) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let standard = FileManager.default.contents(atPath: standardLog).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let error = FileManager.default.contents(atPath: errorLog).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Spawned(status: (status >> 8) & 0xFF, standard: standard, error: error)
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func runGivenTheBytesOfAFileNameRunsItAndShowsTheNameEscaped() throws {
        let package = try FlowPackage()
        try Self.create(Self.ff, in: package, text: "inputLoginId(\"a\")\n")
        let run = try Self.stateful([Self.bytes("run"), Self.ff, Self.bytes("--show"), Self.bytes("transcript")], in: package)
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standard.hasPrefix("== bad\\xFF.flow\n-- bad\\xFF.flow:1: inputLoginId(\"a\")\n"), "\(run.standard)")
        #expect(run.standard.hasSuffix("ok: bad\\xFF.flow (1 steps)\nflows: 1 passed, 0 failed\n"), "\(run.standard)")
        #expect(!run.combined.contains("\u{FFFD}"))
    }

    @MainActor
    @Test func checkOfAFolderListsItsFlowsByBytesRecordsThemAndPassesWithOneOrTwoJobsAlike() async throws {
        let package = try FlowPackage()
        try Self.makeFolder(Self.bytes("Flows"), in: package)
        try Self.create(Self.bytes("Flows/") + Self.ff, in: package, text: "inputLoginId(\"ff\")\n")
        try Self.create(Self.bytes("Flows/") + Self.c3, in: package, text: "inputLoginId(\"c3\")\n")
        try package.write("inputLoginId(\"good\")\n", to: "Flows/good.flow")
        // Outside CI the first check records each flow's transcript, under a name made from its escaped form.
        let recording = try Self.stateful([Self.bytes("check"), Self.bytes("Flows"), Self.bytes("--jobs"), Self.bytes("1")], in: package)
        #expect(recording.status == 1, "\(recording.combined)")
        #expect(package.files() == [
            "__Snapshots__/flows/Flows/bad_xFF.txt", "__Snapshots__/flows/Flows/c_xC3_.txt", "__Snapshots__/flows/Flows/good.txt",
        ])
        #expect(package.read("__Snapshots__/flows/Flows/bad_xFF.txt")?.contains("inputLoginId(\"ff\")") == true)
        // Then checks pass, in byte order, the same bytes from one process or two.
        let one = try Self.stateful([Self.bytes("check"), Self.bytes("Flows"), Self.bytes("--jobs"), Self.bytes("1")],
                                    in: package, environment: ["CI": "true"])
        let two = try Self.stateful([Self.bytes("check"), Self.bytes("Flows"), Self.bytes("--jobs"), Self.bytes("2")],
                                    in: package, environment: ["CI": "true"])
        #expect(one.status == 0, "\(one.combined)")
        #expect(one.standard == """
            ok: Flows/bad\\xFF.flow (1 steps)
            ok: Flows/c\\xC3(.flow (1 steps)
            ok: Flows/good.flow (1 steps)
            flows: 3 passed, 0 failed

            """, "\(one.combined)")
        #expect(two.status == one.status)
        #expect(two.standard == one.standard)
        #expect(two.error == one.error)
        // The same with the files named, as bytes, and with no path at all (the login tool's Flows/, in-process).
        let named = try Self.stateful([Self.bytes("check"), Self.bytes("--jobs"), Self.bytes("2"), Self.bytes("Flows/") + Self.ff,
                                       Self.bytes("Flows/") + Self.c3], in: package, environment: ["CI": "true"])
        #expect(named.status == 0, "\(named.combined)")
        #expect(named.standard == "ok: Flows/bad\\xFF.flow (1 steps)\nok: Flows/c\\xC3(.flow (1 steps)\nflows: 2 passed, 0 failed\n")
        let all = await package.run(["check"], environment: ["CI": "true"])
        #expect(all.standard == one.standard, "\(all.combined)")
        // The recordings are the flows': no orphans.
        let orphans = try Self.stateful([Self.bytes("snapshots"), Self.bytes("orphans")], in: package)
        #expect(orphans.standard == "No orphaned snapshots.\n", "\(orphans.combined)")
        #expect(!(one.combined + two.combined + named.combined + orphans.combined).contains("\u{FFFD}"))
    }

    @Test func aFailingFlowIsEscapedInItsFailedLineItsErrorItsAnnotationAndTheJUnitReport() throws {
        let package = try FlowPackage()
        try Self.create(Self.c3, in: package, text: "inputLoginId(\"b\")\nexpect state loginId == \"zzz\"\n")
        for jobs in ["1", "2"] {
            let check = try Self.stateful(
                [Self.bytes("check"), Self.c3, Self.bytes("--record"), Self.bytes("never"), Self.bytes("--format"),
                 Self.bytes("github"), Self.bytes("--junit"), Self.bytes("junit.xml"), Self.bytes("--jobs"), Self.bytes(jobs),
                 Self.bytes("--report"), Self.bytes("report")],
                in: package, environment: ["CI": "true"])
            #expect(check.status == 1, "\(check.combined)")
            #expect(check.standard.contains("""
                ::error file=c\\xC3(.flow,line=2,col=1,title=flow step failed::expected state loginId == "zzz", found "b"
                """), "\(check.standard)")
            #expect(check.standard.contains("\nFAILED: c\\xC3(.flow (2 steps, 1 failed)\n"), "\(check.standard)")
            #expect(check.error.hasPrefix("c\\xC3(.flow:2:1: error: expected state loginId == \"zzz\", found \"b\"\n"), "\(check.error)")
            let junit = try #require(package.read("junit.xml"))
            #expect(junit.contains("<testcase classname=\"flows\" name=\"c\\xC3(.flow\">"), "\(junit)")
            #expect(junit.contains("<failure message=\"c\\xC3(.flow:2:1: error: expected state loginId"), "\(junit)")
            let page = try #require(package.read("report/index.html"))
            #expect(page.contains("<code>c\\xC3(.flow</code>"), "\(page)")
            #expect(!(check.combined + junit + page).contains("\u{FFFD}"))
        }
    }

    @Test func includesResolveFromAFlowWhoseNameIsNotUTF8AndFromAFolderWhoseNameIsNot() throws {
        let package = try FlowPackage()
        let folder = Self.bytes("d") + [0xFF]
        try Self.makeFolder(folder, in: package)
        try package.write("inputLoginId(\"shared\")\n", to: "common.flow")
        try Self.create(Self.ff, in: package, text: "include \"common.flow\"\n")
        // A UTF-8 include, found beside a flow in a folder that is not UTF-8.
        try Self.create(folder + Self.bytes("/x.flow"), in: package, text: "include \"setup.flow\"\nlogIn\n")
        try Self.create(folder + Self.bytes("/setup.flow"), in: package, text: "inputLoginId(\"d\")\n")
        let run = try Self.stateful([Self.bytes("run"), Self.ff, folder + Self.bytes("/x.flow"), Self.bytes("--show"),
                                     Self.bytes("transcript")], in: package)
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.standard.contains("-- common.flow:1: inputLoginId(\"shared\")\n"), "\(run.standard)")
        #expect(run.standard.contains("-- d\\xFF/setup.flow:1: inputLoginId(\"d\")\n"), "\(run.standard)")
        #expect(run.standard.contains("ok: bad\\xFF.flow (1 steps)\n"), "\(run.standard)")
        #expect(run.standard.contains("ok: d\\xFF/x.flow (2 steps)\n"), "\(run.standard)")
        // A missing include is located in the escaped path.
        try Self.create(folder + Self.bytes("/x.flow"), in: package, text: "include \"nope.flow\"\n")
        let missing = try Self.stateful([Self.bytes("run"), folder + Self.bytes("/x.flow")], in: package)
        #expect(missing.status == 2, "\(missing.combined)")
        #expect(missing.error.hasPrefix("d\\xFF/x.flow:1:9: error: cannot include `nope.flow`: there is no file `d\\xFF/nope.flow`\n"),
                "\(missing.error)")
    }

    @Test func aFlowWhoseRecordingNameIsAnotherFlowsIsAnErrorNamingBoth() throws {
        let package = try FlowPackage()
        try Self.makeFolder(Self.bytes("Flows"), in: package)
        try Self.create(Self.bytes("Flows/") + Self.ff, in: package, text: "inputLoginId(\"a\")\n")
        // `bad\xFF` records as `bad_xFF`, which is this UTF-8 flow's name too.
        try package.write("inputLoginId(\"a\")\n", to: "Flows/bad_xFF.flow")
        let check = try Self.stateful([Self.bytes("check"), Self.bytes("Flows")], in: package, environment: ["CI": "true"])
        #expect(check.status == 2, "\(check.combined)")
        #expect(check.error == """
            stateful: error: Flows/bad_xFF.flow and Flows/bad\\xFF.flow would share one recording (Flows/bad_xFF); rename one

            """, "\(check.error)")
    }

    @Test func anArgumentThatIsNotUTF8AndNotAFlowPathIsAUsageErrorShowingItsBytes() throws {
        let package = try FlowPackage()
        try package.write("inputLoginId(\"a\")\n", to: "a.flow")
        let run = try Self.stateful([Self.bytes("check"), Self.bytes("a.flow"), Self.bytes("--junit"), Self.bytes("j") + [0xFF] + Self.bytes(".xml")],
                                    in: package)
        #expect(run.status == 2, "\(run.combined)")
        // A message about such an argument before it is refused shows its bytes too.
        let unknown = try Self.stateful([Self.bytes("x") + [0xFF]], in: package)
        #expect(unknown.error.hasPrefix("stateful: error: unknown subcommand 'x\\xFF'"), "\(unknown.error)")
        #expect(run.error == """
            stateful: error: the argument 'j\\xFF.xml' is not valid UTF-8, and only the flow paths (and folders) of run and check \
            may be: give a UTF-8 name instead (to rename a file: mv $'j\\xFF.xml' NEW-NAME)
            Run 'stateful --help' for usage.

            """, "\(run.error)")
    }

    @Test func aCurrentDirectoryThatIsNotUTF8IsAUsageErrorShowingItsBytes() throws {
        let package = try FlowPackage()
        let folder = Self.bytes("d") + [0xFF]
        try Self.makeFolder(folder, in: package)
        try Self.create(folder + Self.bytes("/a.flow"), in: package, text: "inputLoginId(\"a\")\n")
        let run = try Self.stateful([Self.bytes("run"), Self.bytes("a.flow")], in: package, subfolder: folder)
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.error == "stateful: error: the current directory \(package.root.path)/d\\xFF is not valid UTF-8, and stateful "
            + "must run in one that is: run it from a folder above, giving the flows' paths from there\n", "\(run.error)")
    }
}
#endif
