import Foundation
import Stateful
import StatefulText
import StatefulExampleSyncUps
import Testing

/// The app in the screen host: the stack drawn from the State, the back
/// button and sheet dismissal as the app's Commands, alerts whose buttons
/// send the app's Commands.
@MainActor
@Suite struct SyncUpsHostTests {
    /// The host of an app whose sync-ups file holds `syncUps`; `path` is
    /// the stack over the list, made from the loaded sync-ups.
    func makeHost(
        _ syncUps: IdentifiedArrayOf<SyncUp>, speech: SpeechClient? = nil, labels: SyncUpsLabels = .english,
        path: (Shared<IdentifiedArrayOf<SyncUp>>) throws -> StackState<SyncUpsApp.Path> = { _ in [] }
    ) throws -> (ScreenHost<ScreenStore<SyncUpsApp>>, ScreenStore<SyncUpsApp>) {
        let (store, _) = try makeAppStore(syncUps: syncUps, speech: speech, state: { syncUps in
            SyncUpsApp.State(syncUps: syncUps, path: try path(syncUps))
        })
        let host = ScreenHost(syncUps: store, labels: labels)
        host.observe(store.core)
        return (host, store)
    }

    /// Design's detail screen (#0) over the Design and Engineering sync-ups.
    func onDetail(
        speech: SpeechClient? = nil, labels: SyncUpsLabels = .english
    ) throws -> (ScreenHost<ScreenStore<SyncUpsApp>>, ScreenStore<SyncUpsApp>) {
        try makeHost([.design, .engineering], speech: speech, labels: labels) { syncUps in
            [.detail(try detailState(SyncUp.design.id, of: syncUps))]
        }
    }

    /// Design's detail (#0) and record screen (#1), the record screen's State
    /// made by `record` from the shared sync-up.
    func recording(
        _ record: (Shared<SyncUp>) -> RecordMeeting.State = { RecordMeeting.State(syncUp: $0) }
    ) throws -> (ScreenHost<ScreenStore<SyncUpsApp>>, ScreenStore<SyncUpsApp>) {
        try makeHost([.design]) { syncUps in
            [.detail(try detailState(SyncUp.design.id, of: syncUps)), .record(record(try syncUps.element(SyncUp.design.id)))]
        }
    }

    @Test func theStackIsDrawnFromTheState() throws {
        let (host, _) = try recording()
        #expect(host.rootScreen.title == "Daily Sync-ups")
        #expect(host.stack.pushed.map(\.title) == ["Design", "Record meeting"])
        #expect(host.topScreen.backTitle == "Design")
        #expect(host.stack.back == .popFrom(1))
        #expect(host.sheet == nil)
    }

    @Test func theBackButtonPopsTheTopScreen() async throws {
        let (host, store) = try onDetail()
        #expect(host.canGoBack)
        let back = host.goBack()
        #expect(back == .popFrom(0))
        if let back { await store.dispatchCommand(back) }
        #expect(!host.canGoBack)
        #expect(host.topScreen.title == "Daily Sync-ups")
    }

    @Test func dismissingTheNewSyncUpSheetDiscardsIt() async throws {
        let (host, store) = try makeHost([.design])
        await store.dispatchCommand(.list(.addSyncUpTapped))
        #expect(host.sheet?.title == "New sync-up")
        let dismiss = host.dismissSheet()
        #expect(dismiss == .list(.dismissAddSyncUpTapped))
        if let dismiss { await store.dispatchCommand(dismiss) }
        #expect(host.sheet == nil)
        #expect(store.currentState.syncUps == [.design])
    }

    @Test func dismissingTheEditSheetCancelsTheEdit() async throws {
        let (host, store) = try onDetail()
        await store.dispatchCommand(.path(0, .detail(.editTapped)))
        await store.dispatchCommand(.path(0, .detail(.edit(.setTitle("Scrapped")))))
        #expect(host.sheet?.title == "Design")
        #expect(host.presented.outline.hasPrefix("sheet \"Design\" over \"Design\""))
        let dismiss = host.dismissSheet()
        #expect(dismiss == .path(0, .detail(.cancelEditTapped)))
        if let dismiss { await store.dispatchCommand(dismiss) }
        #expect(host.sheet == nil)
        #expect(store.currentState.syncUps[id: SyncUp.design.id]?.title == "Design")
    }

