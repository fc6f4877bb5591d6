import Stateful
import StatefulText

extension SyncUpsApp.Path: DrawnPathElement {
    /// How each pushed screen draws, with its alert and its sheet, and what dismissing them sends.
    public static var drawings: [PathDrawing<SyncUpsApp.Path, SyncUpsLabels>] {
        [
            .screen(state: Self.detail, command: Command.detail, dismissAlert: .alertDismissed, dismissSheet: .cancelEditTapped) {
                SyncUpDetailScreen(state: $0, labels: $1).screen
            } alert: { detail, labels in
                detail.alert.map { SyncUpsPresentation.alert($0, labels: labels) }
            } sheet: { detail, labels in
                detail.editing.map {
                    SyncUpFormScreen(
                        state: $0, purpose: .edit(title: detail.syncUp.title), labels: labels,
                        dismissCommand: SyncUpDetail.Command.cancelEditTapped, confirmCommand: SyncUpDetail.Command.doneEditingTapped
                    ).screen.mapCommands(SyncUpDetail.Command.edit)
                }
            },
            .screen(state: Self.record, command: Command.record, dismissAlert: .resume) {
                RecordMeetingScreen(state: $0, labels: $1).screen
            } alert: { record, labels in
                record.alert.map { SyncUpsPresentation.alert($0, labels: labels) }
            },
            .screen(state: Self.meeting) { PastMeetingScreen(state: $0, labels: $1).screen },
        ]
    }
}
