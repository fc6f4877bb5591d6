import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

/// An inbox with two sections that each have a "Delete" button, a button
/// that sends nothing, one whose Command is of another type, and a long
/// notice that the screen wraps.
private enum Inbox {
    struct State: Sendable, Equatable {
        var deleted: [String] = []
        var muted = false
    }

    enum Command: Sendable, Hashable, Decodable {
        case delete(String)
        case setMuted(Bool)
        case fail
    }

    enum Action: ViewAction {
        case deleted(String)
        case muted(Bool)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .deleted(let section): state.deleted.append(section)
            case .muted(let on): state.muted = on
            }
            return state
        }
    }

    enum Effect: Sendable {
        case connectionLost
        case failed
    }

    struct Logic: ScreenLogic {
        func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
            switch command {
            case .delete(let section): context.dispatchAction(.deleted(section))
            case .setMuted(let on): context.dispatchAction(.muted(on))
            case .fail: context.dispatchEffect(.connectionLost)
            }
        }
    }

    @MainActor
    static func screen(_ state: State) -> Screen {
        Screen("Inbox") {
            Text("The network connection was lost while the inbox was loading its messages.")
            Section("Today") {
                Button("Delete", command: Command.delete("today"))
            }
            Section("Archived") {
                Button("Delete", command: Command.delete("archived"))
            }
            Toggle("Mute", isOn: state.muted, command: Command.setMuted)
            Button("Help")
            Button("Odd", command: 5)
        }
    }
}

@MainActor
private struct InboxFeature: ScriptableFeature {
    let name = "inbox"
    let summary = "two sections with a Delete button each"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<Inbox.Logic>, NoBackend> {
        let store = ScreenStore(Inbox.Logic(), initialState: Inbox.State(), errorEffect: { _ in .failed })
        let host = ScreenHost(store: store, screen: { Inbox.screen($0) }, effects: { effect in
            switch effect {
            case .connectionLost:
                .presentAlert(Alert(
                    title: "Error", message: "The network connection was lost while sending your transfer."))
            case .failed:
                .none
            }
        })
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
@Suite struct GestureFlowTests {
    private func transfer(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: TransferFeature(), path: "transfer.flow")
    }

    private func inbox(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: InboxFeature(), path: "inbox.flow")
    }

    // MARK: The transfer scenario

