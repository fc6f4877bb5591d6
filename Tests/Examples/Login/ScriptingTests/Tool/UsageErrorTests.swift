import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
import StatefulCommandLine
import StatefulScript
import StatefulInternalTestSupport
import Testing

/// Command lines the tool cannot run: exit status 2, one error line on
/// standard error (with "did you mean" for a near miss), nothing on
/// standard output.
@MainActor
@Suite struct UsageErrorTests {
    static let seeHelp = "\nRun 'stateful --help' for usage.\n"

    @Test(arguments: [
        (["rn", "w.flow"], "unknown subcommand 'rn'; did you mean 'run'? (or, to run a flow, give its path ending in .flow)"),
        (["run", "w.flow", "--widht", "40"], "unknown option '--widht' for 'run'; did you mean '--width'?"),
        (["check", "w.flow", "--jnuit", "r.xml"], "unknown option '--jnuit' for 'check'; did you mean '--junit'?"),
        (["check", "w.flow", "--show", "screen"], "unknown option '--show' for 'check' ('check' does not take it; 'run' does)"),
        (["run", "w.flow", "--width", "10"], "--width 10 is out of range: use 20 to 400 columns"),
        (["run", "w.flow", "--width", "401"], "--width 401 is out of range: use 20 to 400 columns"),
        (["run", "w.flow", "--width", "regulr"], "--width takes compact, regular or a number of columns, not 'regulr'; did you mean 'regular'?"),
        (["run", "w.flow", "--width"], "--width needs a value (--width W)"),
        (["run", "w.flow", "--show", "scren"],
         "--show takes transcript, screen, outline or all (comma-separated), not 'scren'; did you mean 'screen'?"),
        (["run", "w.flow", "--param", "LOGIN"], "--param takes NAME=VALUE, not 'LOGIN'"),
        (["run", "w.flow", "--param", "=value"], "--param takes NAME=VALUE, not '=…'"),
        (["interactive", "w.flow"], "'interactive' reads its statements from standard input and takes no flow files"),
        (["help", "runn"], "'help' takes one subcommand: run, check, interactive, explore, snapshots, help; did you mean 'run'?"),
    ])
    func aBadCommandLineIsExitTwoWithOneMessage(arguments: [String], message: String) async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let run = await package.run(arguments)
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "stateful: error: " + message + Self.seeHelp)
        #expect(package.files() == [])
    }

    @Test func anUnknownFeatureSuggestsTheClosest() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let run = await package.run(["run", "w.flow", "--feature", "logn"])
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "stateful: error: unknown feature 'logn'; did you mean 'login'? (features: login)\n")
    }

    @Test func theFeatureCanBeNamed() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let run = await package.run(["run", "w.flow", "--feature", "login"])
        #expect(run.status == 0)
    }

    @Test(arguments: ["ftp://example.com", "localhost:8080"])
    func theLoginFeaturesServerOptionChecksItsURL(url: String) async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let run = await package.run(["run", "w.flow", "--server", url])
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error == "stateful: error: --server takes an http or https URL such as http://127.0.0.1:8080, not '\(url)'\n")
    }

    @Test func aFlowOfAToolWithSeveralFeaturesThatNamesNoneIsALocatedError() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let tool = StatefulTool(name: "stateful", features: [LoginScriptFeature(), RenamedLoginFeature(name: "login-ja")])
        let run = await package.run(["run", "w.flow"], tool: tool)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("w.flow:1:1: error: this tool has several features (login, login-ja) and the flow does not "
            + "say which it drives: add a line `feature: NAME` at its top, or run the tool with `--feature NAME`"), "\(run.error)")
    }

    @Test func aFolderOfFlowsForTwoFeaturesRunsWithNoFlag() async throws {
        let package = try FlowPackage()
        try package.write("feature: login-ja\n# the Japanese screen\nexpect screen contains \"ログイン\"\n", to: "flows/ja.flow")
        try package.write("feature: login\nexpect screen contains \"Login ID\"\n", to: "flows/en.flow")
        let tool = StatefulTool(name: "stateful", features: [LoginScriptFeature(), RenamedLoginFeature(name: "login-ja")])
        let run = await package.run(["run", "flows"], tool: tool)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard.contains("flows: 2 passed, 0 failed"), "\(run.standard)")
        // --feature runs that feature's flows and skips the others, saying why.
        let only = await package.run(["run", "flows", "--feature", "login"], tool: tool)
        #expect(only.status == 0, "\(only.error)")
        #expect(only.standard.contains("skipped: flows/ja.flow (drives the feature 'login-ja', not 'login' (--feature))"), "\(only.standard)")
        #expect(only.standard.contains("flows: 1 passed, 0 failed, 1 skipped"), "\(only.standard)")
    }

    @Test func aFeatureLineNamingNoFeatureIsALocatedErrorAndAnUnknownFlagStaysAUsageError() async throws {
        let package = try FlowPackage()
        try package.write("# a flow\nfeature:   logn\nprint outline\n", to: "w.flow")
        let tool = StatefulTool(name: "stateful", features: [LoginScriptFeature(), RenamedLoginFeature(name: "login-ja")])
        let run = await package.run(["run", "w.flow"], tool: tool)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("w.flow:2:12: error: unknown feature `logn`; did you mean `login`? (features: login, login-ja)"),
                "\(run.error)")
        let flag = await package.run(["run", "w.flow", "--feature", "logn"], tool: tool)
        #expect(flag.status == 2)
        #expect(flag.error.contains("unknown feature 'logn'; did you mean 'login'?"), "\(flag.error)")
    }

    @Test func aFeatureLineAfterAStatementOrTwiceIsAParseError() async throws {
        let package = try FlowPackage()
        try package.write("feature: login\nprint outline\nfeature: login\n", to: "w.flow")
        let run = await package.run(["run", "w.flow"])
        #expect(run.status == 2)
        #expect(run.error.contains("w.flow:3:1: error: `feature:` comes before the flow's first statement"), "\(run.error)")
    }

    @Test func featureChoosesAmongSeveral() async throws {
        let package = try FlowPackage()
        try package.write("expect screen contains \"ログイン\"\n", to: "w.flow")
        let tool = StatefulTool(name: "stateful", features: [LoginScriptFeature(), RenamedLoginFeature(name: "login-ja")])
        #expect(await package.run(["run", "w.flow", "--feature", "login-ja"], tool: tool).status == 0)
        #expect(await package.run(["run", "w.flow", "--feature", "login"], tool: tool).status == 1)
    }

    @Test func aFeatureThatCannotStartIsExitTwo() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let tool = StatefulTool(name: "stateful", features: [RenamedLoginFeature(name: "broken", failure: "the server URL has no host")])
        let run = await package.run(["run", "w.flow"], tool: tool)
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: cannot start broken for w.flow: the server URL has no host\n")
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
    }

    @Test func aToolWithoutFeaturesSaysSo() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let run = await package.run(["run", "w.flow"], tool: StatefulTool(name: "stateful", features: []))
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: no feature is registered with stateful; register one in its StatefulTool(features:)\n")
    }
}

/// The login feature under another name, with Japanese labels, or failing to
/// start with `failure`: a second feature for a tool.
struct RenamedLoginFeature: ScriptableFeature {
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    let name: String
    var failure: String?
    let summary = "the login screen in Japanese"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<LoginViewStoreImpl, LoginBackend> {
        if let failure { throw StartFailure(description: failure) }
        return try LoginScriptFeature(labels: .japanese).makeSession(context)
    }
}
