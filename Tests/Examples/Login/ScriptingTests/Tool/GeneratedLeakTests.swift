import Foundation
@testable import StatefulScript
import StatefulInternalTestSupport
import Testing

/// Flows generated to plant a distinctive secret in every statement kind and
/// every misspelling of one, run in every mode and width; nothing the tool
/// prints or writes may hold any 6-character piece of the secret, in any
/// normalisation form. New statements are covered as soon as they are a
/// ``Keyword``: the generator walks them all.
enum LeakFlowGenerator {
    /// The planted password; typed as a secret parameter too.
    static let secret = "Zq9!hidden-pw-7731"

    /// A flow per statement kind, each using the secret where a value goes.
    static func statementFlows() -> [String: String] {
        var flows: [String: String] = [:]
        let use = "${PW}"
        let header = "secret PW = \"\(secret)\"\n"
        let lines: [Keyword: [String]] = [
            .send: ["send inputPassword(\"\(use)\")", "send inputLoginId(\"\(use)\")", "inputLoginId(\"\(use)\u{301}\")"],
            .start: ["start inputPassword(\"\(use)\")"],
            .cancel: ["cancel"],
            .wait: ["wait"],
            .advance: ["advance 10ms"],
            .dismiss: ["dismiss alert", "dismiss dialog", "dismiss sheet"],
            .tap: ["tap \"\(use)\"", "tap \"OK\"", "tap \"\(use)\u{301}\"", "start tap \"\(use)\""],
            .type: [
                "type \"\(use)\" into \"Password\"", "type \"\(use)\" into \"Login ID\"",
                "start type \"\(use)\" into \"\(use)\"",
            ],
            .toggle: ["toggle \"\(use)\""],
            .back: ["back"],
            .relaunch: ["relaunch"],
            .expect: [
                "expect effect complete(userId: \"\(use)\")",
                "expect state loginId == \"\(use)\"",
                "expect state password == \"\(use)\"",
                "expect screen contains \"\(use)\"",
                "expect outline contains \"\(use)\"",
                "expect screen 20 matches \"narrow\"",
            ],
            .print: ["print screen 20", "print screen 48", "print screen 400", "print outline", "print state"],
            .backend: [
                "backend account(loginId: \"\(use)\", password: \"\(use)\", userId: \"\(use)\")",
                "backend fail(logIn, network)",
            ],
            .param: ["param OTHER = \"\(use)\""],
            .secret: ["secret SECOND = \"\(secret)-2\""],
            .include: ["include \"shared/fill.flow\""],
            .step: ["step \"Sign in as \(use)\" {", "expect state loginId == \"nothing\"", "}"],
            .repeat: ["repeat 2 {", "inputLoginId(\"\(use)-${index}\")", "expect state loginId == \"x\"", "}"],
            .let: [
                "let captured = state loginId", "inputPassword(\"${captured}\")", "expect state loginId == \"${captured}x\"",
                "let typed = state password", "tap \"${typed}\"", "expect screen contains \"${typed}\"",
            ],
        ]
        for keyword in Keyword.allCases {
            // A keyword without lines here is a new statement: the test fails below.
            let body = (lines[keyword] ?? []).joined(separator: "\n")
            flows["statement-\(keyword.rawValue).flow"] = header
                + "inputLoginId(\"\(use)\")\ninputPassword(\"\(use)\")\n" + body + "\nlogIn\n"
        }
        // Typed into the secure field as a literal, it is a secret because
        // the field is a secure one: typed wrongly too, while one is shown.
        flows["secure-field.flow"] = "type \"\(secret)\" into \"Password\"\ntype \"\(secret)\" into \"Pasword\"\n"
            + "print state\nprint screen\nexpect screen contains \"nothing like it\"\ntype \"x\" into \"Login ID\"\n"
        // The home screen shows the user ID: a secret one, wrapped on a narrow screen.
        flows["home.flow"] = header
            + "backend clearAccounts\nbackend account(loginId: \"kim@example.com\", password: \"\(use)\", userId: \"u-\(use)\")\n"
            + "inputLoginId(\"kim@example.com\")\ninputPassword(\"\(use)\")\nlogIn\nprint screen 20\nexpect screen 20 matches \"home\"\n"
        return flows
    }

    /// Which keywords ``statementFlows()`` has lines for.
    static let coveredKeywords: Set<Keyword> = [
        .send, .start, .cancel, .wait, .advance, .dismiss, .tap, .type, .toggle, .back, .relaunch, .expect, .print, .backend, .param, .secret, .include,
        .step, .repeat, .let,
    ]

