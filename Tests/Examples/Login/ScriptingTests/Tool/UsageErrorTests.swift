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

    @Test func aToolWithSeveralFeaturesNeedsFeature() async throws {
        let package = try FlowPackage()
        try package.write("print outline\n", to: "w.flow")
        let tool = StatefulTool(name: "stateful", features: [LoginScriptFeature(), RenamedLoginFeature(name: "login-ja")])
        let run = await package.run(["run", "w.flow"], tool: tool)
        #expect(run.status == 2)
        #expect(run.error == "stateful: error: stateful has several features; choose one with --feature (login, login-ja)\n")
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
