import Foundation
import Testing

#if os(Linux)
private let typeCheckingIsSupported = true
#else
private let typeCheckingIsSupported = false
#endif

/// Code outside the Stateful package cannot inject a store's Actions or
/// Effects: checked by type-checking such code against the built `Stateful`
/// module, as a client package would see it (no `-package-name`).
///
/// Linux only: on macOS the client would need the SDK and deployment target
/// that the build used, which a test cannot know.
@Suite(.enabled(if: typeCheckingIsSupported, "type-checks against the built module on Linux only"))
struct EncapsulationTests {
    /// A conforming store, as a client writes one.
    private static let store = """
        import Stateful

        enum Tap: ViewAction {
            case tap
            static func transform(_ state: Int, action: Tap) -> Int { state + 1 }
        }

        @MainActor
        final class TapStore: CoreViewStore {
            typealias State = Int
            typealias Command = String
            typealias Effect = String
            let core = StoreCore<String, Tap, String>(initialState: 0, errorEffect: { "\\($0)" })

            func handleCommand(_ command: String, context: CommandContext<Tap, String>) async throws {
                context.dispatchAction(.tap)
                context.dispatchEffect(command)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { await context.dispatchAction(.tap) }
                    try await group.waitForAll()
                }
            }
        }

        """

    @Test func aClientsStoreCompilesAndCommandsGoIn() throws {
        let result = try typeCheck(Self.store + """
            @MainActor func client(_ store: TapStore) async {
                await store.dispatchCommand("go")
                _ = store.currentState
                store.core.observe { _ in }.cancel()
                store.core.cancelAll()
                await store.core.waitUntilIdle()
            }
            """)
        #expect(result.errors.isEmpty, "\(result.output)")
    }

    @Test(arguments: [
        ("store.dispatchAction(.tap)", "has no member 'dispatchAction'"),
        ("store.dispatchEffect(\"x\")", "has no member 'dispatchEffect'"),
        ("store.core.dispatchAction(.tap)", "'dispatchAction' is inaccessible due to 'package' protection level"),
        ("store.core.dispatchEffect(\"x\")", "'dispatchEffect' is inaccessible due to 'package' protection level"),
        ("await store.core.send(\"x\") { _, context in context.dispatchAction(.tap) }",
         "'send' is inaccessible due to 'package' protection level"),
        ("_ = CommandContext<Tap, String>(commandID: CommandID(rawValue: 1), applyAction: { _ in }, sendEffect: { _ in })",
         "initializer is inaccessible due to 'internal' protection level"),
    ])
    func codeOutsideTheStoreCannotDispatch(line: String, expectedError: String) throws {
        let result = try typeCheck(Self.store + """
            @MainActor func client(_ store: TapStore) async {
                \(line)
            }
            """)
        let clientLine = Self.store.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(result.errors.contains { $0.line == clientLine && $0.message.contains(expectedError) },
                "expected \(expectedError) on line \(clientLine):\n\(result.output)")
    }

    // MARK: Type-checking

    private struct Diagnostic {
        var line: Int
        var message: String
    }

    private struct Result {
        var output: String
        var errors: [Diagnostic]
    }

    private enum SetupError: Error, CustomStringConvertible {
        case noModule(searchedFrom: String)
        var description: String {
            switch self {
            case .noModule(let path):
                "No Modules/Stateful.swiftmodule in any folder above \(path): build the package first"
            }
        }
    }

    /// The folder of the built modules: the test binary sits in the build
    /// folder (`.build/<triple>/debug/StatefulPackageTests.xctest`).
    private func modulesFolder() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("Stateful.swiftmodule").path) {
                return modules
            }
            folder = folder.deletingLastPathComponent()
        }
        throw SetupError.noModule(searchedFrom: executable.path)
    }

    private func typeCheck(_ source: String) throws -> Result {
        let modules = try modulesFolder()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-encapsulation-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Client.swift")
        try Data(source.utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-module-cache-path", FileManager.default.temporaryDirectory
                .appendingPathComponent("stateful-encapsulation-module-cache").path,
            "-module-name", "Client", file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        let prefix = file.path + ":"
        let errors = output.split(separator: "\n").compactMap { line -> Diagnostic? in
            guard line.hasPrefix(prefix) else { return nil }
            let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, parts[2] == " error", let number = Int(parts[0]) else { return nil }
            return Diagnostic(line: number, message: String(parts[3]))
        }
        #expect(process.terminationStatus == 0 || !errors.isEmpty, "swiftc failed without a diagnostic:\n\(output)")
        return Result(output: output, errors: errors)
    }
}
