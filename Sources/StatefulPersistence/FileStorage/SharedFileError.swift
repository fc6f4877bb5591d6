/// Why a file strategy could not read or write its file. The file is named
/// by its name only (`sync-ups.json`), never by the folder it is in, so
/// messages are the same on every machine.
public enum SharedFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (a folder, no permission).
    case unreadable(file: String, reason: String)
    /// The file was read but does not hold a value of the key's type (a
    /// corrupt file, an older format). Nothing is saved over it until it
    /// loads.
    case undecodable(file: String, reason: String)
    /// The value could not be written (a full disk, no permission).
    case unwritable(file: String, reason: String)
    /// The value could not be encoded.
    case unencodable(file: String, reason: String)

    /// Names the file and the reason.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file) could not be read: \(reason)"
        case .undecodable(let file, let reason): "\(file) does not hold a value this app can read: \(reason)"
        case .unwritable(let file, let reason): "\(file) could not be written: \(reason)"
        case .unencodable(let file, let reason): "the value for \(file) could not be encoded: \(reason)"
        }
    }
}
