import Foundation
import StatefulScript
import StatefulExampleSyncUps
import Testing

/// The app's Commands as a flow script writes them, in Swift case syntax,
/// decoded by their synthesized `Decodable` conformances.
@Suite struct SyncUpsCommandScriptTests {
    func commands(_ source: String) throws -> [SyncUpsApp.Command] {
        var parser = FlowScriptParser<SyncUpsApp.Command, NoBackend>()
        let script = try parser.parse(source: source, path: "sync-ups.flow", directory: FileManager.default.temporaryDirectory)
        return script.steps.compactMap { step in
            switch step.statement {
            case .send(let command, _), .start(let command, _): command
            default: nil
            }
        }
    }

    @Test func everyKindOfCommandDecodes() throws {
        let source = """
            send task
            send list(addSyncUpTapped)
            send list(addSyncUp(setTitle("Design")))
            send list(addSyncUp(setDuration(minutes: 10)))
            send list(addSyncUp(setTheme(orange)))
            send list(addSyncUp(setAttendeeName(at: 0, name: "Blob")))
            send list(addSyncUp(deleteAttendees(atOffsets: [0, 2])))
            send list(confirmAddSyncUpTapped)
            send list(syncUpTapped("00000000-0000-0000-0000-000000000100"))
            send path(0, detail(startMeetingTapped))
            send path(0, detail(edit(addAttendeeTapped)))
            send path(0, detail(meetingTapped("00000000-0000-0000-0000-000000000104")))
            start path(1, record(task))
            send path(1, record(endMeetingTapped))
            send popFrom(1)
            """
        #expect(try commands(source) == [
            .task,
            .list(.addSyncUpTapped),
            .list(.addSyncUp(.setTitle("Design"))),
            .list(.addSyncUp(.setDuration(minutes: 10))),
            .list(.addSyncUp(.setTheme(.orange))),
            .list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob"))),
            .list(.addSyncUp(.deleteAttendees(atOffsets: [0, 2]))),
            .list(.confirmAddSyncUpTapped),
            .list(.syncUpTapped(SyncUp.design.id)),
            .path(0, .detail(.startMeetingTapped)),
            .path(0, .detail(.edit(.addAttendeeTapped))),
            .path(0, .detail(.meetingTapped(SyncUp.design.meetings[0].id))),
            .path(1, .record(.task)),
            .path(1, .record(.endMeetingTapped)),
            .popFrom(1),
        ])
    }

    @Test func aMisspeltCaseIsALocatedErrorWithASuggestion() {
        #expect(throws: FlowScriptError.self) {
            try commands("send path(0, detail(startMeetingTaped))")
        }
        do {
            _ = try commands("send path(0, detail(startMeetingTaped))")
        } catch {
            #expect(String(describing: error).contains("sync-ups.flow:1:"))
            #expect(String(describing: error).contains("did you mean `startMeetingTapped`?"))
        }
    }

    @Test func anIdThatIsNotAUUIDIsAnError() {
        #expect(throws: FlowScriptError.self) {
            try commands("send list(syncUpTapped(\"design\"))")
        }
    }
}
