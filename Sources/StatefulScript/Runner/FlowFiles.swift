import Foundation
import Stateful

/// A flow's own folder of files: where a feature keeps what its app saves
/// (a database, a JSON file), so that a `relaunch` finds it again.
///
/// The folder is made on first use, in the system's temporary folder, with
/// a name of its own for each flow; it is kept across `relaunch` and removed
/// when the flow ends. Nothing is written inside the package.
///
/// ```swift
/// import Foundation
///
/// struct Notes: ScreenLogic {
///     struct State: Equatable, Sendable { var notes: [String] = [] }
///     enum Command: Decodable, Sendable { case add(String) }
///     enum Action: ViewAction {
///         case added(String)
///         static func transform(_ state: State, action: Action) -> State {
///             switch action {
///             case .added(let note): State(notes: state.notes + [note])
///             }
///         }
///     }
///     let file: URL     // where the app keeps its notes
///
///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
///         switch command {
///         case .add(let note):
///             context.dispatchAction(.added(note))
///             try Data(context.state.notes.joined(separator: "\n").utf8).write(to: file)
///         }
///     }
/// }
///
/// struct NotesFeature: ScriptableFeature {
///     let name = "notes"
///     let summary = "notes kept in a file"
///
///     func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<Notes>, NoBackend> {
///         let file = try context.files.directory().appendingPathComponent("notes.txt")
///         let store = ScreenStore(Notes(file: file), initialState: Notes.State())
///         let host = ScreenHost(store: store) { state in Screen("Notes") { for note in state.notes { Text(note) } } }
///         return ScriptSession(store: store, host: host)
///     }
/// }
/// ```
public final class FlowFiles: Sendable {
    // Guards the folder's URL, made on first use.
    private let made = Protected<URL?>(nil)

    /// A flow's files; nothing exists on disk until ``directory()`` is called.
    public init() {}

    /// The flow's folder, made now if it does not exist yet.
    ///
    /// - Throws: The error of making it, when the temporary folder cannot be
    ///   written.
    public func directory() throws -> URL {
        try made.withLock { made in
            if let made { return made }
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("stateful-flow-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            made = url
            return url
        }
    }

    /// Removes the folder and everything in it, if it was made. The runner
    /// calls it when the flow ends.
    public func removeAll() {
        made.withLock { made in
            if let url = made {
                try? FileManager.default.removeItem(at: url)
            }
            made = nil
        }
    }
}
