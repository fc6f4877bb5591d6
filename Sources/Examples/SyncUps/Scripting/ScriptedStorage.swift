import Stateful
import StatefulPersistence
import StatefulExampleSyncUps

/// What the storage `backend` lines of a flow do: they make the flow's
/// files (its in-memory `SharedFileSystem`, where the sync-ups file is)
/// fail to write (`saveFails`) or to read (`loadFails`), until
/// `storageWorks`.
///
/// A failure names the file by its name only, so that the transcript is the
/// same on every run.
enum ScriptedStorage {
    /// Why writing fails while it fails.
    static let saveReason = "the disk is full"
    /// Why reading fails while it fails.
    static let loadReason = "permission denied"

    /// Writing the flow's files fails from now on.
    static func failSaving(_ files: SharedFileSystem) {
        files.fail(.writing, because: saveReason)
    }

    /// Reading the flow's files fails from now on.
    static func failLoading(_ files: SharedFileSystem) {
        files.fail(.reading, because: loadReason)
    }

    /// Writing and reading work again.
    static func work(_ files: SharedFileSystem) {
        files.fail(.writing, because: nil)
        files.fail(.reading, because: nil)
    }

    /// The messages of the failures these faults cause, as the app's
    /// `failed` Effect carries them: a save that failed, a load that failed,
    /// and a change not saved over a file that could not be loaded.
    static var failureMessages: Set<String> {
        let file = SyncUpsFile.url.lastPathComponent
        return [
            String(describing: SyncUpsStorageError.unwritable(path: file, reason: saveReason)),
            String(describing: SyncUpsStorageError.unreadable(path: file, reason: loadReason)),
            String(describing: SyncUpsStorageError.notSavedOverUnloadedFile(path: file)),
        ]
    }
}
