import Foundation
import Stateful
import StatefulExampleSyncUps

/// The sync-ups file of a flow, which `backend` lines can make fail:
/// saving (`saveFails`), loading (`loadFails`), until `storageWorks`.
///
/// A failure names the file by its name only, not the flow's temporary
/// folder, so that the transcript is the same on every run.
final class ScriptedStorage: Sendable {
    private struct Faults {
        var saving = false
        var loading = false
    }

    /// What saving fails with while it fails.
    static let saveFailure = SyncUpsStorageError.unwritable(path: "sync-ups.json", reason: "the disk is full")
    /// What loading fails with while it fails.
    static let loadFailure = SyncUpsStorageError.unreadable(path: "sync-ups.json", reason: "permission denied")

    /// The messages of both failures, as the app's `failed` Effect carries them.
    static let failureMessages: Set<String> = [String(describing: saveFailure), String(describing: loadFailure)]

    private let file: SyncUpsStorage
    // Guards which of saving and loading fail.
    private let faults = Protected(Faults())

    init(file url: URL) {
        file = .file(at: url)
    }

    /// Saving fails from now on.
    func failSaving() { faults.withLock { $0.saving = true } }

    /// Loading fails from now on.
    func failLoading() { faults.withLock { $0.loading = true } }

    /// Saving and loading work again.
    func work() { faults.withLock { $0 = Faults() } }

    /// The storage the app uses.
    var storage: SyncUpsStorage {
        SyncUpsStorage(
            load: { [file, faults] in
                if faults.withLock({ $0.loading }) { throw Self.loadFailure }
                return try await file.load()
            },
            save: { [file, faults] syncUps in
                if faults.withLock({ $0.saving }) { throw Self.saveFailure }
                try await file.save(syncUps)
            })
    }
}
