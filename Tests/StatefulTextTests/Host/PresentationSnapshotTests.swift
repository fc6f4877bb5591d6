import StatefulTesting
import StatefulText
import Testing

/// The presentation values drawn: an alert of several buttons, a
/// confirmation dialog and a sheet, in English and Japanese, at the
/// narrowest width, both phone widths and a wide one, with outlines.
@Suite struct PresentationSnapshotTests {
    private static let widths: [(name: String, width: ScreenWidth)] = [
        ("minimum", .minimum), ("compact", .compact), ("regular", .regular), ("wide", 72),
    ]

    static func recordScreen(english: Bool) -> Screen {
        Screen(english ? "Record meeting" : "会議を記録") {
            Text(english ? "Speaker 1 of 3: Blob" : "発言者 1/3: ブロブ")
            Text("00:42")
        }
    }

    static func endMeeting(english: Bool) -> Alert {
        english
            ? Alert(title: "End meeting?", message: "You are ending the meeting early. What would you like to do?", buttons: [
                AlertButton("Save and end", command: "saveAndEnd"),
                AlertButton("Resume", role: .cancel),
                AlertButton("Discard", role: .destructive, command: "discard"),
            ])
            : Alert(title: "会議を終了しますか？", message: "会議を早めに終了しようとしています。どうしますか？", buttons: [
                AlertButton("保存して終了", command: "saveAndEnd"),
                AlertButton("再開", role: .cancel),
                AlertButton("破棄", role: .destructive, command: "discard"),
            ])
    }

    private static func deletion(english: Bool) -> ConfirmationDialog {
        english
            ? ConfirmationDialog(title: "Delete this sync-up?", message: "Its meetings are deleted too.", buttons: [
                AlertButton("Cancel", role: .cancel),
                AlertButton("Delete", role: .destructive, command: "delete"),
            ])
            : ConfirmationDialog(title: "この会議を削除しますか？", buttons: [
                AlertButton("キャンセル", role: .cancel),
                AlertButton("削除", role: .destructive, command: "delete"),
            ])
    }

    private static func editSheet(english: Bool) -> Screen {
        Screen(english ? "Edit sync-up" : "会議を編集") {
            TextField(english ? "Title" : "タイトル", text: "Morning sync")
            Button(english ? "Done" : "完了")
        }
    }

    private func assertDrawings(of presented: PresentedScreen, named name: String,
                                filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
        for (widthName, width) in Self.widths {
            assertSnapshot(of: presented, as: .screen(width: width), named: "\(name).\(widthName)",
                           filePath: filePath, testName: testName, line: line)
        }
        assertSnapshot(of: presented, as: .outline, named: "\(name).outline", filePath: filePath, testName: testName, line: line)
    }

    @Test func anAlertWithThreeButtons() {
        for english in [true, false] {
            let presented = PresentedScreen(screen: Self.recordScreen(english: english), alert: Self.endMeeting(english: english))
            assertDrawings(of: presented, named: english ? "english" : "japanese")
        }
    }

    @Test func aConfirmationDialog() {
        for english in [true, false] {
            let presented = PresentedScreen(screen: Self.recordScreen(english: english), dialog: Self.deletion(english: english))
            assertDrawings(of: presented, named: english ? "english" : "japanese")
        }
    }

    @Test func aSheet() {
        for english in [true, false] {
            let presented = PresentedScreen(screen: Self.recordScreen(english: english), sheet: Self.editSheet(english: english))
            assertDrawings(of: presented, named: english ? "english" : "japanese")
        }
    }

    @Test func aSheetWithAnAlertOverIt() {
        for english in [true, false] {
            let presented = PresentedScreen(
                screen: Self.recordScreen(english: english), alert: Self.endMeeting(english: english),
                sheet: Self.editSheet(english: english))
            assertDrawings(of: presented, named: english ? "english" : "japanese")
        }
    }
}
