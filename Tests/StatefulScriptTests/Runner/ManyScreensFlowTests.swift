import Foundation
import Stateful
import StatefulScript
import StatefulText
import Testing

/// A small app of three screens whose navigation is State: a list of notes,
/// a note pushed over it, and a "New note" sheet. It saves its notes to a
/// file in the flow's folder, and reads them when it starts.
private struct Notes: ScreenLogic {
    struct State: Equatable, Sendable {
        var notes: [String] = []
        var path = StackState<Int>()
        var draft: String?
    }

    enum Command: Sendable, Hashable, Decodable {
        case newNote, type(String), save, cancelNew
        case open(Int), close(StackElementID)
    }

    enum Action: ViewAction {
        case drafting(String?), saved(String), opened(Int), closed(StackElementID)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .drafting(let draft): state.draft = draft
            case .saved(let note): state.notes.append(note); state.draft = nil
            case .opened(let index): state.path.append(index)
            case .closed(let id): state.path.pop(from: id)
            }
            return state
        }
    }

    enum Effect: Sendable { case failed(String) }

    let file: URL

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .newNote: context.dispatchAction(.drafting(""))
        case .type(let text): context.dispatchAction(.drafting(text))
        case .cancelNew: context.dispatchAction(.drafting(nil))
        case .save:
            guard let draft = context.state.draft else { return }
            context.dispatchAction(.saved(draft))
            try JSONEncoder().encode(context.state.notes).write(to: file)
        case .open(let index): context.dispatchAction(.opened(index))
        case .close(let id): context.dispatchAction(.closed(id))
        }
    }
}

@MainActor
private struct NotesFeature: ScriptableFeature {
    let name = "notes"
    let summary = "notes on three screens"
    /// Fails to start on this launch (1 for the first relaunch), if set.
    var failingLaunch: Int?
    /// Where the runner's folder was, for the test to look after the flow.
    let seenFolders = SeenFolders()

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<Notes>, NoBackend> {
        if context.launch == failingLaunch { throw NotesStartFailure() }
        let folder = try context.files.directory()
        seenFolders.urls.append(folder)
        let file = folder.appendingPathComponent("notes.json")
        let saved = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([String].self, from: $0) } ?? []
        let store = ScreenStore(Notes(file: file), initialState: .init(notes: saved), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, stack: { state in
            ScreenStack(
                root: Screen("Notes") { Text(state.notes.isEmpty ? "No notes" : state.notes.joined(separator: ", ")) },
                pushed: state.path.map { index in Screen("Note") { Text(state.notes.indices.contains(index) ? state.notes[index] : "?") } },
                back: state.path.topID.map { .close($0) },
                sheet: state.draft.map { draft in Screen("New note") { Text("Draft: \(draft)") } },
                dismissSheet: .cancelNew)
        }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

@MainActor
private final class SeenFolders {
    var urls: [URL] = []
}

private struct NotesStartFailure: Error, CustomStringConvertible {
    var description: String { "the notes file is locked" }
}

@MainActor
@Suite struct ManyScreensFlowTests {
    @Test func aFlowCrossesScreensWhoseNavigationIsState() async throws {
        let run = try await FlowRun.run("""
            newNote
            expect outline contains "sheet \\"New note\\" over \\"Notes\\""
            dismiss sheet
            expect screen contains "No notes"
            newNote
            type("buy milk")
            save
            open(0)
            expect screen contains "< Notes"
            expect screen contains "buy milk"
            back
            expect screen contains "Notes"
            back
            """, feature: NotesFeature(), path: "Flows/notes.flow")
        #expect(run.failures.map(\.message) == ["the first screen is shown: there is nothing to go back to"])
        #expect(run.failures.first?.location.line == 13)
        #expect(run.transcript.contains("> close(0)"), "back sent the Command the stack names")
        #expect(run.transcript.contains("> cancelNew"), "dismiss sheet sent the Command the stack names")
    }

    @Test func relaunchStartsANewSessionFromWhatTheOldOneSaved() async throws {
        let feature = NotesFeature()
        let run = try await FlowRun.run("""
            newNote
            type("call Ada")
            save
            open(0)
            relaunch
            expect screen contains "call Ada"
            expect outline contains "screen \\"Notes\\""
            newNote
            """, feature: feature, path: "Flows/relaunch.flow")
        #expect(run.failures.isEmpty)
        #expect(run.transcript.contains("""
            > (relaunch)
              relaunched
            """))
        #expect(run.transcript.contains("> newNote"))
        #expect(feature.seenFolders.urls.count == 2)
        #expect(Set(feature.seenFolders.urls).count == 1, "the same folder, kept across the relaunch")
        let folder = try #require(feature.seenFolders.urls.first)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "removed when the flow ended")
    }

    @Test func aRelaunchShowsTheChangeOfStateItMade() async throws {
        let run = try await FlowRun.run("""
            newNote
            type("x")
            relaunch
            """, feature: NotesFeature(), path: "Flows/unsaved.flow")
        #expect(run.failures.isEmpty)
        #expect(run.transcript.contains("  relaunched\n"), "the unsaved draft is gone")
        #expect(run.transcript.contains("-   draft: \"x\""))
    }

    @Test func aFeatureThatCannotStartAgainStopsTheFlowThere() async throws {
        let run = try await FlowRun.run("""
            newNote
            relaunch
            save
            """, feature: NotesFeature(failingLaunch: 1), path: "Flows/locked.flow")
        #expect(run.failures.map(\.message) == [
            "the feature could not start again: the notes file is locked",
            "not run: the step at Flows/locked.flow:2:1 the feature could not start again: the notes file is locked",
        ])
    }

    @Test func relaunchIsAStatementOfItsOwnThatTakesNothing() throws {
        #expect(throws: FlowScriptError.self) {
            try FlowRun.parse("relaunch now", for: NotesFeature(), path: "Flows/bad.flow")
        }
        let script = try FlowRun.parse("relaunch", for: NotesFeature(), path: "Flows/good.flow")
        guard case .relaunch = script.flattenedSteps.first?.statement else {
            Issue.record("`relaunch` did not parse as the relaunch statement")
            return
        }
    }
}
