import Foundation

/// The words of the SyncUps screens and alerts, in one language, and how
/// counts, lengths and dates are written in it.
///
/// ```swift
/// ScreenHost(syncUps: store, labels: .japanese)
/// ```
///
/// For another language, start from one of these and change what differs:
///
/// ```swift
/// var labels = SyncUpsLabels.english
/// labels.listTitle = "Stand-ups"
/// ```
///
/// Dates are written in UTC by the labels' own rules, never by the
/// machine's locale or time zone, so a screen is the same on every machine.
public struct SyncUpsLabels: Sendable {
    // MARK: List

    /// The list's navigation title: "Daily Sync-ups".
    public var listTitle: String
    /// The list's add button.
    public var addSyncUp: String
    /// The list's text when it has no sync-ups.
    public var noSyncUps: String

    // MARK: Form

    /// The "New sync-up" sheet's title.
    public var newSyncUpTitle: String
    /// The "New sync-up" sheet's button that closes it without adding.
    public var discard: String
    /// The "New sync-up" sheet's button that adds the sync-up.
    public var add: String
    /// The edit sheet's button that closes it without saving (and the
    /// alerts' cancel button).
    public var cancel: String
    /// The edit sheet's button that saves.
    public var done: String
    /// The header of the sync-up's title, length and theme.
    public var syncUpInfo: String
    /// The title field's label.
    public var title: String
    /// The length row's label.
    public var length: String
    /// The theme row's label.
    public var theme: String
    /// The header of the attendees.
    public var attendees: String
    /// An attendee field's placeholder.
    public var attendeeName: String
    /// The button that adds an attendee.
    public var newAttendee: String

    // MARK: Detail

    /// The detail screen's button that starts a meeting.
    public var startMeeting: String
    /// The header of the past meetings.
    public var pastMeetings: String
    /// The detail screen's edit button.
    public var edit: String
    /// The detail screen's delete button.
    public var delete: String

    // MARK: Record

    /// The record screen's navigation title.
    public var recordTitle: String
    /// The label of the seconds elapsed.
    public var secondsElapsed: String
    /// The label of the seconds remaining.
    public var secondsRemaining: String
    /// The button that passes to the next speaker.
    public var next: String
    /// The button that ends the meeting early.
    public var endMeeting: String
    /// Shown while the timer is stopped.
    public var paused: String
    /// Marks an attendee who has spoken.
    public var spoken: String
    /// Marks the attendee speaking now.
    public var speaking: String
    /// The header of the transcript.
    public var transcript: String
    /// Shown in place of an empty transcript.
    public var noTranscript: String

    // MARK: Alerts

    /// The "Delete?" alert's title.
    public var deleteAlertTitle: String
    /// The "Delete?" alert's message.
    public var deleteAlertMessage: String
    /// The "Delete?" alert's destructive button.
    public var yes: String
    /// The "Delete?" alert's cancel button.
    public var nevermind: String
    /// The speech-recognition-denied alert's title.
    public var speechDeniedTitle: String
    /// The speech-recognition-denied alert's message.
    public var speechDeniedMessage: String
    /// The speech-recognition-restricted alert's title.
    public var speechRestrictedTitle: String
    /// The speech-recognition-restricted alert's message.
    public var speechRestrictedMessage: String
    /// The button that starts the meeting without transcribing. (SyncUps
    /// says "Continue without recording", which a compact alert cuts short.)
    public var continueWithoutRecording: String
    /// The button that opens the settings.
    public var openSettings: String
    /// The "End meeting?" alert's title.
    public var endMeetingTitle: String
    /// The "End meeting?" alert's message.
    public var endMeetingMessage: String
    /// The "End meeting?" alert's button that saves.
    public var saveAndEnd: String
    /// The "End meeting?" alert's destructive button.
    public var discardEnd: String
    /// The "End meeting?" alert's cancel button.
    public var resume: String
    /// The speech-failure alert's title.
    public var speechFailedTitle: String
    /// The speech-failure alert's message.
    public var speechFailedMessage: String
    /// The speech-failure alert's cancel button.
    public var continueMeeting: String
    /// The speech-failure alert's destructive button.
    public var discardMeeting: String
    /// The title of the alert that shows a failure.
    public var errorTitle: String
    /// The failure alert's dismiss button.
    public var ok: String

    // MARK: Formatting

    /// Between the attendee count and the length of a list row: ", ".
    public var listSeparator: String
    /// "3 attendees".
    public var attendeeCount: @Sendable (Int) -> String
    /// A length in whole minutes: "5 min".
    public var minutes: @Sendable (Int) -> String
    /// Who speaks: "Speaker 2 of 3: Blob Jr." from the position counted
    /// from 1, the number of attendees, and the name.
    public var speaker: @Sendable (_ position: Int, _ count: Int, _ name: String) -> String
    /// A meeting's date and time, in UTC: "2/13/2009, 11:31 PM".
    public var date: @Sendable (Date) -> String
    /// A theme's name: "Bubblegum".
    public var themeName: @Sendable (Theme) -> String