    @Test func theTransferFlowPaysWithTapsAndTypingOnly() async throws {
        let run = try await transfer(Transfer.flow)
        #expect(run.failures.map(\.description) == [])
        let lines = run.transcript.split(separator: "\n").map(String.init)
        let stepLines = lines.filter { $0.hasPrefix("> ") }
        #expect(stepLines == [
            "> tap \"Ada Lovelace\" -> pick(\"r1\")",
            "> type \"0\" into \"Amount\" -> amountChanged(\"0\")",
            "> type \"100\" into \"Amount\" -> amountChanged(\"100\")",
            "> tap \"Continue\" -> continueTapped",
            "> type \"********\" into \"PIN\" -> pinChanged(\"********\")",
            "> toggle \"Email me a receipt\" -> setReceipt(true)",
            "> tap \"Send\" -> send",
            "> tap \"Send\" -> send",
        ])
        // The second tap arrived while the first was sending, and was ignored.
        let secondTap = try #require(lines.lastIndex(of: "> tap \"Send\" -> send"))
        #expect(lines[secondTap + 1] == "  (while send is running)")
        #expect(lines[secondTap + 2] == "  ignored: send is running")
        // What was typed into the secure field is a secret in every output.
        #expect(!run.transcript.contains("4711"))
        #expect(!run.screen.contains("4711") && !run.outline.contains("4711"))
        #expect(run.transcript.hasPrefix("state Transfer.State("))
    }

    @Test func aDisabledButtonIsRefusedWithTheScreenAtItsLine() async throws {
        let run = try await transfer("""
            tap "Ada Lovelace"
            tap "Continue"
            expect state stage == confirm
            """)
        let failure = try #require(run.failures.first)
        #expect(failure.location.description == "transfer.flow:2:1")
        #expect(failure.message.hasPrefix("the button \"Continue\" is disabled: a person cannot tap it; the screen shows:\n"))
        #expect(failure.message.contains("[ Continue ] (disabled)"))
        #expect(failure.description.hasPrefix("transfer.flow:2:1: error: the button \"Continue\" is disabled"))
        // Nothing was sent.
        #expect(!run.transcript.contains("continueTapped"))
        #expect(run.failures.count == 2)
    }

    @Test func aControlThatIsNotOnScreenIsRefusedWithTheClosestLabel() async throws {
        let run = try await transfer("""
            tap "Ada Lovelase"
            type "100" into "Amount"
            toggle "Email me a receipt"
            """)
        #expect(run.failures.map(\.location.line) == [1, 2, 3])
        #expect(run.failures[0].message.hasPrefix(
            "no control labelled \"Ada Lovelase\" is on the screen (did you mean \"Ada Lovelace\"?); the screen shows:\n"))
        #expect(run.failures[1].message.hasPrefix("no control labelled \"Amount\" is on the screen"))
        #expect(run.failures[2].message.contains("- Ada Lovelace"))
        #expect(!run.transcript.contains("> "))
    }

    @Test func eachGestureFitsOnlyItsKindOfControl() async throws {
        let run = try await transfer("""
            type "7" into "Ada Lovelace"
            tap "Ada Lovelace"
            tap "Amount"
            type "1" into "Continue"
            toggle "Amount"
            """)
        #expect(run.failures.map(\.message.firstLine) == [
            "\"Ada Lovelace\" is a list row, which a person does not type into: write `tap \"Ada Lovelace\"`; the screen shows:",
            "\"Amount\" is a text field, which a person does not tap: write `type \"…\" into \"Amount\"`; the screen shows:",
            "\"Continue\" is a button, which a person does not type into: write `tap \"Continue\"`; the screen shows:",
            "\"Amount\" is a text field, which a person does not toggle: write `type \"…\" into \"Amount\"`; the screen shows:",
        ])
        #expect(run.failures.map(\.location.line) == [1, 3, 4, 5])
    }

    /// Text typed where a secure field is shown is a secret, even when the
    /// field's label is mistyped: the step's echo and message never show it.
    @Test func textMeantForASecureFieldIsMaskedEvenWhenTheLabelIsMistyped() async throws {
        let run = try await transfer("""
            tap "Ada Lovelace"
            type "5" into "Amount"
            tap "Continue"
            type "4711" into "PIM"
            expect state stage == sent
            """)
        #expect(run.failures.map(\.location.line) == [4, 5])
        #expect(run.failures[0].source == "type \"********\" into \"PIM\"")
        #expect(run.failures[0].message.hasPrefix("no control labelled \"PIM\" is on the screen (did you mean \"PIN\"?)"))
        #expect(!run.failures.map(\.description).joined().contains("4711"))
    }

    @Test func startTapDoesNotWaitForTheWork() async throws {
        let run = try await transfer("""
            tap "Ada Lovelace"
            type "5" into "Amount"
            tap "Continue"
            type "1234" into "PIN"
            start tap "Send"
            expect state isSending == true
            expect state sentCount == 0
            advance 1s
            expect state sentCount == 1
            """)
        #expect(run.failures.map(\.description) == [])
        #expect(run.transcript.contains("> tap \"Send\" -> send"))
    }

    @Test func aToggleSendsTheValueItIsSwitchedTo() async throws {
        let run = try await inbox("""
            toggle "Mute"
            expect state muted == true
            expect outline contains "toggle \\"Mute\\" on"
            toggle "Mute"
            expect state muted == false
            """)
        #expect(run.failures.map(\.description) == [])
        #expect(run.transcript.contains("> toggle \"Mute\" -> setMuted(true)"))
        #expect(run.transcript.contains("> toggle \"Mute\" -> setMuted(false)"))
    }

    // MARK: Disambiguation and the controls' Commands

    @Test func twoControlsWithOneLabelAreToldApartBySection() async throws {
        let run = try await inbox("""
            tap "Delete"
            tap "Delete" in "Archived"
            tap "Delete" in "Spam"
            expect state deleted == ["archived"]
            """)
        #expect(run.failures.map(\.location.line) == [1, 3])
        #expect(run.failures[0].message.hasPrefix(
            "2 controls on the screen are labelled \"Delete\" (in \"Today\", \"Archived\"): say which with its section, "
                + "such as `tap \"Delete\" in \"Today\"`; the screen shows:\n"))
        #expect(run.failures[1].message.hasPrefix(
            "no control labelled \"Delete\" is in the section \"Spam\"; those labelled so are in \"Today\", \"Archived\""))
        #expect(run.transcript.contains("> tap \"Delete\" in \"Archived\" -> delete(\"archived\")"))
    }

    @Test func aControlWithoutACommandOrWithAnotherTypesCommandIsAClearError() async throws {
        let run = try await inbox("""
            tap "Help"
            tap "Odd"
            """)
        #expect(run.failures.map(\.message) == [
            "the button \"Help\" sends no Command: give it the Command it sends where the screen is described "
                + "(`Button(_:isEnabled:command:)`)",
            "the button \"Odd\" sends a Int, not a Inbox.Command: "
                + "the feature must give its controls Commands of its store's type",
        ])
    }

    @Test func anAlertCoversTheScreen() async throws {
        let run = try await inbox("""
            fail
            toggle "Mute"
            tap "Delete" in "Today"
            tap "OK"
            toggle "Mute"
            expect state muted == true
            """)
        #expect(run.failures.map(\.location.line) == [2, 3])
        #expect(run.failures[0].message.hasPrefix(
            "the alert \"Error\" covers the screen: tap one of its buttons first; the screen shows:\n"))
        #expect(run.failures[1].message.hasPrefix("the alert has no button \"Delete\""))
    }

    // MARK: Checks

    /// The same flow twice, once with an expectation that holds and once with
    /// one that fails while the Send is running: every later step and the
    /// whole transcript are byte for byte the same.
    @Test func aFailedExpectationChangesNothingThatFollows() async throws {
        func flow(_ expectation: String) -> String {
            """
            tap "Ada Lovelace"
            type "5" into "Amount"
            tap "Continue"
            type "1234" into "PIN"
            start tap "Send"
            \(expectation)
            expect state isSending == true
            expect screen contains "Send 5 to Ada Lovelace?"
            advance 1s
            expect state sentCount == 1
            expect screen contains "You sent 5"
            """
        }
        let passing = try await transfer(flow("expect state sentCount == 0"))
        let failing = try await transfer(flow("expect state sentCount == 1"))
        let failingScreen = try await transfer(flow("expect screen contains \"You sent 5\""))
        #expect(passing.failures.map(\.description) == [])
        #expect(failing.failures.map(\.location.line) == [6])
        #expect(failing.failures.first?.message == "expected state sentCount == 1, found 0")
        #expect(failingScreen.failures.map(\.location.line) == [6])
        // The failure shows the screen as it was when checked: still confirming.
        #expect(failingScreen.failures.first?.message.contains("Send 5 to Ada Lovelace?") == true)
        for run in [failing, failingScreen] {
            #expect(run.transcript == passing.transcript)
            #expect(run.screen == passing.screen)
            #expect(run.outline == passing.outline)
        }
    }

    @Test func containsMatchesTextTheScreenWrapped() async throws {
        let run = try await inbox("""
            expect screen contains "The network connection was lost while the inbox was loading its messages."
            fail
            expect screen contains "The network connection was lost while sending your transfer."
            expect screen contains "lost while sending"
            expect screen contains "was lost while the inbox"
            """)
        #expect(run.failures.map(\.description) == [])
        // The drawing did wrap both sentences.
        #expect(!run.screen.contains("The network connection was lost while sending your transfer."))
    }

    @Test func containsDoesNotMatchAcrossTwoElements() async throws {
        let run = try await inbox("expect screen contains \"messages. Today\"\n")
        #expect(run.failures.map(\.location.line) == [1])
    }

    // MARK: Parsing and naming

    @Test func gesturesParseWithOrWithoutStartAndSection() throws {
        let script = try FlowRun.parse("""
            tap "Ada Lovelace"
            start tap "Send"
            type "100" into "Amount" in "Payment"
            toggle "Email me a receipt"
            start type "5" into "Amount"
            """, for: TransferFeature(), path: "transfer.flow")
        let gestures = script.flattenedSteps.map { step -> String in
            guard case let .gesture(gesture, background) = step.statement else { return "not a gesture" }
            return (background ? "start " : "") + gesture.description
        }
        #expect(gestures == [
            "tap \"Ada Lovelace\"",
            "start tap \"Send\"",
            "type \"100\" into \"Amount\" in \"Payment\"",
            "toggle \"Email me a receipt\"",
            "start type \"5\" into \"Amount\"",
        ])
    }

    @Test func aParseErrorShowsTheUsersOwnLiteral() throws {
        let error = #expect(throws: FlowScriptError.self) {
            try FlowRun.parse("start tap \"Ada Lovelace\" now\n", for: TransferFeature(), path: "transfer.flow")
        }
        let text = try #require(error?.description)
        #expect(text.contains("transfer.flow:1:26: error: expected the end of the line, found `now`"))
        #expect(text.contains("start tap \"Ada Lovelace\" now"))
        #expect(!text.contains("********"))
    }

    @Test func aGestureWithoutALabelIsALocatedErrorNamingWhatIsMissing() throws {
        for (line, expected) in [
            ("start tap", "transfer.flow:1:10: error: expected the quoted label of a button or row, such as `tap \"Continue\"`"),
            ("type \"5\"", "transfer.flow:1:9: error: expected `into`, found the end of the line"),
            ("toggle \"A\" in", "transfer.flow:1:14: error: expected the quoted header of the section, such as `in \"Archived\"`"),
        ] {
            let error = #expect(throws: FlowScriptError.self) {
                try FlowRun.parse(line + "\n", for: TransferFeature(), path: "transfer.flow")
            }
            #expect(error?.description.contains(expected) == true, "\(line): \(error?.description ?? "")")
        }
    }

    @Test func errorsNameNestedTypesInFull() throws {
        let error = #expect(throws: FlowScriptError.self) {
            try FlowRun.parse("pay(\"r1\")\n", for: TransferFeature(), path: "transfer.flow")
        }
        #expect(error?.description.contains("unknown case `pay` of `Transfer.Command`") == true)
    }

    @Test func typeNamesKeepTheirEnclosingTypesAndDropModules() {
        #expect(TypeName.full(Transfer.Command.self) == "Transfer.Command")
        #expect(TypeName.full(ViewState<Transfer.State, Never>.self) == "ViewState<Transfer.State, Never>")
        #expect(TypeName.full([Transfer.Recipient?].self) == "Array<Optional<Transfer.Recipient>>")
        #expect(TypeName.full(Inbox.State.self) == "Inbox.State")
        #expect(TypeName.withoutModules("(Swift.Int, App.Outer.Inner)") == "(Int, Outer.Inner)")
    }
}

extension String {
    fileprivate var firstLine: String {
        String(split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
