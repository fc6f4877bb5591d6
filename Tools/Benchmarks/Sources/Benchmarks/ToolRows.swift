import Foundation

// The `stateful` executable itself, as a person runs it: `stateful run
// FLOW` of a long login flow, release build, with the default output (the
// transcript and the screen after every step), written to /dev/null. Each
// run is a whole process, its start-up included.
//
// The login example is not a product of the root package, so this package
// cannot link it: the rows build the root package's `stateful` in release
// (`swift build -c release --product stateful`) before the first round and
// start it. The flows repeat the bundled login flows' steps (typing the ID
// and password, logging in, wrong passwords, server and network errors, a
// cancelled login, `backend` lines, expectations), with IDs and passwords
// that vary, so that the transcript, the screens and the secrets change.

/// The tool rows.
@MainActor
func toolRows() -> [Row] {
    var absolute = Row.absolute(
        "stateful run, login flow of 20,000 steps", unit: "run", goal: .nanosecondsAtMost(1e9),
        ours: { runTool(steps: 20_000) })
    absolute.setUp = { _ = LoginFlows.tool }
    var scaling = Row.scaling("stateful run, login flow", unit: "steps", size: 2_000, goal: .exponentAtMost(1.1)) { steps in
        runTool(steps: steps)
    }
    scaling.setUp = { _ = LoginFlows.tool }
    return [absolute, scaling]
}

/// Removes the flows the tool rows wrote.
@MainActor
func cleanUpToolRows() {
    LoginFlows.removeAll()
}

/// Runs `stateful run` on the login flow of `steps` steps; it must pass.
@MainActor
private func runTool(steps: Int) -> Timed {
    let flow = LoginFlows.flow(steps: steps)
    return LoginFlows.timeTool(["run", flow.path], what: "stateful run of \(flow.path)")
}

@MainActor
enum LoginFlows {
    /// Runs the `stateful` tool with `arguments` (and only `environment`, when
    /// given) as a whole process, its output discarded, and times it; the run
    /// must exit 0, or the benchmark stops naming `what`.
    static func timeTool(_ arguments: [String], environment: [String: String]? = nil, what: String) -> Timed {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            fail("cannot start \(tool.path): \(error)")
        }
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        if process.terminationStatus != 0 { fail("\(what) exited \(process.terminationStatus)") }
        return Timed(operations: 1, elapsed: elapsed)
    }

    /// The root package: four folders up from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stateful-benchmarks-flows-\(getpid())", isDirectory: true)
    static var written: [Int: URL] = [:]

    /// The release `stateful`, built on first use.
    static let tool: URL = {
        FileHandle.standardError.write(Data("building stateful (release) in \(root.path)…\n".utf8))
        _ = swift(["build", "-c", "release", "--product", "stateful"])
        let binPath = swift(["build", "-c", "release", "--show-bin-path"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let tool = URL(fileURLWithPath: binPath).appendingPathComponent("stateful")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { fail("no stateful at \(tool.path)") }
        return tool
    }()

    /// Runs `swift ARGUMENTS` in the root package; returns what it printed.
    private static func swift(_ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments + ["--package-path", root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            fail("cannot run swift \(arguments.joined(separator: " ")): \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            fail("swift \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The login flow of `steps` steps, written once.
    static func flow(steps: Int) -> URL {
        if let url = written[steps] { return url }
        let url = folder.appendingPathComponent("login-\(steps).flow")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(loginFlow(steps: steps).utf8).write(to: url)
        } catch {
            fail("cannot write \(url.path): \(error)")
        }
        written[steps] = url
        return url
    }

    static func removeAll() {
        if !written.isEmpty { try? FileManager.default.removeItem(at: folder) }
        written = [:]
    }
}

/// A login flow of exactly `steps` steps: the bundled login flows' steps in
/// turn, round after round, with IDs and passwords that vary.
func loginFlow(steps: Int) -> String {
    var lines = ["# A long login flow, generated by the benchmark: the bundled flows' steps, repeated."]
    var count = 0
    var round = 0
    while count < steps {
        if round.isMultiple(of: 3) { lines.append("# round \(round)") }
        let segment = loginSegment(round)
        let taken = segment.prefix(steps - count)
        lines += taken
        count += taken.count
        round += 1
    }
    return lines.joined(separator: "\n") + "\n"
}

/// The steps of one round: one of the bundled flows' cases, by turn.
private func loginSegment(_ round: Int) -> [String] {
    let user = "user\(round % 97)@example.com"
    let password = "pw-\(round % 7)-secret"
    let userId = "u-\(round % 97)"
    switch round % 6 {
    case 0:  // login.flow
        return [
            #"inputLoginId("login-test@example.com")"#,
            #"inputPassword("testpass")"#,
            #"expect state loginId == "login-test@example.com""#,
            #"expect outline contains "button \"Log in\" enabled""#,
            "logIn",
            "expect effect showProgress",
            "expect effect dismissProgress",
            #"expect effect complete(userId: "u-42")"#,
            "expect no effect",
            #"expect screen contains "User ID: u-42""#,
            "back",
            #"expect outline contains "screen \"Log in\"""#,
        ]
    case 1:  // a new account
        return [
            #"backend account(loginId: "\#(user)", password: "\#(password)", userId: "\#(userId)")"#,
            #"inputLoginId("\#(user)")"#,
            #"inputPassword("\#(password)")"#,
            #"expect state loginId == "\#(user)""#,
            "logIn",
            "expect effect showProgress",
            "expect effect dismissProgress",
            #"expect effect complete(userId: "\#(userId)")"#,
            #"expect screen contains "User ID: \#(userId)""#,
            "back",
        ]
    case 2:  // wrong-password.flow
        return [
            #"inputPassword("wrong-\#(round % 13)")"#,
            "logIn",
            "expect effect showProgress",
            "expect effect dismissProgress",
            "expect effect presentError(AuthError.invalidCredentials)",
            #"expect outline contains "message \"The login ID or password is incorrect.\"""#,
            "dismiss alert",
            #"expect outline contains "button \"Log in\" enabled""#,
        ]
    case 3:  // server-error.flow
        return [
            #"inputLoginId("login-test@example.com")"#,
            #"inputPassword("testpass")"#,
            "backend fail(fetchUserId, server(503))",
            "logIn",
            "expect effect showProgress",
            "expect effect dismissProgress",
            "expect effect presentError",
            #"expect screen contains "HTTP 503""#,
            "dismiss alert",
            "backend restore(fetchUserId)",
        ]
    case 4:  // cancel-mid-login.flow
        return [
            "backend latency(2s)",
            "start logIn",
            "expect effect showProgress",
            #"expect screen contains "Logging in""#,
            "cancel",
            "expect effect dismissProgress",
            "expect no effect",
            #"expect screen contains "[ Log in ]""#,
            "backend latency(0s)",
        ]
    default:  // network-error.flow, empty-field.flow
        return [
            "backend fail(logIn, network)",
            "logIn",
            "expect effect showProgress",
            "expect effect dismissProgress",
            "expect effect presentError",
            #"expect screen contains "Could not reach the server""#,
            "dismiss alert",
            "backend restore(logIn)",
            #"inputPassword("")"#,
            #"expect outline contains "button \"Log in\" disabled""#,
            "logIn",
            "expect no effect",
            #"expect state password == """#,
            "print state",
        ]
    }
}