    /// English labels, as in SyncUps.
    public static let english = SyncUpsLabels(
        listTitle: "Daily Sync-ups", addSyncUp: "Add sync-up", noSyncUps: "No sync-ups yet.",
        newSyncUpTitle: "New sync-up", discard: "Discard", add: "Add", cancel: "Cancel", done: "Done",
        syncUpInfo: "Sync-up info", title: "Title", length: "Length", theme: "Theme", attendees: "Attendees",
        attendeeName: "Name", newAttendee: "New attendee",
        startMeeting: "Start meeting", pastMeetings: "Past meetings", edit: "Edit", delete: "Delete",
        recordTitle: "Record meeting", secondsElapsed: "Seconds elapsed", secondsRemaining: "Seconds remaining",
        next: "Next", endMeeting: "End meeting", paused: "Paused", spoken: "(spoke)", speaking: "(speaking)",
        transcript: "Transcript", noTranscript: "Nothing was recorded.",
        deleteAlertTitle: "Delete?", deleteAlertMessage: "Are you sure you want to delete this sync-up?",
        yes: "Yes", nevermind: "Nevermind",
        speechDeniedTitle: "Speech recognition denied",
        speechDeniedMessage: "You previously denied speech recognition and so your meeting will not be recorded. "
            + "You can enable speech recognition in settings, or you can continue without recording.",
        speechRestrictedTitle: "Speech recognition restricted",
        speechRestrictedMessage: "Your device does not support speech recognition and so your meeting will not be recorded.",
        continueWithoutRecording: "Start without recording", openSettings: "Open settings",
        endMeetingTitle: "End meeting?",
        endMeetingMessage: "You are ending the meeting early. What would you like to do?",
        saveAndEnd: "Save and end", discardEnd: "Discard", resume: "Resume",
        speechFailedTitle: "Speech recognition failure",
        speechFailedMessage: "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. "
            + "What do you want to do?",
        continueMeeting: "Continue meeting", discardMeeting: "Discard meeting",
        errorTitle: "Error", ok: "OK", listSeparator: ", ",
        attendeeCount: { $0 == 1 ? "1 attendee" : "\($0) attendees" },
        minutes: { "\($0) min" },
        speaker: { position, count, name in "Speaker \(position) of \(count): \(name)" },
        date: { date in
            let parts = UTCDateParts(date)
            let hour12 = parts.hour % 12 == 0 ? 12 : parts.hour % 12
            return "\(parts.month)/\(parts.day)/\(parts.year), \(hour12):\(UTCDateParts.padded(parts.minute, 2)) "
                + (parts.hour < 12 ? "AM" : "PM")
        },
        themeName: { $0.name })

    /// Japanese labels.
    public static let japanese = SyncUpsLabels(
        listTitle: "デイリーシンクアップ", addSyncUp: "シンクアップを追加", noSyncUps: "シンクアップはまだありません。",
        newSyncUpTitle: "新しいシンクアップ", discard: "破棄", add: "追加", cancel: "キャンセル", done: "完了",
        syncUpInfo: "シンクアップ情報", title: "タイトル", length: "長さ", theme: "テーマ", attendees: "参加者",
        attendeeName: "名前", newAttendee: "参加者を追加",
        startMeeting: "ミーティングを開始", pastMeetings: "過去のミーティング", edit: "編集", delete: "削除",
        recordTitle: "ミーティングを記録", secondsElapsed: "経過秒数", secondsRemaining: "残り秒数",
        next: "次へ", endMeeting: "ミーティングを終了", paused: "一時停止中", spoken: "(発言済み)", speaking: "(発言中)",
        transcript: "文字起こし", noTranscript: "記録はありません。",
        deleteAlertTitle: "削除しますか？", deleteAlertMessage: "このシンクアップを削除してもよろしいですか？",
        yes: "はい", nevermind: "やめる",
        speechDeniedTitle: "音声認識が許可されていません",
        speechDeniedMessage: "以前に音声認識を許可しなかったため、ミーティングは記録されません。"
            + "設定で音声認識を許可するか、記録せずに続けることができます。",
        speechRestrictedTitle: "音声認識を利用できません",
        speechRestrictedMessage: "このデバイスは音声認識に対応していないため、ミーティングは記録されません。",
        continueWithoutRecording: "記録せずに続ける", openSettings: "設定を開く",
        endMeetingTitle: "ミーティングを終了しますか？",
        endMeetingMessage: "ミーティングを予定より早く終了しようとしています。どうしますか？",
        saveAndEnd: "保存して終了", discardEnd: "破棄", resume: "再開",
        speechFailedTitle: "音声認識に失敗しました",
        speechFailedMessage: "何らかの理由で音声認識に失敗したため、これ以降ミーティングは記録されません。どうしますか？",
        continueMeeting: "ミーティングを続ける", discardMeeting: "ミーティングを破棄",
        errorTitle: "エラー", ok: "OK", listSeparator: "、",
        attendeeCount: { "参加者\($0)人" },
        minutes: { "\($0)分" },
        speaker: { position, count, name in "話者 \(position)/\(count): \(name)" },
        date: { date in
            let parts = UTCDateParts(date)
            return "\(parts.year)/\(UTCDateParts.padded(parts.month, 2))/\(UTCDateParts.padded(parts.day, 2)) "
                + "\(UTCDateParts.padded(parts.hour, 2)):\(UTCDateParts.padded(parts.minute, 2))"
        },
        themeName: { theme in
            switch theme {
            case .bubblegum: "バブルガム"
            case .buttercup: "バターカップ"
            case .indigo: "インディゴ"
            case .lavender: "ラベンダー"
            case .magenta: "マゼンタ"
            case .navy: "ネイビー"
            case .orange: "オレンジ"
            case .oxblood: "オックスブラッド"
            case .periwinkle: "ペリウィンクル"
            case .poppy: "ポピー"
            case .purple: "パープル"
            case .seafoam: "シーフォーム"
            case .sky: "スカイ"
            case .tan: "タン"
            case .teal: "ティール"
            case .yellow: "イエロー"
            }
        })
}
