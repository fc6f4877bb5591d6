import Stateful
import StatefulTesting
import StatefulText
import Testing

/// A record-meeting screen whose alert, confirmation dialog and sheet are
/// optional State: "End meeting" asks with three buttons, "Delete" asks in a
/// dialog, "Edit" opens a sheet.
private struct RecordScreen: ScreenLogic {
    struct State: Equatable, Sendable {
        var outcome = "recording"
        var alert: AlertState<Command>?
        var dialog: ConfirmationDialogState<Command>?
        var editing: String?
    }

    enum Command: Sendable, Hashable {
        case endTapped, saveAndEnd, discard, alertDismissed
        case deleteTapped, confirmDeletion, dialogDismissed
        case editTapped, editDismissed
    }

    enum Action: ViewAction, Sendable {
        case alert(AlertState<Command>?)
        case dialog(ConfirmationDialogState<Command>?)
        case editing(String?)
        case ended(String)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .alert(let alert): state.alert = alert
            case .dialog(let dialog): state.dialog = dialog
            case .editing(let text): state.editing = text
            case .ended(let outcome):
                state.alert = nil
                state.dialog = nil
                state.outcome = outcome
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable { case failed(String) }

    static let endMeeting = AlertState<Command>(
        title: "End meeting?", message: "You are ending the meeting early. What would you like to do?",
        buttons: [
            ButtonState("Save and end", command: .saveAndEnd),
            ButtonState("Resume", role: .cancel),
            ButtonState("Discard", role: .destructive, command: .discard),
        ])

    static let deletion = ConfirmationDialogState<Command>(title: "Delete this meeting?", buttons: [
        ButtonState("Delete", role: .destructive, command: .confirmDeletion),
        ButtonState("Cancel", role: .cancel),
    ])

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .endTapped: context.dispatchAction(.alert(Self.endMeeting))
        case .saveAndEnd: context.dispatchAction(.ended("saved"))
        case .discard: context.dispatchAction(.ended("discarded"))
        case .alertDismissed: context.dispatchAction(.alert(nil))
        case .deleteTapped: context.dispatchAction(.dialog(Self.deletion))
        case .confirmDeletion: context.dispatchAction(.ended("deleted"))
        case .dialogDismissed: context.dispatchAction(.dialog(nil))
        case .editTapped: context.dispatchAction(.editing("Agenda"))
        case .editDismissed: context.dispatchAction(.editing(nil))
        }
    }

    /// The screen, its sheet, alert and dialog, all drawn from the State.
    @MainActor
    static func stack(_ state: State) -> ScreenStack<Command> {
        ScreenStack(
            root: Screen("Record meeting") { Text("Outcome: \(state.outcome)") },
            sheet: state.editing.map { text in Screen("Edit") { Text(text) } },
            dismissSheet: .editDismissed,
            alert: state.alert.map(Alert.init),
            dismissAlert: .alertDismissed,
            dialog: state.dialog.map(ConfirmationDialog.init),
            dismissDialog: .dialogDismissed)
    }
}

/// The messages of a failing test-store step.
private func failure(_ issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}

@MainActor
@Suite struct PresentationAsStateTests {
    private func makeStores(
        _ state: RecordScreen.State = .init()
    ) -> (TestStore<ScreenStore<RecordScreen>>, ScreenHost<ScreenStore<RecordScreen>>) {
        let store = ScreenStore(RecordScreen(), initialState: state, errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, stack: RecordScreen.stack, effects: { _ in .none })
        host.observeStore()
        return (TestStore(store), host)
    }

