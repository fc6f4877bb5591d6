import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

// A record-meeting screen of its own: `end` asks "End meeting?" with three
// buttons, `delete` asks in a confirmation dialog, `edit` shows a sheet.

struct Meeting: Sendable, Equatable, Mutable {
    var outcome = "recording"
}

enum MeetingCommand: Sendable, Hashable, Decodable {
    case end
    case delete
    case edit
    case saveAndEnd
    case discard
    case confirmDeletion
    case askOddly
}

enum MeetingAction: Sendable, ViewAction {
    case outcome(String)

    static func transform(_ state: Meeting, action: MeetingAction) -> Meeting {
        switch action {
        case .outcome(let outcome): state.mutate(keyPath: \.outcome, value: outcome)
        }
    }
}

enum MeetingEffect: Sendable {
    case confirmEnd
    case confirmDeletion
    case editing
    case oddAlert
}

@MainActor
final class MeetingStore: CoreViewStore {
    typealias State = Meeting
    typealias Command = MeetingCommand
    typealias Effect = MeetingEffect
    typealias Action = MeetingAction

    let core = StoreCore<MeetingCommand, MeetingAction, MeetingEffect>(
        initialState: Meeting(), errorEffect: { _ in .oddAlert })

    func handleCommand(_ command: MeetingCommand, context: CommandContext<MeetingAction, MeetingEffect>) async throws {
        switch command {
        case .end: context.dispatchEffect(.confirmEnd)
        case .delete: context.dispatchEffect(.confirmDeletion)
        case .edit: context.dispatchEffect(.editing)
        case .askOddly: context.dispatchEffect(.oddAlert)
        case .saveAndEnd: context.dispatchAction(.outcome("saved"))
        case .discard: context.dispatchAction(.outcome("discarded"))
        case .confirmDeletion: context.dispatchAction(.outcome("deleted"))
        }
    }
}

enum MeetingPresentation {
    static func change(for effect: MeetingEffect) -> PresentationChange {
        switch effect {
        case .confirmEnd:
            .presentAlert(Alert(title: "End meeting?", message: "You are ending the meeting early.", buttons: [
                AlertButton("Save and end", command: MeetingCommand.saveAndEnd),
                AlertButton("Discard", role: .destructive, command: MeetingCommand.discard),
                AlertButton("Resume", role: .cancel),
            ]))
        case .confirmDeletion:
            .presentDialog(ConfirmationDialog(title: "Delete?", buttons: [
                AlertButton("Delete", role: .destructive, command: MeetingCommand.confirmDeletion),
                AlertButton("Cancel", role: .cancel),
            ]))
        case .editing:
            .presentSheet(Screen("Edit") { Text("Attendees") })
        case .oddAlert:
            .presentAlert(Alert(title: "Odd", message: "", buttons: [AlertButton("Go", command: 42)]))
        }
    }
}

