import Foundation
import StatefulInternalTestSupport
import Testing

/// No output of any command holds a password or a secret parameter: not
/// standard output, standard error, recordings, pending files nor JUnit XML.
@MainActor
@Suite struct SecretLeakTests {
    static let password = "Pw-9f3-LeakCheck"
    static let secretLogin = "Login-Secret-77"

    /// Statement flows that show the password every way a flow can: typed,
    /// in the state, on the screen, in recordings, in failures.
    static let statementFlows: [String: String] = [
        "typed.flow": """
            backend account(loginId: "kim@example.com", password: "\(password)", userId: "u-7")
            inputLoginId("kim@example.com")
            inputPassword("\(password)")
            expect state password == "\(password)"
            print state
            print screen 60
            print outline
            expect screen matches "filled"
            expect outline matches "filled-outline"
            logIn
            expect effect showProgress
            expect effect dismissProgress
            expect effect complete(userId: "u-7")

            """,
        "plain-login.flow": """
            backend account(loginId: "kim@example.com", password: "\(password)", userId: "u-7")
            inputLoginId("kim@example.com")
            inputPassword("\(password)")
            expect state password == "\(password)"
            logIn
            expect screen contains "User ID: u-7"

            """,
        "wrong-state.flow": """
            inputPassword("\(password)")
            expect state password != "\(password)"

            """,
        "not-on-screen.flow": """
            inputPassword("\(password)")
            expect screen contains "\(password)"

            """,
        "cancelled.flow": """
            backend account(loginId: "kim@example.com", password: "\(password)", userId: "u-7")
            backend latency(2s)
            inputLoginId("kim@example.com")
            inputPassword("\(password)")
            start logIn
            cancel
            expect effect presentError

            """,
        "wrong-password.flow": """
            backend fail(logIn, wrongPassword)
            inputLoginId("kim@example.com")
            inputPassword("\(password)")
            logIn
            expect effect complete

            """,
        "secret-param.flow": """
            secret LOGIN
            inputLoginId("${LOGIN}")
            inputPassword("${LOGIN}-\(password)")
            expect state loginId == "${LOGIN}"
            print state
            print outline
            expect outline matches "secret"
            expect screen matches "secret-screen"

            """,
    ]

    /// Runs every subcommand that writes anything over `flows` in `package`:
    /// `run --show all`, `check` (recording), `check` again after each
    /// recording changed (diffs, pending files, JUnit), `check` under CI
    /// with artifacts; returns every run.
    static func exercise(_ package: FlowPackage, flows: [String], arguments: [String] = [], environment: [String: String] = [:]) async throws -> [ToolRun] {
        var runs: [ToolRun] = []
        runs.append(await package.run(["run"] + flows + ["--show", "all", "--width", "60"] + arguments, environment: environment))
        runs.append(await package.run(["check"] + flows + arguments, environment: environment))
        for file in package.files() where !file.hasSuffix(".pending.txt") {
            try package.write((package.read(file) ?? "") + "changed\n", to: file)
        }
        runs.append(await package.run(["check"] + flows + ["--junit", "report.xml"] + arguments, environment: environment))
        var ci = environment
        ci["CI"] = "true"
        ci["SNAPSHOT_ARTIFACTS"] = package.root.appendingPathComponent("artifacts").path
        runs.append(await package.run(["check"] + flows + ["--junit", "ci-report.xml"] + arguments, environment: ci))
        runs.append(await package.run(["snapshots", "list"], environment: environment))
        return runs
    }

    /// Every place `secrets` could appear that is not a flow file.
    static func expectNoSecret(_ secrets: [String], in runs: [ToolRun], package: FlowPackage) {
        for secret in secrets {
            for run in runs {
                #expect(!run.standard.contains(secret), "standard output shows a secret")
                #expect(!run.error.contains(secret), "standard error shows a secret")
            }
            for (path, contents) in package.allFileContents() where !path.hasSuffix(".flow") {
                #expect(!contents.contains(secret), "\(path) holds a secret")
            }
        }
    }