    /// Flows that do not parse, each holding the secret as a literal where a
    /// misspelling, a wrong type or broken quoting puts it.
    static func malformedFlows() -> [String: String] {
        var flows: [String: String] = [:]
        for keyword in Keyword.allCases {
            let word = keyword.rawValue
            let misspelt = String(word.dropLast())
            // A line that names a secret case shows none of its literals; a
            // misspelt keyword alone with a literal shows the user's own text.
            flows["misspelt-\(word).flow"] = "\(misspelt) \"shown as written\"\n\(misspelt) inputPassword(\"\(secret)\")\n"
        }
        flows["misspelt-command.flow"] = "inputPw(\"\(secret)\")\ninputPasword(\"\(secret)\")\nimputLoginId(\"\(secret)\")\n"
        flows["wrong-type.flow"] = "inputPassword(77317731)\ninputPassword(pw7731Zq9hidden)\nexpect state password == 77317731\n"
        flows["broken-string.flow"] = "inputPassword(\"Zq9!hidden\n-pw-7731\")\n"
        // The rest of the string on the next line does not lex either: still nothing of it shows.
        flows["broken-string-word.flow"] = "inputPassword(\"Zq9!\nhidden-pw-7731\")\n"
        flows["unterminated.flow"] = "inputPassword(\"\(secret)\n"
        flows["include-path.flow"] = "secret PW = \"\(secret)\"\ninclude \"${PW}.flow\"\n"
        flows["bad-escape.flow"] = "inputPassword(\"\(secret)\\q\")\n"
        return flows
    }

    /// Every 6-character piece of the secret (and of its second-secret
    /// variant), in NFC and NFD.
    static let fragments: [String] = {
        let characters = Array(secret)
        let pieces = (0...(characters.count - 6)).map { String(characters[$0..<($0 + 6)]) }
        return pieces + pieces.map(\.decomposedStringWithCanonicalMapping) + ["77317731"]
    }()

    /// The fragments' UTF-8 bytes, looked for in the bytes of what was written.
    private static let fragmentBytes = fragments.map { Data($0.utf8) }

    /// The pieces of the secret found in `text`, after normalising it.
    ///
    /// Looked for byte by byte in UTF-8, which finds a piece wherever a
    /// search by `Character` would, and also inside a grapheme (a piece
    /// followed by a combining mark): stricter, and much faster on the
    /// megabytes a test writes.
    static func leaks(in text: String) -> [String] {
        let forms = [text, text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping,
                     // A combining mark fused to the last letter still hides nothing.
                     String(String.UnicodeScalarView(text.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) }))]
            .map { Data($0.utf8) }
        return zip(fragments, fragmentBytes).filter { _, bytes in forms.contains { $0.range(of: bytes) != nil } }.map(\.0)
    }
}

