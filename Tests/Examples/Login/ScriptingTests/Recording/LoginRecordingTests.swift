import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
import StatefulScript
import Testing

/// A login session becomes a flow: recorded, replayed, the same; and the
/// login example's Commands and backend settings written back as script text.
@MainActor
@Suite struct LoginRecordingTests {
    struct Run {
        var transcript: String
        var failures: [String]
        var recorded: String
        var secrets: [String: String]
    }

    nonisolated static let flowsFolder = FlowPackage.repository.appendingPathComponent("Sources/Examples/Login/Tool/Flows")

    nonisolated static var bundledFlows: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: flowsFolder.path)) ?? []).filter { $0.hasSuffix(".flow") }.sorted()
    }

    /// Runs a flow file or source with a recorder on.
    func run(file: URL? = nil, source: String? = nil, parameters: [String: String] = [:]) async throws -> Run {
        let feature = LoginScriptFeature()
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>(options: ScriptParserOptions(
            parameters: parameters, secretLabels: feature.secretStateLabels))
        let script = if let file {
            try parser.parse(contentsOf: file, displayPath: file.lastPathComponent)
        } else {
            try parser.parse(source: source ?? "", path: "recorded.flow", directory: FileManager.default.temporaryDirectory)
        }
        let session = try FlowSession(feature: feature, name: "recorded", settings: FlowSettings(), secrets: parser.secrets)
        let recorder = SessionRecorder<LoginViewCommand, LoginBackend>(clock: session.clock, checkpoints: .screens)
        session.record(into: recorder)
        var failures: [String] = []
        for step in script.flattenedSteps {
            if let failure = await session.execute(step).failure { failures.append(failure.description) }
        }
        let transcript = session.transcript.text
        await session.finish()
        return Run(transcript: transcript, failures: failures, recorded: try recorder.flowText(), secrets: recorder.secretParameterValues)
    }

    @Test("every bundled login flow, run with the recorder on and its recording replayed, gives the same transcript byte for byte",
          arguments: bundledFlows)
    func recordedFlowReplaysIdentically(_ name: String) async throws {
        let original = try await run(file: Self.flowsFolder.appendingPathComponent(name))
        for password in ["testpass", "not-the-password"] {
            #expect(!original.recorded.contains(password))
        }
        let replay = try await run(source: original.recorded, parameters: original.secrets)
        #expect(replay.failures == [], "\(original.recorded)")
        #expect(replay.transcript == original.transcript)
        #expect(replay.recorded == original.recorded)
    }

    @Test("named steps are recorded as the same step blocks, indented, so the replay's transcript heads them the same way")
    func namedStepsAreRecorded() async throws {
        let original = try await run(source: """
            step "Fill in the form" {
                expect state loginId == ""
                inputLoginId("ada@example.com")
                step "Password" {
                    inputPassword("pw-secret-1")
                }
            }
            logIn
            """)
        // The recorder's screen checkpoints left out: the statements and blocks.
        let body = original.recorded.split(separator: "\n").filter {
            !$0.hasPrefix("#") && !$0.hasPrefix("secret ") && !$0.contains("expect screen compact contains")
        }
        #expect(body.map(String.init) == [
            #"step "Fill in the form" {"#,
            #"    inputLoginId("ada@example.com")"#,
            #"    step "Password" {"#,
            #"        inputPassword("${INPUT_PASSWORD}")"#,
            "    }",
            "}",
            "logIn",
        ])
        let replay = try await run(source: original.recorded, parameters: original.secrets)
        #expect(replay.transcript == original.transcript)
        #expect(original.transcript.contains(#"> step "Fill in the form" > "Password""#))
    }

    @Test("a start, a second Command while the first runs, a wait and a cancel are recorded with the clock")
    func timingIsRecorded() async throws {
        let original = try await run(source: """
            inputLoginId("login-test@example.com")
            inputPassword("testpass")
            backend latency(1s)
            start logIn
            logIn
            wait
            start logIn
            advance 500ms
            cancel
            dismiss alert
            """)
        let steps = original.recorded.split(separator: "\n").filter { !$0.hasPrefix("expect") && !$0.hasPrefix("#") }
        #expect(steps == [
            "secret INPUT_PASSWORD",
            #"inputLoginId("login-test@example.com")"#,
            #"inputPassword("${INPUT_PASSWORD}")"#,
            "backend latency(1s)",
            "start logIn",
            "logIn",
            "advance 2s",
            "start logIn",
            "advance 500ms",
            "cancel",
        ])
        #expect(original.secrets == ["INPUT_PASSWORD": "testpass"])
    }

    @Test("every login Command and backend setting, with hostile strings, prints, parses and decodes back equal")
    func loginValuesRoundTrip() throws {
        let strings = ["", "a@b.c", "quote \" backslash \\ dollar ${X} $", "line\nbreak\r\t\0", "\u{202E}evil\u{202C}",
                       "\u{301}starts combining", "ends prepended\u{0D4E}", "ログインID 👨‍👩‍👧 🇯🇵", "\u{200B}\u{FEFF}\u{1B}[2J"]
        let writer = ScriptValueWriter()
        var commands: [LoginViewCommand] = [.logIn]
        for string in strings { commands += [.inputLoginId(string), .inputPassword(string)] }
        for command in commands {
            let text = try writer.text(of: command)
            var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
            let script = try parser.parse(source: "send " + text, path: "t.flow", directory: FileManager.default.temporaryDirectory)
            guard case .send(let decoded, _) = script.steps.first?.statement else {
                Issue.record("not a send: \(text)")
                continue
            }
            #expect(decoded == command)
            #expect(try writer.text(of: decoded) == text)
        }
        var settings: [LoginBackend] = [.clearAccounts, .latency(.milliseconds(250)), .latency(.seconds(3)), .latency(.zero)]
        for endpoint in LoginBackend.Endpoint.allCases {
            settings += [.restore(endpoint), .fail(endpoint, .wrongPassword), .fail(endpoint, .network), .fail(endpoint, .server(503))]
        }
        for string in strings { settings.append(.account(loginId: string, password: string, userId: "u-" + string)) }
        for setting in settings {
            let text = try writer.text(of: setting)
            var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
            let script = try parser.parse(source: "backend " + text, path: "t.flow", directory: FileManager.default.temporaryDirectory)
            guard case .backend(let decoded, _) = script.steps.first?.statement else {
                Issue.record("not a backend line: \(text)")
                continue
            }
            #expect(decoded == setting)
            #expect(try writer.text(of: decoded) == text)
        }
    }

    @Test("every Command and backend line of the bundled login flows, decoded, prints back as written", arguments: bundledFlows)
    func bundledLinesPrintBackAsWritten(_ name: String) throws {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
        let script = try parser.parse(contentsOf: Self.flowsFolder.appendingPathComponent(name))
        let writer = ScriptValueWriter()
        var checked = 0
        var gestures = 0
        for step in script.flattenedSteps {
            switch step.statement {
            case .send(let command, let written), .start(let command, let written):
                // A secret Command's written form is masked; its round trip is checked above.
                guard case .inputPassword = command else {
                    #expect(try writer.text(of: command) == written.description)
                    checked += 1
                    continue
                }
            case .backend(let setting, let written):
                #expect(try writer.text(of: setting) == written.description)
                checked += 1
            case .gesture:
                // A tap or typing sends the Command the screen gives it: nothing to print back.
                gestures += 1
            default:
                continue
            }
        }
        #expect(checked + gestures > 0, "\(name) has no step to check")
    }

    @Test("run --record-session writes a flow that check accepts, whose transcript is the original flow's recording")
    func toolRecordsARun() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows(recordings: true)
        let recorded = await package.run(["run", "Flows/login.flow", "--record-session", "Flows/recorded.flow", "--checkpoints", "screens"])
        #expect(recorded.status == 0, "\(recorded.error)")
        #expect(recorded.standard.contains("recorded session: Flows/recorded.flow (run it with --param PASSWORD=…)"))
        let flow = try #require(package.read("Flows/recorded.flow"))
        #expect(flow.contains("secret PASSWORD\n"))
        // A checkpoint checks only the lines the one before did not show: no line twice in a row.
        var groups: [[Substring]] = [[]]
        for line in flow.split(separator: "\n") {
            if line.contains("expect screen") { groups[groups.count - 1].append(line) } else if !groups[groups.count - 1].isEmpty { groups.append([]) }
        }
        let checked = groups.filter { !$0.isEmpty }
        #expect(checked.count > 2, "\(flow)")
        for (earlier, later) in zip(checked, checked.dropFirst()) {
            #expect(Set(earlier).isDisjoint(with: later), "\(earlier) then \(later)")
        }
        // Each checkpoint is the screen a line apiece, at the width it was drawn at.
        let checkpoints = flow.split(separator: "\n").filter { $0.contains("expect screen") }
        #expect(!checkpoints.isEmpty)
        for line in checkpoints {
            #expect(line.hasPrefix("    expect screen compact contains \"|") || line.hasPrefix("expect screen compact contains \"|"),
                    "\(line)")
            #expect(!line.contains("\\n") && line.count < 80, "\(line)")
        }
        #expect(flow.contains("expect screen compact contains \"| User ID: u-42"))
        #expect(!flow.contains("testpass"))
        // The first check records the replay's transcript; it is the original's, byte for byte.
        let first = await package.run(["check", "Flows/recorded.flow", "--param", "PASSWORD=testpass"])
        #expect(first.status == 1)
        #expect(package.read("__Snapshots__/flows/Flows/recorded.txt") == package.read("__Snapshots__/flows/Flows/login.txt"))
        let second = await package.run(["check", "Flows/recorded.flow", "--param", "PASSWORD=testpass"])
        #expect(second.status == 0, "\(second.error)")
        // At another width too: the checkpoints draw the screen as it was recorded.
        for width in ["regular", "60"] {
            let wider = await package.run(["check", "Flows/recorded.flow", "--param", "PASSWORD=testpass", "--width", width])
            #expect(wider.status == 0, "\(wider.error)")
        }
        // Without the secret, it says what is missing.
        let missing = await package.run(["check", "Flows/recorded.flow"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("secret `PASSWORD` has no value; pass `--param PASSWORD=VALUE` or set PASSWORD in the environment"))
        #expect(!missing.error.contains("param PASSWORD ="))
    }

    @Test("--record-session refuses a missing folder, a folder, several flows and a misspelt --checkpoints, before running")
    func toolRefusesBadRecordingTargets() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows()
        let noFolder = await package.run(["run", "Flows/login.flow", "--record-session", "nowhere/out.flow"])
        #expect(noFolder.status == 2)
        #expect(noFolder.error.contains("--record-session nowhere/out.flow: the folder nowhere does not exist; create it first"))
        let folder = await package.run(["run", "Flows/login.flow", "--record-session", "Flows"])
        #expect(folder.status == 2)
        #expect(folder.error.contains("is a folder"))
        let several = await package.run(["run", "Flows/login.flow", "Flows/empty-field.flow", "--record-session", "out.flow"])
        #expect(several.status == 2)
        #expect(several.error.contains("records one flow, and 2 are to run"))
        let checkpoints = await package.run(["run", "Flows/login.flow", "--record-session", "out.flow", "--checkpoints", "screen"])
        #expect(checkpoints.status == 2)
        #expect(checkpoints.error.contains("did you mean 'screens'?"))
        #expect(!package.exists("out.flow"))
    }

    @Test("interactive: save FILE writes what was typed as a flow that check replays")
    func interactiveSave() async throws {
        let package = try FlowPackage()
        let session = await package.run(["interactive"], input: [
            "backend latency(300ms)",
            "inputLoginId(\"login-test@example.com\")",
            "inputPassword(\"testpass\")",
            "tap \"Nothing\"",
            "logIn",
            "save missing/session.flow",
            "save session.flow",
        ])
        #expect(session.status == 2)
        #expect(session.error.contains("save missing/session.flow: the folder missing does not exist; create it first"))
        #expect(session.standard.contains("recorded session: session.flow (run it with --param INPUT_PASSWORD=…)"))
        let flow = try #require(package.read("session.flow"))
        #expect(flow == """
            # A recorded session: replay it with `run` or `check`.
            # Supply each secret when running it: --param NAME=VALUE (or the environment).
            secret INPUT_PASSWORD
            backend latency(300ms)
            inputLoginId("login-test@example.com")
            inputPassword("${INPUT_PASSWORD}")
            logIn

            """)
        let replay = await package.run(["run", "session.flow", "--param", "INPUT_PASSWORD=testpass", "--show", "screen"])
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.standard.contains("User ID: u-42"))
    }
}
