import Foundation
import Stateful
import StatefulPersistence
import Testing

/// Many tasks changing one file-backed value at once: no change is lost,
/// in memory or in the file.
struct FileStorageConcurrencyTests {
    static let tasks = 8
    static let changesPerTask = 250

    /// Increments `shared` from many tasks at once, some of them also reading it.
    private func incrementConcurrently(_ shared: Shared<Int>) async {
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for _ in 0..<Self.changesPerTask {
                        shared.withLock { $0 += 1 }
                        if task.isMultiple(of: 2) { _ = shared.wrappedValue }
                    }
                }
            }
        }
    }

    @Test func manyTasksChangingAFileInMemoryEndWithTheExactCount() async throws {
        let storage = SharedStorage.inMemory()
        let url = memoryURL("count.json")
        let shared = inStorage(storage) { Shared(wrappedValue: 0, .fileStorage(url)) }
        let other = inStorage(storage) { Shared(wrappedValue: 0, .fileStorage(url)) }

        await incrementConcurrently(shared)

        #expect(shared.wrappedValue == Self.tasks * Self.changesPerTask)
        #expect(other.wrappedValue == Self.tasks * Self.changesPerTask)
        #expect(text(try SharedFileSystem.of(storage).contents(of: url)) == "\(Self.tasks * Self.changesPerTask)\n")
        #expect(shared.saveError == nil)
    }

    @Test func manyTasksChangingAFileOnDiskEndWithTheExactCount() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "count.json")
            let shared = inStorage(storage) { Shared(wrappedValue: 0, .fileStorage(url)) }

            await incrementConcurrently(shared)
            storage.flush()

            #expect(shared.wrappedValue == Self.tasks * Self.changesPerTask)
            #expect(text(try Data(contentsOf: url)) == "\(Self.tasks * Self.changesPerTask)\n")
            #expect(shared.saveError == nil)
            #expect(shared.loadError == nil)
        }
    }

    @Test func changesWhileTheFolderIsWatchedAreNeverUndoneByTheirOwnWrites() async throws {
        // Each change is written in the background while the watcher sees
        // the folder change: the app's own writes must never come back as
        // changes from another program (that would undo newer changes).
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "count.json")
            let shared = inStorage(storage) { Shared(wrappedValue: 0, .fileStorage(url)) }

            for expected in 1...300 {
                shared.withLock { $0 += 1 }
                if expected.isMultiple(of: 3) { await Task.yield() }
                if shared.wrappedValue != expected {
                    Issue.record("after \(expected) changes the value is \(shared.wrappedValue)")
                    break
                }
            }
            storage.flush()
            #expect(text(try Data(contentsOf: url)) == "300\n")
        }
    }
}
