import Foundation
import StatefulInternalTestSupport
import Testing
#if canImport(Glibc)
import Glibc

/// A flow path that is not valid UTF-8 (issue 23): Swift repairs such an
/// argument (0xFF becomes U+FFFD), which would name a file that does not
/// exist; the tool reads the raw arguments and says what is wrong, with
/// the bytes shown escaped and how to rename the file. A real file whose
/// name holds 0xFF, and the built executable given its bytes.
@Suite struct NonUTF8ArgumentTests {
    @Test(.enabled(if: BuiltExecutable.stateful != nil, "the stateful executable is built beside the tests"))
    func aPathThatIsNotUTF8IsAUsageErrorShowingItsBytes() throws {
        let stateful = try #require(BuiltExecutable.stateful)
        let package = try FlowPackage()
        let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".flow".utf8)
        let path = Array(package.root.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(descriptor >= 0, "the file with 0xFF in its name was created")
        let flow = Array("inputLoginId(\"a\")\n".utf8)
        _ = flow.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let log = package.root.appendingPathComponent("said.log").path
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Run in the package's folder (env -C), given the name's bytes.
        let arguments: [[UInt8]] = ["/usr/bin/env", "-C", package.root.path, stateful.path, "run"].map { Array($0.utf8) } + [name]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        } + [nil]
        defer { for pointer in argv { pointer?.deallocate() } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let said = package.read("said.log") ?? ""
        #expect((status >> 8) & 0xFF == 2, "\(said)")
        #expect(said == """
            stateful: error: the argument 'bad\\xFF.flow' is not valid UTF-8, and stateful opens only paths that are: \
            rename the file to a UTF-8 name, for example: mv $'bad\\xFF.flow' NEW-NAME.flow

            """, "\(said)")
        #expect(!said.contains("\u{FFFD}"))
    }

    /// Creates `name` (bytes) in `folder` holding a one-step flow.
    static func create(_ name: [UInt8], in folder: URL) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try #require(descriptor >= 0, "the file with 0xFF in its name was created")
        let flow = Array("inputLoginId(\"a\")\n".utf8)
        _ = flow.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @MainActor
    @Test func aDefaultFlowWhoseNameIsNotUTF8IsAUsageError() async throws {
        let package = try FlowPackage()
        try package.write("inputLoginId(\"a\")\n", to: "Flows/good.flow")
        try Self.create(Array("bad".utf8) + [0xFF] + Array(".flow".utf8), in: package.root.appendingPathComponent("Flows"))
        let run = await package.run(["check"], environment: ["CI": "true"])
        #expect(run.status == 2, "\(run.combined)")
        #expect(run.error.contains("""
            Flows/ holds a flow whose name is not valid UTF-8 (bad?.flow, a ? for its bytes that are not); \
            stateful opens only paths that are: rename the file to a UTF-8 name
            """), "\(run.error)")
    }
}
#endif