    @Test func aHostThatFollowsNoStoreSaysWhichCallItLacks() async throws {
        let store = ScreenStore(RecordScreen(), initialState: .init(), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, stack: RecordScreen.stack, effects: { _ in .none })
        let testStore = TestStore(store)
        await testStore.send(.endTapped) { $0.alert = RecordScreen.endMeeting }

        // The alert is the store's, but the host never saw it.
        #expect(throws: PresentationTapError.nothingShownFollowingNoStore) { try host.tap("Discard") }
        #expect(PresentationTapError.nothingShownFollowingNoStore.description.contains("call host.observeStore()"))

        // Once it follows the store, it sees every State from then on.
        host.observeStore()
        await testStore.send(.alertDismissed) { $0.alert = nil }
        await testStore.send(.endTapped) { $0.alert = RecordScreen.endMeeting }
        #expect(try host.tap("Discard") == .discard)
        #expect(throws: PresentationTapError.nothingShown) {
            host.state = RecordScreen.State()
            return try host.tap("Discard")
        }
        await testStore.finish()
    }

    @Test func aThreeButtonAlertIsAssertedAsState() async {
        let (store, _) = makeStores()
        await store.send(.endTapped) {
            $0.alert = AlertState(
                title: "End meeting?", message: "You are ending the meeting early. What would you like to do?",
                buttons: [
                    ButtonState("Save and end", command: .saveAndEnd),
                    ButtonState("Resume", role: .cancel),
                    ButtonState("Discard", role: .destructive, command: .discard),
                ])
        }
        await store.send(.saveAndEnd) {
            $0.alert = nil
            $0.outcome = "saved"
        }
        await store.finish()
    }

    @Test func aWrongAlertFailsWithADiffOfItsButtons() async {
        let (store, _) = makeStores()
        await withKnownIssue {
            await store.send(.endTapped) {
                $0.alert = RecordScreen.endMeeting
                $0.alert?.buttons[1].command = .alertDismissed
            }
        } matching: { issue in
            failure(issue) == """
                send(.endTapped): State differs from the expected State: (- expected, + actual)

                  RecordScreen.State(
                    ... (1 unchanged)
                    alert: AlertState<RecordScreen.Command>(
                      ... (2 unchanged)
                      buttons: [
                        ... (1 unchanged)
                        ButtonState<RecordScreen.Command>(
                          ... (2 unchanged)
                -         command: .alertDismissed
                +         command: nil
                        )
                        ... (1 unchanged)
                      ]
                    )
                    ... (2 unchanged)
                  )
                """
        }
        await store.finish()
    }

    @Test func tappingTheAlertsButtonsSendsTheirCommandsAndDismissalReachesTheStore() async throws {
        let (store, host) = makeStores()
        await store.send(.endTapped) { $0.alert = RecordScreen.endMeeting }
        #expect(host.alert == Alert(RecordScreen.endMeeting))
        #expect(host.outline.hasSuffix(
            "alert \"End meeting?\" message \"You are ending the meeting early. What would you like to do?\" "
                + "button \"Save and end\" button \"Discard\" destructive button \"Resume\" cancel\n"))

        // A button with no Command sends the dismissal Command; the host
        // leaves the State to the store, so the alert stays until it is sent.
        let dismissal = try host.tap("Resume")
        #expect(dismissal == .alertDismissed)
        #expect(host.alert != nil)
        await store.send(.alertDismissed) { $0.alert = nil }
        #expect(host.alert == nil)

        // `dismiss alert` sends it too.
        await store.send(.endTapped) { $0.alert = RecordScreen.endMeeting }
        #expect(host.dismissAlert() == .alertDismissed)

        // A button with a Command sends it, and that Command clears the alert.
        #expect(try host.tap("Discard") == .discard)
        await store.send(.discard) {
            $0.alert = nil
            $0.outcome = "discarded"
        }
        #expect(host.alert == nil)
        #expect(host.dismissAlert() == nil)
        #expect(throws: PresentationTapError.nothingShown) { try host.tap("Discard") }
        await store.finish()
    }

    @Test func aMissingButtonOfAStateHeldAlertIsNamedWithTheButtonsItHas() async {
        let (store, host) = makeStores()
        await store.send(.endTapped) { $0.alert = RecordScreen.endMeeting }
        #expect(throws: PresentationTapError.noButton(title: "Delete", buttons: ["Save and end", "Discard", "Resume"])) {
            try host.tap("Delete")
        }
        #expect(host.alert != nil)
        await store.send(.alertDismissed) { $0.alert = nil }
        await store.finish()
    }

    @Test func aConfirmationDialogIsStateAndItsButtonsSendCommands() async throws {
        let (store, host) = makeStores()
        await store.send(.deleteTapped) { $0.dialog = RecordScreen.deletion }
        #expect(host.outline.hasSuffix(
            "dialog \"Delete this meeting?\" button \"Delete\" destructive button \"Cancel\" cancel\n"))
        #expect(try host.tap("Cancel") == .dialogDismissed)
        #expect(host.dismissDialog() == .dialogDismissed)
        await store.send(.dialogDismissed) { $0.dialog = nil }
        await store.send(.deleteTapped) { $0.dialog = RecordScreen.deletion }
        #expect(try host.tap("Delete") == .confirmDeletion)
        await store.send(.confirmDeletion) {
            $0.dialog = nil
            $0.outcome = "deleted"
        }
        #expect(host.dialog == nil)
        await store.finish()
    }

    @Test func aSheetIsOptionalStateDismissedByACommand() async {
        let (store, host) = makeStores()
        await store.send(.editTapped) { $0.editing = "Agenda" }
        #expect(host.sheet == Screen("Edit") { Text("Agenda") })
        #expect(host.outline.hasPrefix("sheet \"Edit\" over \"Record meeting\""))
        #expect(host.dismissSheet() == .editDismissed)
        await store.send(.editDismissed) { $0.editing = nil }
        #expect(host.sheet == nil)
        await store.finish()
    }

    @Test func anAlertOverAStateHeldAlertIsTappedFirst() async throws {
        let (store, host) = makeStores(RecordScreen.State(alert: RecordScreen.endMeeting))
        host.apply(.presentAlert(Alert(title: "Error", message: "Saving failed.")))
        #expect(host.alert?.title == "Error")
        #expect(try host.tap("OK") == nil)
        #expect(host.alert == Alert(RecordScreen.endMeeting))
        await store.finish()
    }

    @Test func aChildsAlertIsRoutedThroughItsParentsCommands() {
        enum Parent: Hashable, Sendable { case record(RecordScreen.Command) }
        let routed = RecordScreen.endMeeting.map(Parent.record)
        #expect(routed.buttons.map(\.command) == [.record(.saveAndEnd), nil, .record(.discard)])
        #expect(routed.buttons.map(\.role) == [nil, .cancel, .destructive])
        #expect(Alert(routed) == Alert(RecordScreen.endMeeting).mapCommands { (command: RecordScreen.Command) in
            Parent.record(command)
        })
    }
}