@MainActor
@Suite struct GeneratedLeakTests {
    @Test func theGeneratorCoversEveryStatement() {
        #expect(Set(Keyword.allCases) == LeakFlowGenerator.coveredKeywords,
                "add lines for the new statement to LeakFlowGenerator.statementFlows()")
    }

    @Test func theLeakSearchFindsThePasswordInEveryFormAndNothingElse() {
        let secret = LeakFlowGenerator.secret
        #expect(!LeakFlowGenerator.leaks(in: "before " + secret + " after").isEmpty)
        #expect(!LeakFlowGenerator.leaks(in: secret.decomposedStringWithCanonicalMapping).isEmpty)
        #expect(!LeakFlowGenerator.leaks(in: secret.precomposedStringWithCanonicalMapping + "\u{301}").isEmpty)
        // Six characters of it anywhere are a leak; five are not.
        let characters = Array(secret)
        #expect(!LeakFlowGenerator.leaks(in: "…" + String(characters[2..<8]) + "…").isEmpty)
        #expect(LeakFlowGenerator.leaks(in: "…" + String(characters[2..<7]) + "…").isEmpty)
        #expect(LeakFlowGenerator.leaks(in: "login ok\nUser ID: u-42\n").isEmpty)
    }

    private func package(with flows: [String: String]) throws -> FlowPackage {
        let package = try FlowPackage()
        for (name, source) in flows {
            try package.write(source, to: name)
        }
        try package.write("inputLoginId(\"${PW}\")\n", to: "shared/fill.flow")
        return package
    }

    private func expectNoLeak(_ runs: [ToolRun], in package: FlowPackage, _ what: String) {
        for (index, run) in runs.enumerated() {
            #expect(LeakFlowGenerator.leaks(in: run.standard) == [], "\(what): standard output of run \(index)")
            #expect(LeakFlowGenerator.leaks(in: run.error) == [], "\(what): standard error of run \(index)")
        }
        for (path, contents) in package.allFileContents() where !path.hasSuffix(".flow") {
            #expect(LeakFlowGenerator.leaks(in: contents) == [], "\(what): \(path)")
        }
    }

    @Test func statementsInEveryModeNeverShowTheSecret() async throws {
        let flows = LeakFlowGenerator.statementFlows()
        let package = try package(with: flows)
        let names = flows.keys.sorted()
        var runs: [ToolRun] = []
        for width in ["20", "48", "400"] {
            runs.append(await package.run(["run"] + names + ["--show", "all", "--width", width]))
        }
        for mode in ["all", "missing", "failed", "never"] {
            runs.append(await package.run(["check"] + names + ["--record", mode, "--junit", "report-\(mode).xml"]))
        }
        for file in package.files() where !file.hasSuffix(".pending.txt") {
            try package.write((package.read(file) ?? "") + "changed\n", to: file)
        }
        runs.append(await package.run(["check"] + names + ["--junit", "changed.xml"]))
        runs.append(await package.run(
            ["check"] + names + ["--junit", "ci.xml"],
            environment: ["CI": "true", "SNAPSHOT_ARTIFACTS": package.root.appendingPathComponent("artifacts").path]))
        runs.append(await package.run(["snapshots", "list"]))
        // The secret given from outside, with and without --secret.
        let outside = ["shared/outside.flow"]
        try package.write("inputLoginId(\"${PW}\")\nprint screen 20\nexpect state loginId == \"x\"\n", to: outside[0])
        runs.append(await package.run(["run"] + outside + ["--param", "PW=\(LeakFlowGenerator.secret)", "--secret", "PW"]))
        runs.append(await package.run(["run"] + outside + ["--secret", "PW"], environment: ["PW": LeakFlowGenerator.secret]))
        // Piped interactive input.
        let statements = (flows["statement-expect.flow"] ?? "").split(separator: "\n").map(String.init)
        runs.append(await package.run(["interactive"], input: statements))
        #expect(runs.contains { $0.status == 1 }, "the flows do fail some expectations, so failure messages are covered")
        expectNoLeak(runs, in: package, "statements")
    }

    @Test func recordingsOfEveryStatementNeverHoldTheSecret() async throws {
        let flows = LeakFlowGenerator.statementFlows()
        let package = try package(with: flows)
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("recorded"), withIntermediateDirectories: true)
        var runs: [ToolRun] = []
        var recorded: [String] = []
        for name in flows.keys.sorted() {
            for checkpoints in ["none", "screens"] {
                let out = "recorded/\(checkpoints)-\(name)"
                let run = await package.run(["run", name, "--record-session", out, "--checkpoints", checkpoints, "--width", "20"])
                runs.append(run)
                // A flow that does not parse runs nothing, so records nothing.
                if run.status == 2 {
                    #expect(!package.exists(out))
                } else {
                    recorded.append(out)
                }
            }
        }
        let statements = (flows["statement-tap.flow"] ?? "").split(separator: "\n").map(String.init)
        runs.append(await package.run(["interactive"], input: statements + ["save recorded/interactive.flow"]))
        recorded.append("recorded/interactive.flow")
        #expect(recorded.count > flows.count)
        for out in recorded {
            let contents = try #require(package.read(out), "\(out) was written")
            #expect(LeakFlowGenerator.leaks(in: contents) == [], "\(out) holds a piece of the secret")
            #expect(contents.contains("secret "), "\(out) declares the secret it needs")
        }
        expectNoLeak(runs, in: package, "recordings")
    }

    @Test func malformedScriptsNeverEchoTheSecret() async throws {
        let flows = LeakFlowGenerator.malformedFlows()
        let package = try package(with: flows)
        var runs: [ToolRun] = []
        for name in flows.keys.sorted() {
            let run = await package.run(["check", name, "--junit", "\(name).xml"])
            #expect(run.status == 2, "\(name) is a script error")
            runs.append(run)
            runs.append(await package.run(["interactive"], input: (flows[name] ?? "").split(separator: "\n").map(String.init)))
        }
        expectNoLeak(runs, in: package, "malformed")
    }
}
