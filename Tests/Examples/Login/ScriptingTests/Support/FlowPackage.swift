import Foundation
import StatefulExampleLoginScripting
import StatefulCommandLine
import StatefulScript
import StatefulInternalTestSupport

extension StatefulTool {
    /// The `stateful` executable's tool: the login example registered, with
    /// the package's `Flows/` as its flows.
    static var login: StatefulTool {
        StatefulTool(name: "stateful", features: [LoginScriptFeature()], flowsDirectory: "Flows", defaultRunFlows: ["login.flow"])
    }
}

/// What one run of the `stateful` tool returned and wrote.
struct ToolRun: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var standard: String
    /// Everything written to standard error.
    var error: String

    /// Both streams, standard output first.
    var combined: String { standard + error }
}

/// A throwaway package (see ``TemporaryPackage``) with the helpers that run
/// the tool in it.
typealias FlowPackage = TemporaryPackage

extension TemporaryPackage {
    /// The text of every file in the package (recordings, pending files,
    /// reports), for checking that none of them holds a secret.
    func allFileContents() -> [String: String] {
        var contents: [String: String] = [:]
        for path in files(under: ".") {
            contents[path] = read(path)
        }
        return contents
    }

    /// Copies the bundled flows (`Sources/Examples/Login/Tool/Flows`) to `Flows/`,
    /// and, with `recordings`, their recorded transcripts to `__Snapshots__/flows/`.
    func copyBundledFlows(recordings: Bool = false) throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Sources/Examples/Login/Tool/Flows"),
                                         to: root.appendingPathComponent("Flows"))
        if recordings {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("__Snapshots__/flows"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent("__Snapshots__/flows/Sources/Examples/Login/Tool/Flows"),
                to: root.appendingPathComponent("__Snapshots__/flows/Flows"))
        }
    }

    /// The names of the bundled flows (`Flows/login.flow`, …), sorted.
    static func bundledFlows() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Sources/Examples/Login/Tool/Flows").path)
            .filter { $0.hasSuffix(".flow") }
            .sorted()
            .map { "Flows/" + $0 }
    }

    /// The repository this test file is in.
    static let repository = repositoryRoot

    /// Runs `stateful ARGUMENTS` for the login feature in this package's
    /// folder, with only `environment` (never the process's), reading
    /// `input` as piped standard input.
    @MainActor
    func run(
        _ arguments: [String], environment: [String: String] = [:], input: [String] = [],
        tool: StatefulTool = StatefulTool.login
    ) async -> ToolRun {
        let captured = CapturedOutput()
        let status = await tool.run(
            arguments: arguments, environment: environment, currentDirectory: root,
            input: .lines(input), output: captured.output)
        let text = captured.text
        return ToolRun(status: status, standard: text.standard, error: text.error)
    }
}

extension FlowPackage {
    /// Writes `source` to `name` in a fresh package and runs
    /// `stateful SUBCOMMAND name ARGUMENTS` there.
    @MainActor
    static func running(
        _ source: String, named name: String = "test.flow", subcommand: String = "run",
        _ arguments: [String] = ["--show", "transcript"], environment: [String: String] = [:]
    ) async throws -> (run: ToolRun, package: FlowPackage) {
        let package = try FlowPackage()
        try package.write(source, to: name)
        let run = await package.run([subcommand, name] + arguments, environment: environment)
        return (run, package)
    }
}

/// The demo account's credentials, typed in; most test flows start with it.
let fillIn = """
    inputLoginId("login-test@example.com")
    inputPassword("testpass")

    """

/// The transcript lines `fillIn` adds, as `run --show transcript` prints them for `file`.
func fillInTranscript(_ file: String) -> String {
    """
    -- \(file):1: inputLoginId("login-test@example.com")
    > inputLoginId("login-test@example.com")
      action loginIdInput("login-test@example.com")
          .completed(
            LoginViewContent(
        -     loginId: ""
        +     loginId: "login-test@example.com"
              ... (1 unchanged)
            )
          )
    -- \(file):2: inputPassword("********")
    > inputPassword("********")
      action passwordInput("********")
          .completed(
            LoginViewContent(
              ... (1 unchanged)
        -     password: ""
        +     password: "********"
            )
          )

    """
}

/// The login screen as the tool draws it at the compact width, for exact
/// output checks shared by the tool's tests.
enum LoginScreens {
    /// Nothing typed yet.
    static let empty = """
        +----------------------------------+
        |              Log in              |
        +----------------------------------+
        | Login ID                         |
        | [(you@example.com)             ] |
        | Password                         |
        | [(Required)                    ] |
        |                                  |
        | [ Log in ] (disabled)            |
        +----------------------------------+

        """

    /// `a@example.com` typed as the login ID, no password.
    static let filledLoginId = """
        +----------------------------------+
        |              Log in              |
        +----------------------------------+
        | Login ID                         |
        | [a@example.com                 ] |
        | Password                         |
        | [(Required)                    ] |
        |                                  |
        | [ Log in ] (disabled)            |
        +----------------------------------+

        """
}
