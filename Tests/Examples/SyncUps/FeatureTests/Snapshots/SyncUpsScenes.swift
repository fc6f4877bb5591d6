import Foundation
import Stateful
import StatefulText
import StatefulExampleSyncUps

/// The SyncUps screens worth recording, each reached the way the app
/// reaches it: Commands sent to the app's store, the host following every
/// step and drawing the State and the Effects.
enum SyncUpsScene: String, CaseIterable {
    case listEmpty, list, newSyncUp, detail, editSheet, deleteAlert, speechDeniedAlert
    case record, endMeetingAlert, lastSpeakerAlert, speechFailureAlert, meeting, loadFailure

    /// The record screen half-way through the Design meeting.
    static let recordMidway = RecordMeeting.State(
        syncUp: .design, secondsElapsed: 150, speakerIndex: 1,
        transcript: "Blob shipped the onboarding flow; Blob Jr. is reviewing the settings designs.")

    /// The host, after the scene's Commands.
    @MainActor
    func host(labels: SyncUpsLabels) async -> ScreenHost<ScreenStore<SyncUpsApp>> {
        let listed = SyncUpsApp.State(syncUps: [.design, .engineering])
        let state: SyncUpsApp.State
        switch self {
        case .listEmpty, .loadFailure: state = SyncUpsApp.State()
        case .record, .endMeetingAlert, .lastSpeakerAlert, .speechFailureAlert:
            var recording = Self.recordMidway
            if self == .lastSpeakerAlert {
                recording.secondsElapsed = 250
                recording.speakerIndex = 2
            }
            if self == .speechFailureAlert {
                recording.transcript += " ❌"
                recording.alert = .speechRecognizerFailed
            }
            state = SyncUpsApp.State(
                syncUps: listed.syncUps, path: [.detail(SyncUpDetail.State(syncUp: .design)), .record(recording)])
        default: state = listed
        }
        let storage = self == .loadFailure
            ? StorageSpy(failure: .invalidContents(path: "/home/blob/.local/share/SyncUps/sync-ups.json", reason: "it is not JSON"))
            : StorageSpy(state.syncUps)
        let store = makeAppStore(state, speech: .fake(.denied), storage: storage.storage)
        let host = ScreenHost(syncUps: store, labels: labels)
        let observation = host.observe(store.core)
        defer { observation.cancel() }
        let design = SyncUp.design.id
        switch self {
        case .listEmpty, .list, .record:
            break
        case .loadFailure:
            await store.dispatchCommand(.task)
        case .newSyncUp:
            await store.dispatchCommand(.list(.addSyncUpTapped))
            await store.dispatchCommand(.list(.addSyncUp(.setTitle("Retrospective"))))
            await store.dispatchCommand(.list(.addSyncUp(.setDuration(minutes: 15))))
            await store.dispatchCommand(.list(.addSyncUp(.setTheme(.seafoam))))
            await store.dispatchCommand(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob"))))
            await store.dispatchCommand(.list(.addSyncUp(.addAttendeeTapped)))
        case .detail:
            await store.dispatchCommand(.list(.syncUpTapped(design)))
        case .editSheet:
            await store.dispatchCommand(.list(.syncUpTapped(design)))
            await store.dispatchCommand(.path(0, .detail(.editTapped)))
            await store.dispatchCommand(.path(0, .detail(.edit(.setTitle("Design review")))))
            await store.dispatchCommand(.path(0, .detail(.edit(.addAttendeeTapped))))
        case .deleteAlert:
            await store.dispatchCommand(.list(.syncUpTapped(design)))
            await store.dispatchCommand(.path(0, .detail(.deleteTapped)))
        case .speechDeniedAlert:
            await store.dispatchCommand(.list(.syncUpTapped(design)))
            await store.dispatchCommand(.path(0, .detail(.startMeetingTapped)))
        case .endMeetingAlert:
            await store.dispatchCommand(.path(1, .record(.endMeetingTapped)))
        case .lastSpeakerAlert:
            await store.dispatchCommand(.path(1, .record(.nextTapped)))
        case .speechFailureAlert:
            // The record screen's State holds the alert its recognizer's failure shows.
            break
        case .meeting:
            await store.dispatchCommand(.list(.syncUpTapped(design)))
            await store.dispatchCommand(.path(0, .detail(.meetingTapped(SyncUp.design.meetings[0].id))))
        }
        return host
    }
}

/// The two widths every SyncUps screen is recorded at.
let syncUpsWidths: [(name: String, width: ScreenWidth)] = [("compact", .compact), ("regular", .regular)]

/// Every screen of a host's stack, the root first, each pushed one with its
/// back button titled after the screen below, drawn `width` columns wide.
@MainActor
func renderStack(_ host: ScreenHost<ScreenStore<SyncUpsApp>>, width: ScreenWidth) throws -> String {
    let stack = host.stack
    var screens = [stack.root]
    for screen in stack.pushed {
        let below = screens[screens.count - 1]
        screens.append(screen.backButton(below.title.isEmpty ? "Back" : below.title))
    }
    return try screens.map { try $0.render(width: width) }.joined(separator: "\n")
}
