/// Why the file strategy (`.fileStorage`) could not read or write its file:
/// what ``/Stateful/Shared/loadError`` and ``/Stateful/Shared/saveError`` hold.
///
/// The file is named by its name only (`notes.json`), never by its folder,
/// so a message is the same on every machine and shows no user's path.
///
/// ```swift
/// let state = NotesList.State()
/// if case .undecodable(let file, let reason) = state.$notes.loadError as? SharedFileError {
///     print("\(file) could not be read (\(reason)); it is kept as it is until it is fixed.")
/// }
/// ```
public enum SharedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be read: a folder has its name, no
    /// permission. The value is its default until the file can be read.
    case unreadable(file: String, reason: String)
    /// The file was read but does not hold a value of the key's type: a
    /// corrupt file, an older format. The value is its default, and nothing
    /// is saved over the file until it loads: fix or remove it.
    case undecodable(file: String, reason: String)
    /// The value could not be written (a full disk, no permission, a folder
    /// that cannot be made); it stays in memory, and the next change is
    /// saved again.
    case unwritable(file: String, reason: String)
    /// The value could not be encoded (an encoder of your own threw); it
    /// stays in memory.
    case unencodable(file: String, reason: String)

    /// The file and the reason, in a sentence:
    /// `notes.json does not hold a value this app can read: at [0].id: expected an Int`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file) could not be read: \(reason)"
        case .undecodable(let file, let reason): "\(file) does not hold a value this app can read: \(reason)"
        case .unwritable(let file, let reason): "\(file) could not be written: \(reason)"
        case .unencodable(let file, let reason): "the value for \(file) could not be encoded: \(reason)"
        }
    }
}
