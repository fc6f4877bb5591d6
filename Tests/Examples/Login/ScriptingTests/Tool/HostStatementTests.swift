import StatefulInternalTestSupport
import Testing

/// `dismiss alert` and `back`: taps on the screen host, not Commands.
@MainActor
@Suite struct HostStatementTests {
    @Test func dismissAlertTapsOKAndTheFilledScreenIsBack() async throws {
        let (run, _) = try await FlowPackage.running("""
            inputLoginId("login-test@example.com")
            inputPassword("wrong")
            logIn
            expect outline contains "alert \\"Error\\""
            dismiss alert
            print outline
            """)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.standard.contains("""
            screen "Log in"
              textField "Login ID" value "login-test@example.com" placeholder "you@example.com"
              secureField "Password" value "********" placeholder "Required"
              spacer
              button "Log in" enabled
            -- test.flow
            """.replacingOccurrences(of: "\n-- test.flow", with: "")))
        #expect(!run.standard.contains("alert \"Error\"\nok:"))
    }

    @Test func dismissAlertWithNoAlertFails() async throws {
        let (run, _) = try await FlowPackage.running("dismiss alert\n")
        #expect(run.status == 1)
        #expect(run.error == "test.flow:1:1: error: no alert is shown to dismiss\n    dismiss alert\n")
    }

    @Test func backReturnsFromTheHomeScreen() async throws {
        let (run, _) = try await FlowPackage.running(fillIn + """
            logIn
            expect screen contains "User ID: u-42"
            back
            expect outline contains "screen \\"Log in\\""
            expect outline contains "button \\"Log in\\" enabled"
            """)
        #expect(run.status == 0, "\(run.error)")
    }

    @Test func backOnTheFirstScreenFails() async throws {
        let (run, _) = try await FlowPackage.running("back\n")
        #expect(run.status == 1)
        #expect(run.error == "test.flow:1:1: error: the first screen is shown: there is nothing to go back to\n    back\n")
    }

    @Test func dismissNeedsItsObject() async throws {
        let (run, _) = try await FlowPackage.running("dismiss\n")
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("test.flow:1:8: error:"))
        #expect(run.error.contains("`alert`"))
    }
}