    @Test func statementFlowsNeverShowThePassword() async throws {
        let package = try FlowPackage()
        for (name, source) in Self.statementFlows where name != "secret-param.flow" {
            try package.write(source, to: name)
        }
        let flows = Self.statementFlows.keys.filter { $0 != "secret-param.flow" }.sorted()
        let runs = try await Self.exercise(package, flows: flows)
        // The flows did run, fail, record and report.
        #expect(runs[0].standard.contains("ok: plain-login.flow"))
        #expect(runs[2].status == 1)
        #expect(package.exists("report.xml"))
        #expect(package.files().contains("__Snapshots__/flows/typed.filled.pending.txt"))
        #expect(package.files().contains("__Snapshots__/flows/plain-login.pending.txt"))
        #expect(package.files(under: "artifacts").contains("artifacts/__Snapshots__/flows/plain-login.pending.txt"))
        Self.expectNoSecret([Self.password], in: runs, package: package)
    }

    @Test func secretParametersNeverShowFromTheEnvironmentOrParam() async throws {
        let package = try FlowPackage()
        try package.write(Self.statementFlows["secret-param.flow"] ?? "", to: "secret-param.flow")
        try package.write("secret LOGIN\ninputLoginId(\"${LOGIN}\")\nexpect state loginId == \"x\"\n", to: "secret-fails.flow")
        let fromEnvironment = try await Self.exercise(
            package, flows: ["secret-fails.flow", "secret-param.flow"], environment: ["LOGIN": Self.secretLogin])
        #expect(fromEnvironment[0].error.contains("expected state loginId == \"x\", found \"********\""))
        Self.expectNoSecret([Self.secretLogin, Self.password], in: fromEnvironment, package: package)

        let other = try FlowPackage()
        try other.write("inputLoginId(\"${LOGIN}\")\nexpect screen matches \"s\"\nprint state\n", to: "param.flow")
        let fromParam = try await Self.exercise(
            other, flows: ["param.flow"], arguments: ["--param", "LOGIN=\(Self.secretLogin)", "--secret", "LOGIN"])
        #expect(other.read("__Snapshots__/flows/param.s.txt")?.contains("[********") == true)
        Self.expectNoSecret([Self.secretLogin], in: fromParam, package: other)
    }

    @Test func bundledFlowsNeverShowTheirPasswords() async throws {
        let package = try FlowPackage()
        try package.copyBundledFlows()
        let runs = try await Self.exercise(package, flows: try FlowPackage.bundledFlows())
        #expect(runs[0].status == 0)
        Self.expectNoSecret(["testpass", "not-the-password"], in: runs, package: package)
    }

    @Test func bundledFlowsWithADistinctivePasswordNeverShowIt() async throws {
        let literal = try FlowPackage()
        try literal.copyBundledFlows()
        let byParam = try FlowPackage()
        try byParam.copyBundledFlows()
        let account = "backend clearAccounts\nbackend account(loginId: \"login-test@example.com\", password: \"PASSWORD\", userId: \"u-42\")\n"
        let flows = try FlowPackage.bundledFlows()
        for (package, password) in [(literal, Self.password), (byParam, "${PW}")] {
            for file in flows + ["Flows/shared/fill-in.flow"] {
                let source = try #require(package.read(file))
                let rewritten = source.replacingOccurrences(of: "testpass", with: password)
                    // A row's value is written as it is (no `${PW}` in it): the wrong password stays literal by --param.
                    .replacingOccurrences(of: "not-the-password", with: password.hasPrefix("${") ? "not-the-password" : "not-" + password)
                let setUp = account.replacingOccurrences(of: "PASSWORD", with: password)
                // The account goes first, after the flow's `tags:` header (which precedes every statement).
                var lines = rewritten.components(separatedBy: "\n")
                let header = (lines.firstIndex { $0.hasPrefix("tags:") }).map { $0 + 1 } ?? 0
                lines.insert(setUp, at: header)
                try package.write(
                    file.hasSuffix("login.flow") || file.hasSuffix("fill-in.flow") ? lines.joined(separator: "\n") : rewritten, to: file)
            }
        }
        let literalRuns = try await Self.exercise(literal, flows: flows)
        #expect(literalRuns[0].status == 0)
        // wrong-password.flow runs once for each of its 3 rows.
        #expect(literalRuns[0].standard.contains("flows: \(flows.count + 2) passed, 0 failed"))
        Self.expectNoSecret([Self.password], in: literalRuns, package: literal)

        let paramRuns = try await Self.exercise(
            byParam, flows: flows, arguments: ["--param", "PW=\(Self.password)", "--secret", "PW"])
        #expect(paramRuns[0].status == 0)
        Self.expectNoSecret([Self.password], in: paramRuns, package: byParam)
    }