struct MeetingFeature: ScriptableFeature {
    let name = "meeting"
    let summary = "the record-meeting screen"
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<MeetingStore, NoBackend> {
        let store = MeetingStore()
        let host = ScreenHost(store: store, screen: { state in Screen("Record") { Text("Outcome: \(state.outcome)") } },
                              effects: MeetingPresentation.change(for:))
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
@Suite struct TapStatementTests {
    private func parse(_ flow: String) throws(FlowScriptError) -> FlowScript<MeetingCommand, NoBackend> {
        try FlowRun.parse(flow, for: MeetingFeature(), path: "meeting.flow")
    }

    private func run(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: MeetingFeature(), path: "meeting.flow")
    }

    @Test func tapSendsTheButtonsCommandAndTheStepSettles() async throws {
        let run = try await run("""
            end
            expect effect confirmEnd
            expect outline contains "button \\"Discard\\" destructive"
            tap "Discard"
            expect state outcome == "discarded"
            expect no effect
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("> discard"))
        #expect(!run.outline.contains("alert"))
    }

    @Test func aButtonThatOnlyDismissesSendsNothing() async throws {
        let run = try await run("""
            end
            tap "Resume"
            expect state outcome == "recording"
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(!run.transcript.contains("> saveAndEnd"))
        #expect(run.outline == "screen \"Record\"\n  text \"Outcome: recording\"\n")
    }

    @Test func tapChoosesOnADialogAndDismissWorksOnDialogsAndSheets() async throws {
        let run = try await run("""
            delete
            expect outline contains "dialog \\"Delete?\\" button \\"Delete\\" destructive button \\"Cancel\\" cancel"
            dismiss dialog
            delete
            tap "Delete"
            expect state outcome == "deleted"
            edit
            expect outline contains "sheet \\"Edit\\" over \\"Record\\""
            dismiss sheet
            expect outline contains "screen \\"Record\\""
            end
            dismiss alert
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.outline == "screen \"Record\"\n  text \"Outcome: deleted\"\n")
    }

    @Test func tappingWithNothingShownOrAMisspeltTitleFailsAtTheLine() async throws {
        let run = try await run("""
            tap "Discard"
            end
            tap "Discrad"
            tap "Quit"
            dismiss sheet
            dismiss dialog
            """)
        #expect(run.failures.map(\.location.line) == [1, 3, 4, 5, 6])
        #expect(run.failures.map(\.message) == [
            "no control labelled \"Discard\" is on the screen; the screen shows:\n"
                + "+----------------------------------+\n"
                + "|              Record              |\n"
                + "+----------------------------------+\n"
                + "| Outcome: recording               |\n"
                + "+----------------------------------+",
            "the alert has no button \"Discrad\"; did you mean \"Discard\"? Its buttons: \"Save and end\", \"Discard\", \"Resume\"",
            "the alert has no button \"Quit\". Its buttons: \"Save and end\", \"Discard\", \"Resume\"",
            "no sheet is shown to dismiss",
            "no confirmation dialog is shown to dismiss",
        ])
    }

    /// A sheet covers the screen's back button, as on a device: `back` is a
    /// located error until the sheet is dismissed, and then pops as before.
    @Test func backWithASheetShownIsAnErrorUntilTheSheetIsDismissed() async throws {
        let run = try await run("""
            edit
            back
            expect outline contains "sheet \\"Edit\\" over \\"Record\\""
            dismiss sheet
            back
            """)
        #expect(run.failures.map(\.location.line) == [2, 5])
        #expect(run.failures.map(\.message) == [
            "a sheet is shown over the screen, covering its back button: `dismiss sheet` first",
            "the first screen is shown: there is nothing to go back to",
        ])
    }

    @Test func aSecretTitleIsMaskedInTheMessage() async throws {
        let run = try await run("""
            secret WORD = "Discard"
            end
            tap "Discrd-${WORD}"
            """)
        #expect(run.failures.count == 1)
        let message = try #require(run.failures.first?.message)
        #expect(!message.contains("Discard"), "\(message)")
        #expect(message.hasPrefix("the alert has no button \"Discrd-"))
    }

    @Test func aButtonCommandOfAnotherTypeIsAClearError() async throws {
        let run = try await run("askOddly\ntap \"Go\"\n")
        #expect(run.failures.map(\.message) == [
            "the button \"Go\" sends a Int, not a MeetingCommand: "
                + "the feature must give its buttons Commands of its store's type",
        ])
        #expect(run.outline.contains("alert \"Odd\""))
    }

    @Test func tapNeedsAQuotedTitleAndDismissNamesWhatItDismisses() throws {
        #expect {
            try parse("tap\n")
        } throws: { error in
            (error as? FlowScriptError)?.description.contains(
                "meeting.flow:1:4: error: expected the quoted label of a button or row, such as `tap \"Continue\"`") == true
        }
        #expect {
            try parse("dismiss popover\n")
        } throws: { error in
            (error as? FlowScriptError)?.description.contains("meeting.flow:1:9: error:") == true
                && (error as? FlowScriptError)?.description.contains("`alert`, `dialog` or `sheet`") == true
        }
    }
}
