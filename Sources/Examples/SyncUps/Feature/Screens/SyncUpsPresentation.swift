import Stateful
import StatefulText

/// The SyncUps alerts: what each ``SyncUpsApp/Effect`` puts on screen (a
/// detail screen's speech-recognition alerts and the failure alert), and the
/// drawing of the alerts the detail and record screens hold in their State
/// (``SyncUpsAppScreen`` draws them over the top screen).
///
/// | alert | buttons (Command) |
/// |---|---|
/// | "Delete?" | "Yes" destructive (`confirmDeletion`), "Nevermind" cancel |
/// | "Speech recognition denied" | "Start without recording" (`continueWithoutRecording`), "Open settings" (`openSettings`), "Cancel" cancel |
/// | "Speech recognition restricted" | "Start without recording" (`continueWithoutRecording`), "Cancel" cancel |
/// | "End meeting?" | "Save and end" (`confirmSave`), "Discard" destructive (`confirmDiscard`, when discardable), "Resume" cancel (`resume`) |
/// | "Speech recognition failure" | "Continue meeting" cancel (`resume`), "Discard meeting" destructive (`confirmDiscard`) |
/// | "Error" | "OK"; the message is the error's, its first letter capitalised |
public enum SyncUpsPresentation {
    /// The presentation change for `effect`.
    ///
    /// ```swift
    /// SyncUpsPresentation.change(for: .alert(0, .detail(.deleteSyncUp)), labels: .english)
    /// // "Delete?", its "Yes" button sending .path(0, .detail(.confirmDeletion))
    /// ```
    public static func change(for effect: SyncUpsApp.Effect, labels: SyncUpsLabels = .english) -> PresentationChange {
        switch effect {
        case .alert(let id, .detail(let alert)):
            PresentationChange.presentAlert(self.alert(alert, labels: labels)).mapCommands { (command: SyncUpDetail.Command) in
                SyncUpsApp.Command.path(id, .detail(command))
            }
        case .failed(let message):
            .presentAlert(StatefulText.Alert(
                title: labels.errorTitle, message: message.prefix(1).uppercased() + message.dropFirst(), dismissTitle: labels.ok))
        }
    }

    /// A detail screen's alert, its buttons sending the detail screen's Commands.
    public static func alert(_ alert: SyncUpDetail.Alert, labels: SyncUpsLabels = .english) -> StatefulText.Alert {
        switch alert {
        case .deleteSyncUp:
            StatefulText.Alert(title: labels.deleteAlertTitle, message: labels.deleteAlertMessage, buttons: [
                AlertButton(labels.yes, role: .destructive, command: SyncUpDetail.Command.confirmDeletion),
                AlertButton(labels.nevermind, role: .cancel),
            ])
        case .speechRecognitionDenied:
            StatefulText.Alert(title: labels.speechDeniedTitle, message: labels.speechDeniedMessage, buttons: [
                AlertButton(labels.continueWithoutRecording, command: SyncUpDetail.Command.continueWithoutRecording),
                AlertButton(labels.openSettings, command: SyncUpDetail.Command.openSettings),
                AlertButton(labels.cancel, role: .cancel),
            ])
        case .speechRecognitionRestricted:
            StatefulText.Alert(title: labels.speechRestrictedTitle, message: labels.speechRestrictedMessage, buttons: [
                AlertButton(labels.continueWithoutRecording, command: SyncUpDetail.Command.continueWithoutRecording),
                AlertButton(labels.cancel, role: .cancel),
            ])
        }
    }

    /// The record screen's alert, its buttons sending the record screen's Commands.
    public static func alert(_ alert: RecordMeeting.Alert, labels: SyncUpsLabels = .english) -> StatefulText.Alert {
        switch alert {
        case .endMeeting(let isDiscardable):
            var buttons = [AlertButton(labels.saveAndEnd, command: RecordMeeting.Command.confirmSave)]
            if isDiscardable {
                buttons.append(AlertButton(labels.discardEnd, role: .destructive, command: RecordMeeting.Command.confirmDiscard))
            }
            buttons.append(AlertButton(labels.resume, role: .cancel, command: RecordMeeting.Command.resume))
            return StatefulText.Alert(title: labels.endMeetingTitle, message: labels.endMeetingMessage, buttons: buttons)
        case .speechRecognizerFailed:
            return StatefulText.Alert(title: labels.speechFailedTitle, message: labels.speechFailedMessage, buttons: [
                AlertButton(labels.continueMeeting, role: .cancel, command: RecordMeeting.Command.resume),
                AlertButton(labels.discardMeeting, role: .destructive, command: RecordMeeting.Command.confirmDiscard),
            ])
        }
    }
}
