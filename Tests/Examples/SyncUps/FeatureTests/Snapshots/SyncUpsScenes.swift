import Foundation
import Stateful
import StatefulPersistence
import StatefulText
import StatefulExampleSyncUps

/// The SyncUps screens worth recording, each reached the way the app
/// reaches it: Commands sent to the app's store, the host following every
/// step and drawing the State and the Effects.
enum SyncUpsScene: String, CaseIterable {
    case listEmpty, list, newSyncUp, detail, editSheet, deleteAlert, speechDeniedAlert
    case record, endMeetingAlert, lastSpeakerAlert, speechFailureAlert, meeting, loadFailure

    /// The record screen half-way through the Design meeting, on `syncUp`.
    static func recordMidway(_ syncUp: Shared<SyncUp>) -> RecordMeeting.State {
        RecordMeeting.State(
            syncUp: syncUp, secondsElapsed: 150, speakerIndex: 1,
            transcript: "Blob shipped the onboarding flow; Blob Jr. is reviewing the settings designs.")
    }

    /// The host, after the scene's Commands.
    @MainActor
    func host(labels: SyncUpsLabels) async throws -> ScreenHost<ScreenStore<SyncUpsApp>> {
        let syncUps: IdentifiedArrayOf<SyncUp>
        switch self {
        case .listEmpty, .loadFailure: syncUps = []
        default: syncUps = [.design, .engineering]
        }
        let scene = self
        let (store, _) = try makeAppStore(syncUps: syncUps, speech: .fake(.denied)) { files in
            if scene == .loadFailure { try files.write(Data("it is not JSON".utf8), to: SyncUpsFile.url) }
        } state: { syncUps in
            switch scene {
            case .record, .endMeetingAlert, .lastSpeakerAlert, .speechFailureAlert:
                var recording = Self.recordMidway(try syncUps.element(SyncUp.design.id))
                if scene == .lastSpeakerAlert {
                    recording.secondsElapsed = 250
                    recording.speakerIndex = 2
                }
                if scene == .speechFailureAlert {
                    recording.transcript += " ❌"
                    recording.alert = .speechRecognizerFailed
                }
                return SyncUpsApp.State(
                    syncUps: syncUps, path: [.detail(try detailState(SyncUp.design.id, of: syncUps)), .record(recording)])
            default:
                return SyncUpsApp.State(syncUps: syncUps)
            }
        }
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
