import Stateful
import StatefulScript
import StatefulExampleSyncUps

extension SyncUpsScriptFeature: ExplorableFeature {
    /// How `syncups explore` explores the app: taps and typing on every
    /// screen it reaches, the record screen's task started as the screen
    /// appears (the meeting then runs while later steps happen), the clock
    /// moving, the app launched again; and faults: speech authorized or
    /// denied, the recognizer failing mid-meeting, saving or loading the
    /// sync-ups failing and working again.
    public var exploration: ExplorationPlan<SyncUpsScriptFeature> {
        // What SwiftUI's `.task` sends when the record screen appears: once,
        // before its first second, its work running on in the background.
        let recordTask = ExplorationCommand<SyncUpsApp.State, SyncUpsApp.Command>(
            "recordTask", startsInBackground: true,
            isValid: { state in
                guard let record = state.path.last?[case: SyncUpsApp.Path.record] else { return false }
                return record.secondsElapsed == 0 && !record.isPaused && record.transcript.isEmpty
            }
        ) { _, state in
            // Valid only when a record screen is on top, so there is an id.
            .path(state.path.topID ?? 0, .record(.task))
        }
        return ExplorationPlan(
            commands: [
                recordTask,
                // The app appeared again on its list: the sync-ups file loaded again.
                .fixed("task", .task, isValid: { $0.path.isEmpty && $0.addSyncUp == nil }),
            ],
            invariants: [
                .always("attendees never empty") { moment in
                    moment.state.syncUps.allSatisfy { !$0.attendees.isEmpty }
                },
                .always("the meeting timer never past its duration") { moment in
                    moment.state.path.allSatisfy { element in
                        guard let record = element[case: SyncUpsApp.Path.record] else { return true }
                        return record.secondsElapsed <= record.syncUp.durationSeconds
                    }
                },
            ],
            // `speechWillFail` fails the recognizer listening, or else the
            // next one (`speechFails` and `say` are errors when none listens,
            // which the State does not show).
            faults: [
                .speechAuthorization(.authorized), .speechAuthorization(.denied), .speechWillFail,
                .saveFails, .loadFails, .storageWorks,
            ],
            advances: [.seconds(1), .seconds(10), .seconds(60)],
            // The app's Actions, Effects and screens, for the coverage; its
            // screens are titled by the sync-ups shown, so they are named by kind.
            actions: ["list", "path", "push", "popFrom"],
            effects: ["alert", "failed"],
            screens: [
                "list", "new sync-up sheet", "detail", "edit sheet", "delete alert", "record", "end-meeting alert",
                "speech-failure alert", "past meeting",
            ],
            screenNames: Self.screenNames,
            isUnexpected: { effect in
                // A storage failure the plan set is shown as the storage's
                // message; any other failure is a bug.
                guard case .failed(let message) = effect else { return false }
                return !ScriptedStorage.failureMessages.contains(message)
            })
    }

    /// The kinds of screen a State shows: the top of the stack (or the
    /// list), and what it presents.
    private static func screenNames(_ state: SyncUpsApp.State) -> [String] {
        guard let top = state.path.last else {
            return state.addSyncUp == nil ? ["list"] : ["list", "new sync-up sheet"]
        }
        switch top {
        case .detail(let detail):
            return ["detail"] + (detail.editing == nil ? [] : ["edit sheet"]) + (detail.alert == nil ? [] : ["delete alert"])
        case .record(let record):
            switch record.alert {
            case nil: return ["record"]
            case .endMeeting: return ["record", "end-meeting alert"]
            case .speechRecognizerFailed: return ["record", "speech-failure alert"]
            }
        case .meeting:
            return ["past meeting"]
        }
    }
}
