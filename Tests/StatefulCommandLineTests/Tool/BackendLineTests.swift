import Foundation
import StatefulCommandLine
import StatefulInternalTestSupport
import Testing

/// `backend` lines are decoded into the feature's own `Backend` type: a
/// mistake is a located script error with a suggestion, before anything runs.
@MainActor
@Suite struct BackendLineTests {
    @Test(arguments: [
        ("backend fail(saveProfil, network)",
         "bad.flow:2:14: error: invalid backend setting: unknown case `saveProfil` of `ProfileEndpoint`; did you mean `saveProfile`?",
         "             ^~~~~~~~~~"),
        ("backend fail(loadProfile, netwrk)",
         "bad.flow:2:27: error: invalid backend setting: unknown case `netwrk` of `ProfileFailure`; did you mean `network`?",
         "                          ^~~~~~"),
        ("backend restor(saveProfile)",
         "bad.flow:2:9: error: invalid backend setting: unknown case `restor` of `ProfileBackend`; did you mean `restore`?",
         "        ^~~~~~"),
    ])
    func aMisspeltBackendWordIsALocatedErrorWithASuggestion(line: String, message: String, caret: String) async throws {
        let package = try TemporaryPackage()
        try package.write("load\n\(line)\nsave\n", to: "bad.flow")
        for subcommand in ["run", "check"] {
            let run = await package.run([subcommand, "bad.flow"])
            #expect(run.status == 2)
            // Nothing ran: no step was printed, nothing recorded.
            #expect(run.standard == "flows: 0 passed, 1 failed\n")
            #expect(run.error == "\(message)\n\(line)\n\(caret)\n1 error\n")
        }
        #expect(package.files() == [])
    }

    @Test func theBackendsOwnWordsAreAccepted() async throws {
        let package = try TemporaryPackage()
        try package.write("""
            backend account(name: "Lin", pin: "2468-1357")
            backend latency(2s)
            backend fail(loadProfile, server(503))
            load
            expect effect showProgress
            expect effect dismissProgress
            expect effect showError("the server answered 503")
            backend restore(loadProfile)
            load
            expect state name == "Lin"

            """, to: "ok.flow")
        let run = await package.run(["run", "ok.flow", "--show", "transcript"])
        #expect(run.error == "")
        #expect(run.status == 0)
    }

    @Test func aBackendLineForAFeatureWithoutABackendIsALocatedError() async throws {
        let package = try TemporaryPackage()
        try package.write("load\nbackend latency(1s)\n", to: "note.flow")
        let run = await package.run(["run", "note.flow"], tool: .noteFlows)
        #expect(run.status == 2)
        #expect(run.standard == "flows: 0 passed, 1 failed\n")
        #expect(run.error == """
            note.flow:2:1: error: this feature has no scriptable backend; `backend` lines need a feature whose `Backend` type decodes them
            backend latency(1s)
            ^~~~~~~
            1 error

            """)
    }
}
