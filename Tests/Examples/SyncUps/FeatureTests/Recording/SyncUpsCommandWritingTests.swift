import Foundation
import Stateful
import StatefulDependencies
import StatefulExampleSyncUps
import StatefulExampleSyncUpsScripting
import StatefulScript
import Testing

/// Every SyncUps Command and backend setting written back as script text.
@MainActor
@Suite struct SyncUpsCommandWritingTests {
    static let strings = ["", "Design review", "quote \" backslash \\ ${X} $", "tab\tnew\nline\r\0", "\u{202E}rtl\u{2066}",
                          "\u{301}combining first", "prepended last\u{0D4E}", "振り返り 👩🏽‍💻 🇯🇵", "\u{200D}\u{FE0F}\u{85}\u{2028}"]

    /// Every case of the form's Commands, with sample payloads.
    static var formCommands: [SyncUpForm.Command] {
        var commands: [SyncUpForm.Command] = [.addAttendeeTapped, .deleteAttendees(atOffsets: []), .deleteAttendees(atOffsets: [0, 2, -1])]
        commands += strings.map { .setTitle($0) }
        commands += [0, 1, 15, -5, Int.max, Int.min].map { .setDuration(minutes: $0) }
        commands += Theme.allCases.map { .setTheme($0) }
        commands += strings.enumerated().map { .setAttendeeName(at: $0.offset, name: $0.element) }
        return commands
    }

    /// Every case of the app's Commands, nested as far as they go.
    static var appCommands: [SyncUpsApp.Command] {
        let ids = [UUID(0), UUID(3),
                   UUID(uuidString: "F1E2D3C4-B5A6-4789-8ABC-DEF012345678") ?? UUID(9)]
        var list: [SyncUpsList.Command] = [.addSyncUpTapped, .dismissAddSyncUpTapped, .confirmAddSyncUpTapped]
        list += ids.map { .syncUpTapped(SyncUp.ID($0)) }
        list += formCommands.map { .addSyncUp($0) }
        var detail: [SyncUpDetail.Command] = [
            .editTapped, .cancelEditTapped, .doneEditingTapped, .deleteTapped, .confirmDeletion, .startMeetingTapped,
            .continueWithoutRecording, .openSettings, .deleteMeetings(atOffsets: [1]), .deleteMeetings(atOffsets: []),
        ]
        detail += ids.map { .meetingTapped(Meeting.ID($0)) }
        detail += formCommands.map { .edit($0) }
        let record: [RecordMeeting.Command] = [.task, .nextTapped, .endMeetingTapped, .confirmSave, .confirmDiscard, .resume]
        var commands: [SyncUpsApp.Command] = [.task, .popFrom(0), .popFrom(41)]
        commands += list.map { .list($0) }
        commands += detail.map { .path(0, .detail($0)) }
        commands += record.map { .path(7, .record($0)) }
        return commands
    }

    static var backendSettings: [SyncUpsBackend] {
        SpeechAuthorizationStatus.allCases.map { .speechAuthorization($0) } + strings.map { .say($0) } + [.speechFails]
    }

    @Test("every SyncUps Command prints, parses and decodes back equal, and prints back identically")
    func commandsRoundTrip() throws {
        let writer = ScriptValueWriter()
        #expect(Self.appCommands.count > 80)
        for command in Self.appCommands {
            let text = try writer.text(of: command)
            var parser = FlowScriptParser<SyncUpsApp.Command, SyncUpsBackend>()
            let script = try parser.parse(source: "send " + text, path: "t.flow", directory: FileManager.default.temporaryDirectory)
            guard case .send(let decoded, _) = script.steps.first?.statement else {
                Issue.record("not a send: \(text)")
                continue
            }
            #expect(decoded == command, "\(text)")
            #expect(try writer.text(of: decoded) == text)
        }
        #expect(try writer.text(of: SyncUpsApp.Command.path(1, .detail(.edit(.setAttendeeName(at: 2, name: "Linus")))))
            == #"path(1, detail(edit(setAttendeeName(at: 2, name: "Linus"))))"#)
        #expect(try writer.text(of: SyncUpsApp.Command.list(.syncUpTapped(SyncUp.ID(UUID(0)))))
            == #"list(syncUpTapped("00000000-0000-0000-0000-000000000000"))"#)
    }

    @Test("every Command and backend line of the bundled SyncUps flows, decoded, prints back as written",
          arguments: SyncUpsRecordingTests.bundledFlows)
    func bundledLinesPrintBackAsWritten(_ name: String) throws {
        var parser = FlowScriptParser<SyncUpsApp.Command, SyncUpsBackend>()
        let script = try parser.parse(contentsOf: SyncUpsRecordingTests.flowsFolder.appendingPathComponent(name))
        let writer = ScriptValueWriter()
        var checked = 0
        for step in script.flattenedSteps {
            switch step.statement {
            case .send(let command, let written), .start(let command, let written):
                #expect(try writer.text(of: command) == written.description)
                checked += 1
            case .backend(let setting, let written):
                #expect(try writer.text(of: setting) == written.description)
                checked += 1
            default:
                continue
            }
        }
        #expect(checked > 0)
    }

    @Test("every SyncUps backend setting prints, parses and decodes back equal")
    func backendSettingsRoundTrip() throws {
        let writer = ScriptValueWriter()
        for setting in Self.backendSettings {
            let text = try writer.text(of: setting)
            var parser = FlowScriptParser<SyncUpsApp.Command, SyncUpsBackend>()
            let script = try parser.parse(source: "backend " + text, path: "t.flow", directory: FileManager.default.temporaryDirectory)
            guard case .backend(let decoded, _) = script.steps.first?.statement else {
                Issue.record("not a backend line: \(text)")
                continue
            }
            #expect(decoded == setting, "\(text)")
            #expect(try writer.text(of: decoded) == text)
        }
    }
}
