import Foundation
import Stateful
@testable import StatefulScript
import Testing

enum VaultCommand: Sendable, Decodable, Redactable {
    case wait
    case enterPin(String)
    case rename(to: String)
    case setCode(code: Int)
    case tag([String: Int])

    static let redactedLabels: Set<String> = ["enterPin", "code"]
}

enum VaultAction: Sendable, ViewAction {
    case touched

    static func transform(_ state: Int, action: VaultAction) -> Int { state + 1 }
}

@MainActor
final class VaultStore: CoreViewStore {
    typealias State = Int
    typealias Command = VaultCommand
    typealias Effect = Never
    typealias Action = VaultAction

    let core = StoreCore<VaultCommand, VaultAction, Never>(initialState: 0, errorEffect: { _ in fatalError("no errors") })

    func handleCommand(_ command: VaultCommand, context: CommandContext<VaultAction, Never>) async throws {
        context.dispatchAction(.touched)
    }
}

@MainActor
@Suite("SessionRecorder: a store's Commands written down as a flow")
struct SessionRecorderTests {
    @Test("Commands named like a statement are sent with `send`; each distinct secret gets its own parameter")
    func keywordsAndSecrets() async throws {
        let store = VaultStore()
        let clock = TestClock()
        let recorder = SessionRecorder<VaultCommand, NoBackend>(clock: clock)
        recorder.follow(store.core)
        await store.dispatchCommand(.wait)
        // Typed where it is not secret before it is typed where it is: still never written.
        await store.dispatchCommand(.rename(to: "4711"))
        await store.dispatchCommand(.enterPin("4711"))
        clock.advance(by: .milliseconds(1500))
        await store.dispatchCommand(.enterPin("0000"))
        await store.dispatchCommand(.enterPin("4711"))
        await store.dispatchCommand(.rename(to: "4711"))
        recorder.stop()
        await store.dispatchCommand(.wait)
        let flow = try recorder.flowText()
        #expect(flow == """
            # A recorded session: replay it with `run` or `check`.
            # Supply each secret when running it: --param NAME=VALUE (or the environment).
            secret ENTER_PIN
            secret ENTER_PIN_2
            send wait
            rename(to: "${ENTER_PIN}")
            enterPin("${ENTER_PIN}")
            advance 1500ms
            enterPin("${ENTER_PIN_2}")
            enterPin("${ENTER_PIN}")
            rename(to: "${ENTER_PIN}")

            """)
        #expect(recorder.secretParameterValues == ["ENTER_PIN": "4711", "ENTER_PIN_2": "0000"])
        var parser = FlowScriptParser<VaultCommand, NoBackend>(options: ScriptParserOptions(parameters: recorder.secretParameterValues))
        let script = try parser.parse(source: flow, path: "vault.flow", directory: FileManager.default.temporaryDirectory)
        #expect(script.flattenedSteps.count == 9)
    }

    @Test("a tap on a button titled with a secret is recorded with the secret as a parameter")
    func secretTapTitles() async throws {
        let store = VaultStore()
        let recorder = SessionRecorder<VaultCommand, NoBackend>()
        recorder.follow(store.core)
        recorder.hostStepBegan(.tap("Use 4711"))
        recorder.hostStepEnded()
        await store.dispatchCommand(.enterPin("4711"))
        recorder.hostStepBegan(.tap("OK"))
        recorder.hostStepEnded()
        recorder.hostStepBegan(.tap("Nothing here"))
        recorder.hostStepEnded(failed: true)
        let lines = try recorder.flowText().split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["secret ENTER_PIN", "secret SECRET", #"tap "${SECRET}""#, #"enterPin("${ENTER_PIN}")"#, #"tap "OK""#])
        #expect(recorder.secretParameterValues == ["ENTER_PIN": "4711", "SECRET": "Use 4711"])
    }

    @Test("a Command the script cannot say, or a secret that is not a string, makes the recording an error naming the type")
    func unwritableCommands() async throws {
        let store = VaultStore()
        let recorder = SessionRecorder<VaultCommand, NoBackend>()
        recorder.follow(store.core)
        await store.dispatchCommand(.setCode(code: 1234))
        #expect(throws: ScriptWritingError.secretIsNotAString(typeName: "Swift.Int")) { try recorder.flowText() }

        let large = VaultStore()
        let third = SessionRecorder<VaultCommand, NoBackend>()
        third.fileSizeLimit = 100
        third.follow(large.core)
        await large.dispatchCommand(.rename(to: String(repeating: "a", count: 30)))
        #expect(try third.flowText().utf8.count <= 100)
        await large.dispatchCommand(.rename(to: String(repeating: "a", count: 30)))
        #expect(throws: ScriptWritingError.flowTooLarge(limit: 100)) { try third.flowText() }

        let other = VaultStore()
        let second = SessionRecorder<VaultCommand, NoBackend>()
        second.follow(other.core)
        await other.dispatchCommand(.tag(["a": 1]))
        do {
            _ = try second.flowText()
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("a value of type `Swift.Dictionary<Swift.String, Swift.Int>` cannot be written in a flow script"))
        }
    }

    @Test("the app's one-liner keeps the file up to date after each Command; a missing folder is a clear error")
    func recordingToAFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.flow").path
        let store = VaultStore()
        let recording = SessionRecorder<VaultCommand, NoBackend>.recording(store, toFile: path)
        await store.dispatchCommand(.rename(to: "Ada"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("\nrename(to: \"Ada\")\n"))
        await store.dispatchCommand(.wait)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("\nrename(to: \"Ada\")\nsend wait\n"))

        #expect(throws: SessionRecordingError.noSuchDirectory(folder.appendingPathComponent("missing").path)) {
            try recording.write(to: folder.appendingPathComponent("missing/session.flow"))
        }
    }
}

/// How a recorded secret is named after the field a person typed it into.
@Suite struct RecordedSecretNameTests {
    @Test(arguments: [
        ("Password", "PASSWORD"), ("Login ID", "LOGIN_ID"), ("inputPassword", "INPUT_PASSWORD"),
        ("Card number", "CARD_NUMBER"), ("CVV", "CVV"), ("PIN 2", "PIN_2"), ("2FA code", "SECRET_2FA_CODE"),
    ])
    func aSecretIsNamedAfterItsFieldsLabel(label: String, name: String) {
        #expect(SecretParameters.base(label) == name)
    }
}