/// The State-held alert drawn: the same bytes as the same alert presented
/// by an Effect (``PresentationSnapshotTests/anAlertWithThreeButtons()``),
/// in English and Japanese, at every width.
@MainActor
@Suite struct PresentationAsStateSnapshotTests {
    private static func endMeeting(english: Bool) -> AlertState<String> {
        english
            ? AlertState(title: "End meeting?", message: "You are ending the meeting early. What would you like to do?", buttons: [
                ButtonState("Save and end", command: "saveAndEnd"),
                ButtonState("Resume", role: .cancel),
                ButtonState("Discard", role: .destructive, command: "discard"),
            ])
            : AlertState(title: "会議を終了しますか？", message: "会議を早めに終了しようとしています。どうしますか？", buttons: [
                ButtonState("保存して終了", command: "saveAndEnd"),
                ButtonState("再開", role: .cancel),
                ButtonState("破棄", role: .destructive, command: "discard"),
            ])
    }

    @Test func aThreeButtonAlertHeldInState() throws {
        for english in [true, false] {
            let name = english ? "english" : "japanese"
            let alert = Self.endMeeting(english: english)
            let store = FixedStore(state: alert)
            let host = ScreenHost(store: store, stack: { state in
                ScreenStack(root: PresentationSnapshotTests.recordScreen(english: english), alert: Alert(state), dismissAlert: "resume")
            }, effects: { $0 })
            let drawnByEffect = PresentedScreen(
                screen: PresentationSnapshotTests.recordScreen(english: english),
                alert: PresentationSnapshotTests.endMeeting(english: english))
            #expect(host.presented == drawnByEffect)
            for (widthName, width) in [("minimum", ScreenWidth.minimum), ("compact", .compact), ("regular", .regular), ("wide", 72)] {
                #expect(try host.render(width: width) == drawnByEffect.render(width: width))
                assertSnapshot(of: host.presented, as: .screen(width: width), named: "\(name).\(widthName)")
            }
            assertSnapshot(of: host.presented, as: .outline, named: "\(name).outline")
        }
    }
}

/// A store that only holds a State: what a snapshot of a drawing needs.
@MainActor
private final class FixedStore<State: Sendable>: ViewStore {
    typealias Command = String
    typealias Effect = PresentationChange
    let currentState: State

    init(state: State) {
        currentState = state
    }

    var state: AsyncStream<State> { AsyncStream { $0.yield(currentState); $0.finish() } }
    var effect: AsyncStream<PresentationChange> { AsyncStream { $0.finish() } }
    func dispatchCommand(_ command: String) async {}
}
