import Synchronization
import StatefulExampleSyncUps

/// A storage in memory that remembers every save, for the app's tests.
final class StorageSpy: Sendable {
    private struct Contents: Sendable {
        var stored: [SyncUp]
        var saves: [[SyncUp]] = []
    }

    private let contents: Mutex<Contents>
    private let failure: SyncUpsStorageError?

    /// A storage holding `syncUps`; every load and save fails with `failure` when given.
    init(_ syncUps: [SyncUp] = [], failure: SyncUpsStorageError? = nil) {
        contents = Mutex(Contents(stored: syncUps))
        self.failure = failure
    }

    /// What each save wrote, in order.
    var saves: [[SyncUp]] { contents.withLock { $0.saves } }

    var storage: SyncUpsStorage {
        SyncUpsStorage(
            load: { [self] in
                if let failure { throw failure }
                return contents.withLock { $0.stored }
            },
            save: { [self] syncUps in
                if let failure { throw failure }
                contents.withLock {
                    $0.stored = syncUps
                    $0.saves.append(syncUps)
                }
            })
    }
}
