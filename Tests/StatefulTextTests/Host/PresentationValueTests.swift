import Stateful
import StatefulText
import Testing

private enum MeetingCommand: Sendable, Hashable {
    case saveAndEnd
    case discard
}

private enum OtherCommand: Sendable, Hashable {
    case discard
}

private let endMeeting = Alert(title: "End meeting?", message: "You are ending the meeting early.", buttons: [
    AlertButton("Save and end", command: MeetingCommand.saveAndEnd),
    AlertButton("Resume", role: .cancel),
    AlertButton("Discard", role: .destructive, command: MeetingCommand.discard),
])

/// A store whose Commands are `MeetingCommand`s; it records what it is sent.
@MainActor
private final class MeetingStore: ViewStore {
    typealias State = Int
    typealias Command = MeetingCommand
    typealias Effect = PresentationChange

    var currentState = 0
    var state: AsyncStream<Int> { AsyncStream { $0.finish() } }
    var effect: AsyncStream<PresentationChange> { AsyncStream { $0.finish() } }
    func dispatchCommand(_ command: MeetingCommand) async {}
}

@MainActor
@Suite struct PresentationValueTests {
    private func makeHost() -> ScreenHost<MeetingStore> {
        ScreenHost(store: MeetingStore(), screen: { _ in Screen("Record") { Text("00:42") } }, effects: { $0 })
    }

    @Test func buttonsCompareByTitleRoleAndCommand() {
        #expect(AlertButton("Discard", role: .destructive, command: MeetingCommand.discard)
            == AlertButton("Discard", role: .destructive, command: MeetingCommand.discard))
        #expect(AlertButton("Discard", command: MeetingCommand.discard)
            != AlertButton("Discard", role: .destructive, command: MeetingCommand.discard))
        #expect(AlertButton("Discard", command: MeetingCommand.discard)
            != AlertButton("Discard", command: MeetingCommand.saveAndEnd))
        #expect(AlertButton("Discard", command: MeetingCommand.discard) != AlertButton("Discard"))
        // The same value of another type is another Command.
        #expect(AlertButton("Go", command: MeetingCommand.discard) != AlertButton("Go", command: OtherCommand.discard))
        #expect(Set([AlertButton("Go", command: 1), AlertButton("Go", command: 1)]).count == 1)
    }

    @Test func thePlainAlertIsOneButtonThatOnlyDismisses() {
        var alert = Alert(title: "Error", message: "Failed.")
        #expect(alert.buttons == [AlertButton("OK")])
        #expect(alert.dismissTitle == "OK")
        alert.dismissTitle = "Close"
        #expect(alert == Alert(title: "Error", message: "Failed.", dismissTitle: "Close"))
        #expect(endMeeting.dismissTitle == "Resume")
        var empty = Alert(title: "Note", message: "", buttons: [])
        #expect(empty.dismissTitle == "")
        empty.dismissTitle = "OK"
        #expect(empty == Alert(title: "Note", message: ""))
    }

    @Test func changesPresentAndDismissDialogsAndSheets() {
        let host = makeHost()
        let dialog = ConfirmationDialog(title: "Delete?", buttons: [AlertButton("Delete", role: .destructive)])
        let sheet = Screen("Edit") { Text("Title") }
        host.apply(.presentDialog(dialog))
        host.apply(.presentSheet(sheet))
        #expect(host.presentation == Presentation(dialog: dialog, sheet: sheet))
        #expect(host.presented.sheet == sheet)
        #expect(host.presented.dialog == dialog)
        host.dismissDialog()
        #expect(host.presentation == Presentation(sheet: sheet))
        host.dismissSheet()
        #expect(host.presentation == Presentation())
    }

    @Test func tappingAButtonDismissesTheAlertAndReturnsItsCommand() throws {
        let host = makeHost()
        host.apply(.presentAlert(endMeeting))
        #expect(try host.tap("Discard") == .discard)
        #expect(host.presentation.alert == nil)
        host.apply(.presentAlert(endMeeting))
        #expect(try host.tap("Resume") == nil)
        #expect(host.presentation.alert == nil)
    }

    @Test func theAlertIsTappedBeforeTheDialogUnderIt() throws {
        let host = makeHost()
        host.apply(.presentDialog(ConfirmationDialog(buttons: [AlertButton("Discard", command: MeetingCommand.saveAndEnd)])))
        host.apply(.presentAlert(endMeeting))
        #expect(try host.tap("Discard") == .discard)
        #expect(try host.tap("Discard") == .saveAndEnd)
        #expect(host.presentation == Presentation())
    }

    @Test func tappingFailsWithNothingShownOrNoSuchButton() {
        let host = makeHost()
        #expect(throws: PresentationTapError.nothingShownFollowingNoStore) { try host.tap("OK") }
        host.apply(.presentAlert(endMeeting))
        #expect(throws: PresentationTapError.noButton(title: "Discrad", buttons: ["Save and end", "Discard", "Resume"])) {
            try host.tap("Discrad")
        }
        #expect(host.presentation.alert == endMeeting)
    }

    @Test func aCommandOfAnotherTypeIsNotSentAndNothingIsDismissed() {
        let host = makeHost()
        host.apply(.presentAlert(Alert(title: "Odd", message: "", buttons: [AlertButton("Go", command: 7)])))
        let error = #expect(throws: PresentationTapError.self) { try host.tap("Go") }
        #expect(error == .commandNotAccepted(
            button: "Go", commandType: "Int", storeCommandType: "MeetingCommand"))
        #expect(error?.description == "the button \"Go\" sends a Int, not a MeetingCommand")
        #expect(host.presentation.alert != nil)
    }

    @Test func theOutlineListsButtonsInDrawingOrderWithRoles() {
        let host = makeHost()
        host.apply(.presentAlert(endMeeting))
        host.apply(.presentDialog(ConfirmationDialog(buttons: [AlertButton("Cancel", role: .cancel), AlertButton("Share")])))
        #expect(host.outline == """
            screen "Record"
              text "00:42"
            dialog button "Share" button "Cancel" cancel
            alert "End meeting?" message "You are ending the meeting early." \
            button "Save and end" button "Discard" destructive button "Resume" cancel

            """)
        host.apply(.presentSheet(Screen("Edit") { Text("Title") }))
        #expect(host.outline.hasPrefix("sheet \"Edit\" over \"Record\"\n  text \"Title\"\ndialog "))
    }

    @Test func mappingTextReachesEveryButtonDialogAndSheetText() {
        let presented = PresentedScreen(
            screen: Screen("s3cret") { Text("body") },
            alert: Alert(title: "s3cret", message: "s3cret", buttons: [AlertButton("s3cret", role: .destructive, command: 1)]),
            dialog: ConfirmationDialog(title: "s3cret", message: "s3cret", buttons: [AlertButton("s3cret", role: .cancel)]),
            sheet: Screen("s3cret") { Text("s3cret") })
        let masked = presented.mappingText { $0.replacingOccurrences(of: "s3cret", with: "***") }
        #expect(!masked.outline.contains("s3cret"))
        #expect(masked.alert?.buttons == [AlertButton("***", role: .destructive, command: 1)])
        #expect(masked.dialog?.buttons == [AlertButton("***", role: .cancel)])
        for width in [20, 36, 48] {
            #expect((try? masked.render(width: ScreenWidth(columns: width)))?.contains("s3cret") == false)
        }
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
