import Foundation
import StatefulInternalTestSupport
import Testing

/// Every flow statement, run through `stateful run` against the embedded
/// login backend: what it does when it passes, and the error when it fails.
@MainActor
@Suite struct StatementExecutionTests {
    // MARK: Commands, start, cancel, wait, advance

    @Test func commandsAreSentAndTheirTranscriptIsPrintedStepByStep() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + "logIn\n")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard == "== test.flow\n" + fillInTranscript("test.flow") + """
            -- test.flow:3: logIn
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")
            ok: test.flow (3 steps)
            flows: 1 passed, 0 failed

            """)
    }

    @Test func sendWithTheKeywordIsTheSameAsABareCommand() async throws {
        let (run, _) = try await FlowPackage.running("send inputLoginId(\"a@example.com\")\nexpect state loginId == \"a@example.com\"\n")
        #expect(run.status == 0)
        #expect(run.standard.contains("> inputLoginId(\"a@example.com\")\n"))
    }

    @Test func startThenCancelDismissesTheProgressWithoutAnErrorAndEndsCancelled() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(2s)
            start logIn
            cancel
            expect effect showProgress
            expect effect dismissProgress
            expect no effect
            print outline

            """)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard.hasSuffix("""
            -- test.flow:3: backend latency(2s)
            -- test.flow:4: start logIn
            > logIn
              effect showProgress
              running
            -- test.flow:5: cancel
            > logIn
              effect showProgress
              effect dismissProgress
              cancelled
            -- test.flow:6: expect effect showProgress
            -- test.flow:7: expect effect dismissProgress
            -- test.flow:8: expect no effect
            -- test.flow:9: print outline
            screen "Log in"
              textField "Login ID" value "login-test@example.com" placeholder "you@example.com"
              secureField "Password" value "********" placeholder "Required"
              spacer
              button "Log in" enabled
            ok: test.flow (9 steps)
            flows: 1 passed, 0 failed

            """))
        #expect(!run.standard.contains("presentError"))
    }

    @Test func aCancelledLoginPresentsNoError() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(2s)
            start logIn
            cancel
            expect effect showProgress
            expect effect dismissProgress
            expect effect presentError

            """)
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:8:1: error: expected effect presentError, but no effect was sent that is not already expected
                expect effect presentError

            """)
    }

    @Test func aSecondLogInWhileTheFirstRunsIsIgnored() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(1s)
            start logIn
            logIn
            wait
            expect effect showProgress
            expect effect dismissProgress
            expect effect complete(userId: "u-42")
            expect no effect

            """)
        #expect(run.status == 0)
        #expect(run.standard.contains("""
            -- test.flow:5: logIn
            > logIn
              (while logIn is running)
              ignored: logIn is running
            -- test.flow:6: wait
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")

            """), "the ignored logIn returns at once; the first one ends during `wait`")
    }

    @Test func advanceMovesTheClockOnlyAsFarAsAsked() async throws {
        // Each request takes 2s: the login ends after 4s of script time.
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(2s)
            start logIn
            expect effect showProgress
            advance 1500ms
            expect no effect
            advance 500ms
            expect no effect
            advance 2s
            expect effect dismissProgress

            """)
        #expect(run.status == 0)
        #expect(run.standard.contains("""
            -- test.flow:6: advance 1500ms
            -- test.flow:7: expect no effect
            -- test.flow:8: advance 500ms
            -- test.flow:9: expect no effect
            -- test.flow:10: advance 2s
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")

            """))
    }

    @Test func waitAfterAdvanceLetsTheRunningWorkFinish() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(2s)
            start logIn
            advance 500ms
            expect screen contains "Logging in"
            wait
            expect effect showProgress
            expect effect dismissProgress
            expect effect complete(userId: "u-42")
            expect screen contains "User ID: u-42"

            """)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard.contains("""
            -- test.flow:6: expect screen contains "Logging in"
            -- test.flow:7: wait
            > logIn
              effect showProgress
              effect dismissProgress
              effect complete(userId: "u-42")

            """))
    }

    // MARK: Expectations

    @Test func expectEffectFailsOnADifferentEffect() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + "logIn\nexpect effect presentError\n")
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:4:1: error: expected effect presentError, got showProgress
                expect effect presentError

            """)
        #expect(run.standard.hasSuffix("FAILED: test.flow (4 steps, 1 failed)\nflows: 0 passed, 1 failed\n"))
    }

    @Test func expectEffectWithArgumentsComparesThePayload() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            logIn
            expect effect showProgress
            expect effect dismissProgress
            expect effect complete(userId: "u-1")

            """)
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:6:1: error: expected effect complete(userId: "u-1"), got complete(userId: "u-42")
                expect effect complete(userId: "u-1")

            """)
    }

    @Test func expectNoEffectFailsListingTheUnexpectedEffects() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + "logIn\nexpect effect showProgress\nexpect no effect\n")
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:5:1: error: expected no effect, got dismissProgress, complete(userId: "u-42")
                expect no effect

            """)
    }

    @Test func expectStateComparesWithEqualAndNotEqual() async throws {
        let passing = try await FlowPackage.running("""
            inputLoginId("a@example.com")
            expect state loginId == "a@example.com"
            expect state loginId != "b@example.com"

            """)
        #expect(passing.run.status == 0)

        let failing = try await FlowPackage.running("inputLoginId(\"a\")\nexpect state loginId != \"a\"\n")
        #expect(failing.run.status == 1)
        #expect(failing.run.error == """
            test.flow:2:1: error: expected state loginId != "a", found "a"
                expect state loginId != "a"

            """)
    }

    @Test func expectStateOnAPathThatDoesNotExistNamesTheProperties() async throws {
        let (run, _) = try await FlowPackage.running("expect state content.loginId == \"a\"\n")
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:1:1: error: `LoginViewContent` has no property `content`; its properties are: loginId, password
                expect state content.loginId == "a"

            """)
    }

    @Test func expectStateOnThePasswordNeverShowsEitherValue() async throws {
        let (run, _) = try await FlowPackage.running("inputPassword(\"typed-pw\")\nexpect state password == \"Hidden-pw\"\n")
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:2:1: error: expected state password == a secret value, and it is not (values not shown)
                expect state password == "********"

            """)
    }

    @Test func expectScreenContainsPassesAndFailsShowingTheScreen() async throws {
        let passing = try await FlowPackage.running("expect screen contains \"[ Log in ] (disabled)\"\n")
        #expect(passing.run.status == 0)

        let failing = try await FlowPackage.running("expect screen contains \"Welcome\"\n")
        #expect(failing.run.status == 1)
        #expect(failing.run.error == """
            test.flow:1:1: error: expected the screen to contain "Welcome"; it shows:
            \(LoginScreens.empty)
                expect screen contains "Welcome"

            """)
    }

    @Test func expectScreenAtAWidthDrawsAtThatWidth() async throws {
        let (run, _) = try await FlowPackage.running("expect screen 48 contains \"|                    Log in                    |\"\n")
        #expect(run.status == 0)
        #expect(run.error == "")
    }

    @Test func expectOutlineContainsPassesAndFailsShowingTheOutline() async throws {
        let passing = try await FlowPackage.running("expect outline contains \"button \\\"Log in\\\" disabled\"\n")
        #expect(passing.run.status == 0)

        let failing = try await FlowPackage.running("expect outline contains \"Welcome\"\n")
        #expect(failing.run.status == 1)
        #expect(failing.run.error == """
            test.flow:1:1: error: expected the outline to contain "Welcome"; it shows:
            screen "Log in"
              textField "Login ID" value "" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled

                expect outline contains "Welcome"

            """)
    }

    /// An expectation is checked at its line and never waits for work: the
    /// first fails (the log-in is still running), `wait` lets it end, and the
    /// second holds.
    @Test func anExpectationIsCheckedWhenItsLineRunsAndNeverWaits() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend latency(5s)
            start logIn
            expect screen contains "User ID: u-42"
            wait
            expect screen contains "User ID: u-42"

            """)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("test.flow:5:1: error: expected the screen to contain \"User ID: u-42\"; it shows:\n"))
        #expect(run.error.contains("Logging in"))
        #expect(run.error.components(separatedBy: ": error: ").count == 2)
    }

    @Test func aFlowGoesOnAfterAFailedStep() async throws {
        let (run, _) = try await FlowPackage.running("expect effect logIn\nprint outline\n")
        #expect(run.status == 1)
        #expect(run.standard.contains("-- test.flow:2: print outline\nscreen \"Log in\""))
        #expect(run.standard.hasSuffix("FAILED: test.flow (2 steps, 1 failed)\nflows: 0 passed, 1 failed\n"))
    }

    // MARK: expect … matches

    /// `check` records a new screen; `run` compares it; a change fails with
    /// a diff, leaving a pending file under `check` and nothing under `run`.
    @Test func checkRecordsAScreenThenRunMatchesItThenBothShowADiff() async throws {
        let package = try FlowPackage()
        try package.write("inputLoginId(\"a@example.com\")\nexpect screen 40 matches \"filled\"\n", to: "m.flow")

        let recording = await package.run(["check", "m.flow"])
        #expect(recording.status == 1)
        #expect(recording.error.hasPrefix("""
            m.flow:2:1: error: Recorded a new snapshot: __Snapshots__/flows/m.filled.txt.
            Review it, commit it, and run the test again.
                expect screen 40 matches "filled"

            """))
        #expect(package.read("__Snapshots__/flows/m.filled.txt") == """
            +--------------------------------------+
            |                Log in                |
            +--------------------------------------+
            | Login ID                             |
            | [a@example.com                     ] |
            | Password                             |
            | [(Required)                        ] |
            |                                      |
            | [ Log in ] (disabled)                |
            +--------------------------------------+

            """)

        let matching = await package.run(["run", "m.flow"])
        #expect(matching.status == 0)
        #expect(matching.error == "")

        try package.write("inputLoginId(\"b@example.com\")\nexpect screen 40 matches \"filled\"\n", to: "m.flow")
        let diff = """
            m.flow:2:1: error: Snapshot __Snapshots__/flows/m.filled.txt does not match:
            --- __Snapshots__/flows/m.filled.txt
            +++ actual
            @@ -2,7 +2,7 @@
             |                Log in                |
             +--------------------------------------+
             | Login ID                             |
            -| [a@example.com                     ] |
            +| [b@example.com                     ] |
             | Password                             |
             | [(Required)                        ] |
             |                                      |

            """
        let filesBefore = package.files()
        let running = await package.run(["run", "m.flow"])
        #expect(running.status == 1)
        #expect(running.error == diff + """
            Nothing was written: 'run' only compares recordings; 'swift run stateful check' records a missing one.
                expect screen 40 matches "filled"

            """)
        #expect(package.files() == filesBefore)

        let checking = await package.run(["check", "m.flow"])
        #expect(checking.status == 1)
        #expect(checking.error.hasPrefix(diff + """
            The actual output is in __Snapshots__/flows/m.filled.pending.txt.
            Accept it: swift run stateful snapshots accept __Snapshots__/flows/m.filled.pending.txt
            Reject it: swift run stateful snapshots reject __Snapshots__/flows/m.filled.pending.txt
            Or run again with --record failed to re-record.
                expect screen 40 matches "filled"

            """))
        #expect(package.read("__Snapshots__/flows/m.filled.pending.txt")?.contains("| [b@example.com                     ] |") == true)
        #expect(package.read("__Snapshots__/flows/m.filled.txt")?.contains("a@example.com") == true)
    }

    /// `run` never writes: a missing screen fails its step, saying that
    /// none was recorded and that `check` records it, in every record mode.
    @Test(arguments: [[], ["--record", "all"], ["--record", "failed"]])
    func runRecordsNoScreen(record: [String]) async throws {
        let (run, package) = try await FlowPackage.running("expect outline matches \"empty\"\n", record)
        #expect(run.status == 1)
        #expect(run.error == """
            test.flow:1:1: error: No snapshot at __Snapshots__/flows/test.empty.txt; none was recorded: \
            'run' only compares recordings; 'swift run stateful check' records a missing one.
                expect outline matches "empty"

            """)
        #expect(package.files() == [])
    }

    @Test func outlineMatchesRecordsTheOutline() async throws {
        let (run, package) = try await FlowPackage.running("expect outline matches \"empty\"\n", subcommand: "check", [])
        #expect(run.status == 1)
        #expect(package.read("__Snapshots__/flows/test.empty.txt") == """
            screen "Log in"
              textField "Login ID" value "" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled

            """)
        #expect(await package.run(["run", "test.flow"]).status == 0)
        #expect(await package.run(["check", "test.flow"]).status == 0)
    }

    @Test func matchesFollowsTheRecordModeAndTheCIRule() async throws {
        let never = try await FlowPackage.running("expect outline matches \"empty\"\n", subcommand: "check", ["--record", "never"])
        #expect(never.run.status == 1)
        #expect(never.run.error.hasPrefix("test.flow:1:1: error: No snapshot at __Snapshots__/flows/test.empty.txt (record mode \"never\").\n"))
        #expect(never.package.files() == ["__Snapshots__/flows/test.empty.pending.txt", "__Snapshots__/flows/test.pending.txt"])

        let ci = try await FlowPackage.running("expect outline matches \"empty\"\n", subcommand: "check", [], environment: ["CI": "true"])
        #expect(ci.run.status == 1)
        #expect(ci.run.error.contains("CI is set, so nothing is recorded into the package tree."))
        #expect(ci.package.files() == [])
    }

    // MARK: print

    @Test func printScreenTakesAPresetWidth() async throws {
        let (run, _) = try await FlowPackage.running("print screen regular\nexpect screen compact contains \"|              Log in              |\"\n")
        #expect(run.status == 0)
        #expect(run.standard.contains("-- test.flow:1: print screen regular\n+----------------------------------------------+\n"))
    }

    @Test func printScreenDrawsAtTheGivenWidth() async throws {
        let (run, _) = try await FlowPackage.running("print screen 40\n")
        #expect(run.status == 0)
        #expect(run.standard == """
            == test.flow
            -- test.flow:1: print screen 40
            +--------------------------------------+
            |                Log in                |
            +--------------------------------------+
            | Login ID                             |
            | [(you@example.com)                 ] |
            | Password                             |
            | [(Required)                        ] |
            |                                      |
            | [ Log in ] (disabled)                |
            +--------------------------------------+
            ok: test.flow (1 steps)
            flows: 1 passed, 0 failed

            """)
    }

    @Test func printOutlinePrintsTheOutline() async throws {
        let (run, _) = try await FlowPackage.running("print outline\n")
        #expect(run.standard == """
            == test.flow
            -- test.flow:1: print outline
            screen "Log in"
              textField "Login ID" value "" placeholder "you@example.com"
              secureField "Password" value "" placeholder "Required"
              spacer
              button "Log in" disabled
            ok: test.flow (1 steps)
            flows: 1 passed, 0 failed

            """)
    }

    @Test func printStatePrintsTheWholeStateWithThePasswordMasked() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + "print state\n")
        #expect(run.status == 0)
        #expect(run.standard.hasSuffix("""
            -- test.flow:3: print state
            .completed(
              LoginViewContent(
                loginId: "login-test@example.com"
                password: "********"
              )
            )
            ok: test.flow (3 steps)
            flows: 1 passed, 0 failed

            """))
    }

    // MARK: backend

    @Test func backendAccountAddsAnAccountToLogInWith() async throws {
        let (run, _) = try await FlowPackage.running("""
            backend account(loginId: "kim@example.com", password: "kims-pw", userId: "u-7")
            inputLoginId("kim@example.com")
            inputPassword("kims-pw")
            logIn
            expect screen contains "User ID: u-7"

            """)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.standard.contains("-- test.flow:1: backend account(loginId: \"kim@example.com\", password: \"********\", userId: \"u-7\")\n"))
    }

    @Test func backendClearAccountsRemovesTheDemoAccount() async throws {
        let (run, _) = try await FlowPackage.running("backend clearAccounts\n" + fillIn + """
            logIn
            expect outline contains "The login ID or password is incorrect."

            """)
        #expect(run.status == 0)
        #expect(run.error == "")
    }

    @Test func backendFailMakesAnEndpointFailUntilRestored() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            backend fail(logIn, network)
            logIn
            expect effect showProgress
            expect effect dismissProgress
            expect effect presentError
            expect screen contains "Could not reach the server"
            backend restore(logIn)
            logIn
            expect effect showProgress
            expect effect dismissProgress
            expect effect complete(userId: "u-42")

            """)
        #expect(run.error == "")
        #expect(run.status == 0)
    }

    @Test func backendFailWrongPasswordAndServerErrors() async throws {
        let wrong = try await FlowPackage.running(fillIn + """
            backend fail(logIn, wrongPassword)
            logIn
            expect outline contains "The login ID or password is incorrect."

            """)
        #expect(wrong.run.status == 0)
        #expect(wrong.run.error == "")

        let server = try await FlowPackage.running(fillIn + """
            backend fail(fetchUserId, server(503))
            logIn
            expect screen contains "HTTP 503"

            """)
        #expect(server.run.status == 0)
        #expect(server.run.error == "")
    }

    // MARK: Parameters and includes

    @Test func parametersComeFromParamThenTheEnvironmentThenTheDefault() async throws {
        let source = """
            param LOGIN = "default@example.com"
            inputLoginId("${LOGIN}")
            print state

            """
        let byDefault = try await FlowPackage.running(source)
        #expect(byDefault.run.standard.contains("loginId: \"default@example.com\""))

        let fromEnvironment = try await FlowPackage.running(source, environment: ["LOGIN": "env@example.com"])
        #expect(fromEnvironment.run.standard.contains("loginId: \"env@example.com\""))

        let fromParam = try await FlowPackage.running(
            source, ["--show", "transcript", "--param", "LOGIN=param@example.com"], environment: ["LOGIN": "env@example.com"])
        #expect(fromParam.run.standard.contains("loginId: \"param@example.com\""))
        #expect(fromParam.run.status == 0)
    }

    @Test func anUndeclaredParameterMayComeFromTheEnvironment() async throws {
        let (run, _) = try await FlowPackage.running(
            "inputLoginId(\"${USER_LOGIN}\")\nexpect state loginId == \"env@example.com\"\n",
            environment: ["USER_LOGIN": "env@example.com"])
        #expect(run.status == 0)
        #expect(run.error == "")
    }

    @Test func secretParametersAreMaskedInEverythingPrinted() async throws {
        let (run, _) = try await FlowPackage.running("""
            secret LOGIN
            inputLoginId("${LOGIN}")
            expect state loginId == "${LOGIN}"
            print state
            print outline

            """, ["--show", "all"], environment: ["LOGIN": "Secret-Login-7"])
        #expect(run.status == 0)
        #expect(!run.combined.contains("Secret-Login-7"))
        #expect(run.standard.contains("loginId: \"********\""))
        #expect(run.standard.contains("-- test.flow:2: inputLoginId(\"${LOGIN}\")\n> inputLoginId(\"********\")\n"))
    }

    @Test func secretOptionMasksAParameterGivenWithParam() async throws {
        let (run, _) = try await FlowPackage.running(
            "inputLoginId(\"${LOGIN}\")\nprint outline\n",
            ["--show", "all", "--param", "LOGIN=Secret-Login-8", "--secret", "LOGIN"])
        #expect(run.status == 0)
        #expect(!run.combined.contains("Secret-Login-8"))
        #expect(run.standard.contains("textField \"Login ID\" value \"********\""))
    }

    @Test func includedStepsRunInPlaceAndAreNamedByTheirFile() async throws {
        let package = try FlowPackage()
        try package.write(fillIn, to: "flows/shared/fill-in.flow")
        try package.write("include \"shared/fill-in.flow\"\nlogIn\nexpect screen contains \"User ID: u-42\"\n", to: "flows/main.flow")
        let run = await package.run(["run", "flows/main.flow", "--show", "transcript"])
        #expect(run.status == 0)
        #expect(run.standard.hasPrefix("== flows/main.flow\n" + fillInTranscript("flows/shared/fill-in.flow")))
        #expect(run.standard.contains("-- flows/main.flow:2: logIn\n"))
        #expect(run.standard.hasSuffix("ok: flows/main.flow (4 steps)\nflows: 1 passed, 0 failed\n"))
    }

    @Test func commentsAndBlankLinesAreNotSteps() async throws {
        let (run, _) = try await FlowPackage.running("# a comment\n\n   \nprint outline  # trailing\n")
        #expect(run.status == 0)
        #expect(run.standard.contains("-- test.flow:4: print outline"))
        #expect(run.standard.contains("ok: test.flow (1 steps)"))
    }
}