    @Test func interactiveNeverShowsThePassword() async throws {
        let package = try FlowPackage()
        let run = await package.run(["interactive"], input: [
            "backend account \"kim@example.com\" password \"\(Self.password)\" user \"u-7\"",
            "inputLoginId(\"kim@example.com\")",
            "inputPassword(\"\(Self.password)\")",
            "print state",
            "print outline",
            "expect state password != \"\(Self.password)\"",
            "expect screen contains \"\(Self.password)\"",
            "inputPassword(\"\(Self.password)\" extra",
            "secret PIN = \"\(Self.password)-pin\"",
            "inputLoginId(\"${PIN}\")",
            "print outline",
            "expect state loginId == \"x\"",
            "logIn",
        ])
        #expect(run.status == 2)
        #expect(run.standard.contains("value \"********\""))
        Self.expectNoSecret([Self.password], in: [run], package: package)
    }

    @Test func recordedSessionsNeverHoldAPasswordOrSecretParameter() async throws {
        let package = try FlowPackage()
        var runs: [ToolRun] = []
        for (name, source) in Self.statementFlows.sorted(by: { $0.key < $1.key }) {
            try package.write(source, to: name)
            for checkpoints in ["none", "screens"] {
                let out = "recorded-\(checkpoints)-" + name
                runs.append(await package.run(
                    ["run", name, "--record-session", out, "--checkpoints", checkpoints, "--show", "all"],
                    environment: ["LOGIN": Self.secretLogin]))
                let recorded = try #require(package.read(out), "\(out) was not written")
                #expect(!recorded.contains(Self.password), "\(out) holds the password")
                #expect(!recorded.contains(Self.secretLogin), "\(out) holds a secret parameter")
                #expect(recorded.contains("secret "), "\(out) declares its secrets")
            }
        }
        let interactive = await package.run(["interactive"], input: [
            "backend account(loginId: \"kim@example.com\", password: \"\(Self.password)\", userId: \"u-7\")",
            "secret PIN = \"\(Self.secretLogin)\"",
            "inputLoginId(\"${PIN}\")",
            "inputPassword(\"\(Self.password)\")",
            "logIn",
            "save interactive.flow",
        ])
        runs.append(interactive)
        let saved = try #require(package.read("interactive.flow"))
        #expect(!saved.contains(Self.password) && !saved.contains(Self.secretLogin))
        #expect(saved.contains(#"backend account(loginId: "kim@example.com", password: "${PASSWORD}", userId: "u-7")"#))
        #expect(saved.contains(#"inputLoginId("${SECRET}")"#))
        Self.expectNoSecret([Self.password, Self.secretLogin], in: runs, package: package)
    }

    @Test func scriptErrorsNeverShowThePassword() async throws {
        let package = try FlowPackage()
        try package.write("""
            inputPassword("\(Self.password)" extra
            inputPassword("\(Self.password)
            inputPassword(42, "\(Self.password)")
            backend account "a" password "\(Self.password)" usr "u"
            expect state password = "\(Self.password)"
            send inputPassword(value: "\(Self.password)")
            inputPassword("\(Self.password)") logIn
            inputPassword("${NOPE}\(Self.password)")

            """, to: "bad.flow")
        let run = await package.run(["check", "bad.flow", "--junit", "report.xml"])
        #expect(run.status == 2)
        #expect(run.error.hasSuffix("8 errors\n"))
        Self.expectNoSecret([Self.password], in: [run], package: package)
    }
}

@MainActor
@Suite struct ScreenSecretTests {
    @Test func aLongSecretLoginIdCutShortByItsFieldNeverShowsAndKeepsTheFrame() async throws {
        let secret = "Agent-Zero-Zero-Seven-Licence@example.com"
        let (run, _) = try await FlowPackage.running("""
            secret SECRET_ID
            inputLoginId("${SECRET_ID}")
            print screen
            """, ["--show", "screen"], environment: ["SECRET_ID": secret])
        #expect(run.status == 0, "\(run.error)")
        for length in 4...secret.count {
            #expect(!run.standard.contains(String(secret.prefix(length))), "prefix of \(length) characters")
        }
        let rows = run.standard.split(separator: "\n").filter { $0.hasPrefix("|") || $0.hasPrefix("+") }
        #expect(!rows.isEmpty)
        #expect(Set(rows.map(\.count)).count == 1, "every row keeps the frame's width")
    }
}
