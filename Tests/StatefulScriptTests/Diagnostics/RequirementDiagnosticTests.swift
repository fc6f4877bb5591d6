import Foundation
import Testing

#if os(Linux)
private let typeCheckingIsSupported = true
#else
private let typeCheckingIsSupported = false
#endif

/// A team's code that misses a requirement gets an error naming it: a
/// scripted feature whose Command is not `Decodable`, a control whose
/// Command is not `Hashable`. Checked by type-checking such code against the
/// built modules, as a client package sees them (Linux only: on macOS the
/// client would need the SDK and deployment target of the build).
@Suite(.enabled(if: typeCheckingIsSupported, "type-checks against the built modules on Linux only"))
struct RequirementDiagnosticTests {
    private static func feature(command: String) -> String {
        """
        import Stateful
        import StatefulText
        import StatefulScript

        \(command)
        enum ShopAction: ViewAction {
            case paid
            static func transform(_ state: Int, action: ShopAction) -> Int { state + 1 }
        }
        @MainActor final class ShopStore: CoreViewStore {
            typealias State = Int
            typealias Command = ShopCommand
            typealias Effect = String
            let core = StoreCore<ShopCommand, ShopAction, String>(initialState: 0, errorEffect: { "\\($0)" })
            func handleCommand(_ command: ShopCommand, context: CommandContext<ShopAction, String>) async throws {
                context.dispatchAction(.paid)
            }
        }
        struct ShopScriptFeature: ScriptableFeature {
            let name = "shop"
            let summary = "a shop"
            func makeSession(_ context: ScriptContext) throws -> ScriptSession<ShopStore, NoBackend> {
                let store = ShopStore()
                let host = ScreenHost(store: store, screen: { _ in
                    Screen("Shop") { Button("Pay", command: ShopCommand.pay(cents: 120)) }
                }, effects: { _ in .none })
                return ScriptSession(store: store, host: host)
            }
        }
        """
    }

    @Test func aFeatureWhoseCommandIsDecodableAndHashableCompiles() throws {
        let output = try typeCheck(Self.feature(command: "enum ShopCommand: Sendable, Hashable, Decodable { case pay(cents: Int) }"))
        #expect(!output.contains("error:"), "\(output)")
    }

    @Test func aScriptedFeatureWhoseCommandIsNotDecodableIsToldToMakeItDecodable() throws {
        let output = try typeCheck(Self.feature(command: "enum ShopCommand: Sendable, Hashable { case pay(cents: Int) }"))
        #expect(output.contains("error: 'init(store:host:settling:configureBackend:)' is unavailable: "
            + "a scripted feature's Command must be Decodable"), "\(output)")
        #expect(!output.contains("Hashable:"), "\(output)")
    }

    @Test func aControlWhoseCommandIsNotHashableIsToldToMakeItHashable() throws {
        let output = try typeCheck(Self.feature(command: "enum ShopCommand: Sendable, Decodable { case pay(cents: Int) }"))
        #expect(output.contains("error: 'init(_:isEnabled:command:)' is unavailable: a control's Command must be Hashable"),
                "\(output)")
    }

    @Test func aTestStoreMadeOffTheMainActorIsOneErrorNamingTheMainActor() throws {
        let test = """
            import Stateful
            import StatefulTesting

            struct Counter: ScreenLogic {
                struct State: Equatable, Sendable { var count = 0 }
                enum Command: Sendable { case increment }
                enum Action: ViewAction {
                    case incremented
                    static func transform(_ state: State, action: Action) -> State {
                        var state = state
                        state.count += 1
                        return state
                    }
                }
                func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
                    context.dispatchAction(.incremented)
                }
            }

            ISOLATIONfunc counts() async {
                let store = TestStore(Counter(), initialState: Counter.State())
                await store.send(.increment) { $0.count = 1 }
                await store.finish()
            }
            """
        let onTheMainActor = try typeCheck(test.replacingOccurrences(of: "ISOLATION", with: "@MainActor "))
        #expect(!onTheMainActor.contains("error:"), "\(onTheMainActor)")
        let offIt = try typeCheck(test.replacingOccurrences(of: "ISOLATION", with: ""))
        let errors = offIt.components(separatedBy: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(offIt)")
        #expect(errors.first?.contains("main actor-isolated initializer") == true, "\(offIt)")
        #expect(errors.first?.contains("cannot be called from outside of the actor") == true, "\(offIt)")
    }

    // MARK: Type-checking

    /// The folder of the built modules: the test binary sits in the build
    /// folder (`.build/<triple>/debug/StatefulPackageTests.xctest`).
    private func modulesFolder() throws -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("StatefulScript.swiftmodule").path) {
                return modules
            }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/StatefulScript.swiftmodule above \(executable.path)"])
    }

    /// What `swiftc -typecheck` prints for `source`, the client's one file.
    private func typeCheck(_ source: String) throws -> String {
        let modules = try modulesFolder()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("stateful-requirements-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Client.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-module-cache-path", FileManager.default.temporaryDirectory
                .appendingPathComponent("stateful-requirements-module-cache").path,
            "-module-name", "Client", file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
