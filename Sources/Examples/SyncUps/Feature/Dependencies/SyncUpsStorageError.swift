/// Why the sync-ups could not be loaded or saved. The message names the file
/// and says what to do.
///
/// ```swift
/// // The sync-ups file /home/me/.local/share/SyncUps/sync-ups.json is not valid:
/// // [0] has no "title". Fix the file, or move it away to start with no sync-ups.
/// ```
public enum SyncUpsStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read, but it does not hold sync-ups.
    case invalidContents(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    /// What went wrong, where, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The sync-ups file \(path) could not be read: \(reason). Check that it is a file you may read."
        case .invalidContents(let path, let reason):
            "The sync-ups file \(path) is not valid: \(reason). Fix the file, or move it away to start with no sync-ups."
        case .unwritable(let path, let reason):
            "The sync-ups could not be saved to \(path): \(reason). Check that its folder exists and may be written."
        }
    }
}
