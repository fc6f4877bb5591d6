/// Why a ``RawPath`` could not be read or listed; each message names the
/// path in its shown (escaped) form.
public enum RawPathError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened (`reason` is the system's).
    case cannotOpen(path: String, reason: String)
    /// The file opened but could not be read.
    case cannotRead(path: String, reason: String)
    /// The directory could not be listed.
    case cannotList(path: String, reason: String)

    /// The message for a person.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotList(let path, let reason): "cannot list the directory \(path): \(reason)"
        }
    }
}
