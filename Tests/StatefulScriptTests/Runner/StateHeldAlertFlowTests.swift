import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

/// A record-meeting screen whose "End meeting?" alert and "Delete?" dialog
/// are optional State; `askedWithoutDismissal` shows an alert whose screen
/// names no dismissal Command.
private struct EndMeeting: ScreenLogic {
    struct State: Equatable, Sendable {
        var outcome = "recording"
        var alert: AlertState<Command>?
        var dialog: ConfirmationDialogState<Command>?
        var dismissable = true
    }

    enum Command: Sendable, Hashable, Decodable {
        case end, saveAndEnd, discard, alertDismissed
        case delete, confirmDeletion, dialogDismissed
        case askWithoutDismissal
    }

    enum Action: ViewAction, Sendable {
        case asked(AlertState<Command>?, dismissable: Bool)
        case dialog(ConfirmationDialogState<Command>?)
        case ended(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case let .asked(alert, dismissable):
                state.alert = alert
                state.dismissable = dismissable
            case .dialog(let dialog): state.dialog = dialog
            case .ended(let outcome):
                state.alert = nil
                state.dialog = nil
                state.outcome = outcome
            }
            return state
        }
    }

    enum Effect: Sendable { case failed }

    static let endMeeting = AlertState<Command>(title: "End meeting?", message: "You are ending the meeting early.", buttons: [
        ButtonState("Save and end", command: .saveAndEnd),
        ButtonState("Discard", role: .destructive, command: .discard),
        ButtonState("Resume", role: .cancel),
    ])

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .end: context.dispatchAction(.asked(Self.endMeeting, dismissable: true))
        case .askWithoutDismissal: context.dispatchAction(.asked(Self.endMeeting, dismissable: false))
        case .saveAndEnd: context.dispatchAction(.ended("saved"))
        case .discard: context.dispatchAction(.ended("discarded"))
        case .alertDismissed: context.dispatchAction(.asked(nil, dismissable: true))
        case .delete:
            context.dispatchAction(.dialog(ConfirmationDialogState(title: "Delete?", buttons: [
                ButtonState("Delete", role: .destructive, command: .confirmDeletion),
                ButtonState("Cancel", role: .cancel),
            ])))
        case .confirmDeletion: context.dispatchAction(.ended("deleted"))
        case .dialogDismissed: context.dispatchAction(.dialog(nil))
        }
    }
}

private struct EndMeetingFeature: ScriptableFeature {
    let name = "end-meeting"
    let summary = "a record-meeting screen whose alert is State"
    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<EndMeeting>, NoBackend> {
        let store = ScreenStore(EndMeeting(), initialState: EndMeeting.State(), errorEffect: { _ in .failed })
        let host = ScreenHost(store: store, stack: { state in
            ScreenStack(
                root: Screen("Record") { Text("Outcome: \(state.outcome)") },
                alert: state.alert.map(Alert.init), dismissAlert: state.dismissable ? .alertDismissed : nil,
                dialog: state.dialog.map(ConfirmationDialog.init), dismissDialog: .dialogDismissed)
        }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
@Suite struct StateHeldAlertFlowTests {
    private func run(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: EndMeetingFeature(), path: "end-meeting.flow")
    }

    @Test func tappingAStateHeldAlertsButtonSendsItsCommandAndTheTranscriptShowsIt() async throws {
        let run = try await run("""
            end
            expect outline contains "alert \\"End meeting?\\" message \\"You are ending the meeting early.\\" button \\"Save and end\\" button \\"Discard\\" destructive button \\"Resume\\" cancel"
            tap "Discard"
            expect state outcome == "discarded"
            expect state alert == nil
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("> tap \"Discard\" -> discard\n"), "\(run.transcript)")
        #expect(run.outline == "screen \"Record\"\n  text \"Outcome: discarded\"\n")
    }

    @Test func aButtonWithoutACommandAndDismissAlertSendTheDismissalCommand() async throws {
        let run = try await run("""
            end
            tap "Resume"
            expect state alert == nil
            end
            dismiss alert
            expect state alert == nil
            expect state outcome == "recording"
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("> tap \"Resume\" -> alertDismissed\n"), "\(run.transcript)")
        #expect(run.transcript.contains("> dismiss alert -> alertDismissed\n"), "\(run.transcript)")
        #expect(!run.outline.contains("alert"))
    }

    @Test func aStateHeldDialogIsTappedAndDismissedByItsCommands() async throws {
        let run = try await run("""
            delete
            dismiss dialog
            expect state dialog == nil
            delete
            tap "Delete"
            expect state outcome == "deleted"
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.transcript.contains("> dismiss dialog -> dialogDismissed\n"), "\(run.transcript)")
        #expect(run.transcript.contains("> tap \"Delete\" -> confirmDeletion\n"), "\(run.transcript)")
    }

    @Test func aMissingButtonIsTheLocatedErrorNamingTheButtonsItHas() async throws {
        let run = try await run("""
            end
            tap "Dicsard"
            type "x" into "Title"
            """)
        #expect(run.failures.map(\.location.line) == [2, 3])
        #expect(run.failures.map(\.message) == [
            "the alert has no button \"Dicsard\"; did you mean \"Discard\"? Its buttons: \"Save and end\", \"Discard\", \"Resume\"",
            "the alert \"End meeting?\" covers the screen: tap one of its buttons first; the screen shows:\n"
                + "+----------------------------------+\n"
                + "|              Record              |\n"
                + "+----------------------------------+\n"
                + "| Outcome: recording               |\n"
                + "| +------------------------------+ |\n"
                + "| | End meeting?                 | |\n"
                + "| |                              | |\n"
                + "| | You are ending the meeting   | |\n"
                + "| | early.                       | |\n"
                + "| |                              | |\n"
                + "| |             [ Save and end ] | |\n"
                + "| |                  [ Discard ] | |\n"
                + "| |                   [ Resume ] | |\n"
                + "| +------------------------------+ |\n"
                + "|                                  |\n"
                + "+----------------------------------+",
        ])
    }

    @Test func anAlertWhoseScreenNamesNoDismissalIsAClearErrorInsteadOfATapThatDoesNothing() async throws {
        let run = try await run("""
            askWithoutDismissal
            tap "Resume"
            dismiss alert
            tap "Save and end"
            """)
        #expect(run.failures.map(\.location.line) == [2, 3])
        #expect(run.failures.map(\.message) == [
            "the button \"Resume\" sends no Command, and the alert is held in the State with no Command that "
                + "dismisses it: give the screen's ScreenStack a `dismissAlert` Command",
            "the alert \"End meeting?\" is held in the State and its screen names no Command that dismisses it: "
                + "give the screen's ScreenStack a `dismissAlert` Command",
        ])
        #expect(run.outline == "screen \"Record\"\n  text \"Outcome: saved\"\n")
    }
}
