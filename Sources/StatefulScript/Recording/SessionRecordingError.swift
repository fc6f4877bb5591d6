/// Why a recorded session could not be saved.
public enum SessionRecordingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder to write into does not exist.
    case noSuchDirectory(String)
    /// The file could not be written, with the system's reason.
    case cannotWrite(String, reason: String)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case .noSuchDirectory(let path):
            "error: cannot save the recorded session: the folder \(path) does not exist; create it or name another file"
        case let .cannotWrite(path, reason):
            "error: cannot save the recorded session to \(path): \(reason)"
        }
    }
}