    @Test func tappingYesOnTheDeleteAlertDeletesTheSyncUp() async throws {
        let (host, store) = try onDetail()
        await store.dispatchCommand(.path(0, .detail(.deleteTapped)))
        #expect(host.alert == Alert(title: "Delete?", message: "Are you sure you want to delete this sync-up?", buttons: [
            AlertButton("Yes", role: .destructive, command: SyncUpsApp.Command.path(0, .detail(.confirmDeletion))),
            AlertButton("Nevermind", role: .cancel),
        ]))
        #expect(host.presentation.alert == nil)  // the detail screen's State holds it
        let command = try host.tap("Yes")
        #expect(command == .path(0, .detail(.confirmDeletion)))
        if let command { await store.dispatchCommand(command) }
        #expect(host.alert == nil)
        #expect(store.currentState.syncUps == [.engineering])
        #expect(host.topScreen.title == "Daily Sync-ups")
    }

    @Test func nevermindOnTheDeleteAlertOnlyDismissesIt() async throws {
        let (host, store) = try onDetail()
        await store.dispatchCommand(.path(0, .detail(.deleteTapped)))
        let dismissal = try host.tap("Nevermind")
        #expect(dismissal == .path(0, .detail(.alertDismissed)))
        #expect(host.dismissAlert() == dismissal)
        if let dismissal { await store.dispatchCommand(dismissal) }
        #expect(host.alert == nil)
        #expect(store.currentState.path[id: 0]?[case: SyncUpsApp.Path.detail]?.alert == nil)
        #expect(store.currentState.syncUps == [.design, .engineering])
    }

    @Test func theSpeechDeniedAlertStartsTheMeetingWithoutRecording() async throws {
        let (host, store) = try onDetail(speech: .fake(.denied))
        await store.dispatchCommand(.path(0, .detail(.startMeetingTapped)))
        #expect(host.presentation.alert?.buttons.map(\.title) == ["Start without recording", "Open settings", "Cancel"])
        let command = try host.tap("Start without recording")
        #expect(command == .path(0, .detail(.continueWithoutRecording)))
        if let command { await store.dispatchCommand(command) }
        #expect(host.topScreen.title == "Record meeting")
    }

    @Test func theEndMeetingAlertsButtonsSendTheRecordScreensCommands() async throws {
        let (host, store) = try recording()
        await store.dispatchCommand(.path(1, .record(.endMeetingTapped)))
        #expect(host.alert?.buttons == [
            AlertButton("Save and end", command: SyncUpsApp.Command.path(1, .record(.confirmSave))),
            AlertButton("Discard", role: .destructive, command: SyncUpsApp.Command.path(1, .record(.confirmDiscard))),
            AlertButton("Resume", role: .cancel, command: SyncUpsApp.Command.path(1, .record(.resume))),
        ])
        let resume = try host.tap("Resume")
        #expect(resume == .path(1, .record(.resume)))
        if let resume { await store.dispatchCommand(resume) }
        #expect(store.currentState.path[id: 1]?[case: SyncUpsApp.Path.record]?.alert == nil)
        #expect(host.alert == nil)
        await store.dispatchCommand(.path(1, .record(.endMeetingTapped)))
        #expect(host.dismissAlert() == .path(1, .record(.resume)))

        await store.dispatchCommand(.path(1, .record(.endMeetingTapped)))
        let discard = try host.tap("Discard")
        #expect(discard == .path(1, .record(.confirmDiscard)))
        if let discard { await store.dispatchCommand(discard) }
        #expect(store.currentState.path.ids == [0])
        #expect(store.currentState.syncUps == [.design])
    }

    @Test func nextOnTheLastSpeakerAsksWithoutDiscard() async throws {
        let (host, store) = try recording { RecordMeeting.State(syncUp: $0, speakerIndex: 2) }
        await store.dispatchCommand(.path(1, .record(.nextTapped)))
        #expect(host.alert?.buttons.map(\.title) == ["Save and end", "Resume"])
    }

    @Test func theSpeechFailureAlertsButtons() throws {
        let (_, store) = try recording { RecordMeeting.State(syncUp: $0, alert: .speechRecognizerFailed) }
        #expect(SyncUpsAppScreen(state: store.currentState).stack.alert == Alert(
            title: "Speech recognition failure",
            message: "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. "
                + "What do you want to do?",
            buttons: [
                AlertButton("Continue meeting", role: .cancel, command: SyncUpsApp.Command.path(1, .record(.resume))),
                AlertButton(
                    "Discard meeting", role: .destructive, command: SyncUpsApp.Command.path(1, .record(.confirmDiscard))),
            ]))
    }

    @Test func aFailureIsAnAlertWithItsMessage() async throws {
        let (host, store) = try onDetail(labels: .japanese)
        await withKnownIssue {
            await store.dispatchCommand(.path(0, .record(.nextTapped)))
        } matching: { "\($0)".contains("a Command was forwarded to RecordMeeting #0, which is not there") }
        #expect(host.presentation.alert == Alert(
            title: "エラー", message: "No RecordMeeting #0 screen is presented: the Command was not forwarded", dismissTitle: "OK"))
    }

    @Test func japaneseLabels() async throws {
        let (host, store) = try onDetail(labels: .japanese)
        #expect(host.topScreen.backTitle == "デイリーシンクアップ")
        await store.dispatchCommand(.path(0, .detail(.deleteTapped)))
        #expect(host.alert?.title == "削除しますか？")
        #expect(host.alert?.buttons.map(\.title) == ["はい", "やめる"])
    }

    @Test func datesAreWrittenInUTCByTheLabelsOwnRules() {
        let date = fixedNow  // 2009-02-13T23:31:30Z
        #expect(SyncUpsLabels.english.date(date) == "2/13/2009, 11:31 PM")
        #expect(SyncUpsLabels.japanese.date(date) == "2009/02/13 23:31")
        let midnight = Date(timeIntervalSince1970: 951_782_400)  // 2000-02-29T00:00:00Z, a leap day
        #expect(SyncUpsLabels.english.date(midnight) == "2/29/2000, 12:00 AM")
        let beforeEpoch = Date(timeIntervalSince1970: -1)  // 1969-12-31T23:59:59Z
        #expect(SyncUpsLabels.japanese.date(beforeEpoch) == "1969/12/31 23:59")
        #expect(SyncUpsLabels.english.date(Date(timeIntervalSince1970: 43_200)) == "1/1/1970, 12:00 PM")
    }
}
