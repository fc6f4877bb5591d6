import Stateful
import StatefulPersistence

/// Why the sync-ups could not be loaded or saved, as the app reports it
/// (``SyncUpsApp/Effect/failed(_:)``). The message names the file and says
/// what to do.
///
/// ```swift
/// // The sync-ups file sync-ups.json is not valid: at [0]: no "title".
/// // Fix the file, or move it away to start with no sync-ups.
/// ```
///
/// The `.syncUps` key reports its failures as the `loadError` and
/// `saveError` of the sync-ups; ``init(_:)`` says them in these words.
public enum SyncUpsStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read, but it does not hold sync-ups.
    case invalidContents(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// Nothing was saved: the file could not be loaded, and saving would
    /// replace it.
    case notSavedOverUnloadedFile(path: String)
    /// Another failure of the storage, described.
    case other(String)

    /// A failure of the `.syncUps` key (its `loadError` or `saveError`) in
    /// the app's words.
    public init(_ error: any Error) {
        switch error {
        case let error as SyncUpsStorageError:
            self = error
        case SharedFileError.unreadable(let file, let reason):
            self = .unreadable(path: file, reason: Self.clause(reason))
        case SharedFileError.undecodable(let file, let reason):
            self = .invalidContents(path: file, reason: Self.clause(reason))
        case SharedFileError.unwritable(let file, let reason), SharedFileError.unencodable(let file, let reason):
            self = .unwritable(path: file, reason: Self.clause(reason))
        case let refusal as SharedSaveRefusal:
            switch refusal.loadError {
            case SharedFileError.unreadable(let file, _), SharedFileError.undecodable(let file, _):
                self = .notSavedOverUnloadedFile(path: file)
            default:
                self = .other(String(describing: refusal))
            }
        default:
            self = .other(String(describing: error))
        }
    }

    /// `reason` as a clause of the message's sentence: without a final
    /// period, and its first letter lower-cased when the first word is an
    /// ordinary one ("The given data…" but not "JSON…").
    private static func clause(_ reason: String) -> String {
        var text = Substring(reason)
        while text.last == "." || text.last == " " { text = text.dropLast() }
        let firstWord = text.prefix { $0 != " " }
        guard let first = firstWord.first, first.isUppercase, firstWord.dropFirst().allSatisfy({ !$0.isUppercase }) else {
            return String(text)
        }
        return first.lowercased() + text.dropFirst()
    }

    /// What went wrong, where, and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The sync-ups file \(path) could not be read: \(reason). Check that it is a file you may read."
        case .invalidContents(let path, let reason):
            "The sync-ups file \(path) is not valid: \(reason). Fix the file, or move it away to start with no sync-ups."
        case .unwritable(let path, let reason):
            "The sync-ups could not be saved to \(path): \(reason). Check that its folder exists and may be written."
        case .notSavedOverUnloadedFile(let path):
            "The change was not saved: the sync-ups file \(path) could not be loaded, and saving would replace it. "
                + "Fix the file or move it away; it is loaded again when it changes."
        case .other(let message):
            message
        }
    }
}
