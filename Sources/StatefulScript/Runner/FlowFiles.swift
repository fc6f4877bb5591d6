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
/// func makeSession(_ context: ScriptContext) throws -> ScriptSession<AppStore, Backend> {
///     let file = try context.files.directory().appendingPathComponent("notes.json")
///     let store = withDependencies { $0.noteStorage = .file(file) } operation: { AppStore() }
///     …
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
