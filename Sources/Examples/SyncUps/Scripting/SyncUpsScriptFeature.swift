import Foundation
import Stateful
import StatefulDependencies
import StatefulPersistence
import StatefulScript
import StatefulText
import StatefulExampleSyncUps

/// The SyncUps app for flow scripts: its one store (list, detail, edit and
/// new sheets, record meeting, meeting history), the whole stack drawn as
/// text, a speech recognizer that `backend` lines drive, and the sync-ups
/// file kept in the flow's in-memory files (the flow's `SharedFileSystem`),
/// so `relaunch` reopens the app from what it saved (`backend saveFails`,
/// `loadFails`, `storageWorks` make those files fail and work again).
///
/// Everything a flow sees is deterministic: ids are numbered
/// (`00000000-0000-0000-0000-000000000000` first, then …01, with a new
/// range after each relaunch), and the date is 2026-01-05 09:00 UTC plus
/// the script's clock.
public struct SyncUpsScriptFeature: ScriptableFeature {
    /// The backend words of SyncUps flows.
    public typealias Backend = SyncUpsBackend

    /// `--feature syncups`.
    public let name = "syncups"
    /// One line for `--help`.
    public let summary = "Point-Free's SyncUps app: sync-ups, meetings recorded with a timer and speech, saved to a file"

    /// `--language en|ja`: the labels the screens are drawn with.
    public static let languageOption = FeatureOption(
        name: "--language", valueName: "en|ja", summary: "draw the screens in English (en, the default) or Japanese (ja)"
    ) { value in
        ["en", "ja"].contains(value) ? nil : "--language takes en or ja, not '\(value)'"
    }

    /// The date the app's clock starts at in a flow: 2026-01-05 09:00 UTC.
    public nonisolated static let startDate = Date(timeIntervalSince1970: 1_767_603_600)

    /// Creates the feature.
    public init() {}

    /// `--language`.
    public var options: [FeatureOption] { [Self.languageOption] }

    /// A fresh app whose sync-ups are in the flow's files.
    public func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<SyncUpsApp>, SyncUpsBackend> {
        let files = SharedFileSystem.of(context.dependencies.sharedStorage)
        let speech = ScriptedSpeech()
        let clock = context.clock
        let firstID = context.launch * 1_000_000
        let store = withDependencies {
            $0.speechClient = speech.client
            $0.uuid = .incrementing(from: firstID)
            $0.date = DateGenerator { Self.startDate.addingTimeInterval(Self.seconds(clock.now.offset)) }
            $0.openSettings = SettingsOpener {}
        } operation: {
            ScreenStore(syncUps: SyncUpsApp.State())
        }
        let labels: SyncUpsLabels = context.options[Self.languageOption.name] == "ja" ? .japanese : .english
        let host = ScreenHost(syncUps: store, labels: labels)
        return ScriptSession(store: store, host: host) { setting in
            switch setting {
            case .speechAuthorization(let status): speech.authorize(status)
            case .say(let text): try speech.say(text)
            case .speechFails: try speech.fail()
            case .speechWillFail: speech.failWhenListening()
            case .saveFails: ScriptedStorage.failSaving(files)
            case .loadFails: ScriptedStorage.failLoading(files)
            case .storageWorks: ScriptedStorage.work(files)
            }
        }
    }

    private nonisolated static func seconds(_ duration: Duration) -> TimeInterval {
        TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18
    }
}
