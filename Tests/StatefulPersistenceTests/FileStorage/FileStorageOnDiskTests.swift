import Foundation
import Stateful
import StatefulPersistence
import Testing

/// `.fileStorage(url)` on disk, as an app's storage keeps it, in a
/// temporary folder removed after each test.
struct FileStorageOnDiskTests {
    private func decoded(_ url: URL) throws -> Settings? {
        guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) else { return nil }
        return try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
    }

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))[.systemFileNumber] as? Int
    }

    @Test func aSaveIsWrittenAtomicallyAsSortedPrettyJSONOnFlush() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, files) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            #expect(!files.isInMemory)

            shared.withLock { $0.volume = 11 }
            storage.flush()

            #expect(text(try Data(contentsOf: url)) == """
                {
                  "name" : "default",
                  "volume" : 11
                }

                """)
            let firstInode = try inode(url)
            shared.withLock { $0.name = "second" }
            storage.flush()

            #expect(try decoded(url) == Settings(volume: 11, name: "second"))
            // Written to a file of its own, then renamed over the old one:
            // a reader never sees half a file, and nothing else is left.
            #expect(try inode(url) != firstInode)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)) == ["settings.json"])
            #expect(shared.saveError == nil)
        }
    }

    @Test func aSaveNotYetWrittenIsWhatTheFileSystemAndARelaunchRead() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, files) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            shared.withLock { $0.volume = 4 }
            let relaunched = storage.relaunched()
            let again = inStorage(relaunched) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            #expect(try files.contents(of: url).map { try JSONDecoder().decode(Settings.self, from: $0) }?.volume == 4)
            #expect(again.wrappedValue.volume == 4)
            storage.flush()
        }
    }

    @Test func manySavesThenFlushLeaveTheNewestValueInTheFile() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            for volume in 1...500 {
                shared.withLock { $0.volume = volume }
            }
            storage.flush()

            #expect(try decoded(url) == Settings(volume: 500))
            #expect(shared.wrappedValue == Settings(volume: 500))
            #expect(shared.saveError == nil)
        }
    }

    @Test func anExistingFileIsLoaded() async throws {
        try await withTemporaryFolder { folder async throws in
            let url = folder.appending(component: "settings.json")
            try Data(#"{"name": "on disk", "volume": 2}"#.utf8).write(to: url)
            let (storage, _) = diskStorage()

            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            #expect(shared.wrappedValue == Settings(volume: 2, name: "on disk"))
        }
    }

    @Test func aFileChangedByAnotherProgramIsLoaded() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            let other = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            #expect(FileManager.default.createFile(
                atPath: url.path(percentEncoded: false), contents: Data(#"{"name": "outside", "volume": 8}"#.utf8)))

            #expect(await waitUntil { shared.wrappedValue == Settings(volume: 8, name: "outside") })
            #expect(other.wrappedValue == Settings(volume: 8, name: "outside"))

            // Edited in place (not replaced), as a text editor may.
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(#"{"name": "edited", "volume": 9}"#.utf8))
            try handle.close()

            #expect(await waitUntil { shared.wrappedValue == Settings(volume: 9, name: "edited") })
        }
    }

    @Test func aFileRemovedByAnotherProgramGivesTheDefault() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(volume: 1), .fileStorage(url)) }
            shared.withLock { $0.volume = 7 }
            storage.flush()

            try FileManager.default.removeItem(at: url)

            #expect(await waitUntil { shared.wrappedValue == Settings(volume: 1) })
        }
    }

    @Test func aFileCorruptedByAnotherProgramIsLoadErrorUntilFixed() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            shared.withLock { $0.volume = 3 }
            storage.flush()

            try Data("{ oops".utf8).write(to: url, options: .atomic)
            #expect(await waitUntil { shared.loadError != nil })

            #expect(shared.wrappedValue.volume == 3)
            guard case .undecodable(file: "settings.json", _) = shared.loadError as? SharedFileError else {
                Issue.record("expected undecodable settings.json, got \(String(describing: shared.loadError))")
                return
            }
            shared.withLock { $0.volume = 4 }
            storage.flush()
            #expect(try Data(contentsOf: url) == Data("{ oops".utf8))

            try Data(#"{"name": "fixed", "volume": 5}"#.utf8).write(to: url, options: .atomic)
            #expect(await waitUntil { shared.loadError == nil && shared.wrappedValue == Settings(volume: 5, name: "fixed") })
            #expect(shared.saveError == nil)
            shared.withLock { $0.volume = 6 }
            storage.flush()
            #expect(try decoded(url) == Settings(volume: 6, name: "fixed"))
        }
    }

    @Test func aWriteThroughTheFileSystemIsLoadedAtOnce() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, files) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            shared.withLock { $0.volume = 2 }   // a save not yet written, perhaps

            try files.write(Data(#"{"name": "written", "volume": 3}"#.utf8), to: url)
            storage.flush()

            #expect(shared.wrappedValue == Settings(volume: 3, name: "written"))
            #expect(try decoded(url) == Settings(volume: 3, name: "written"))
            try files.removeItem(at: url)
            #expect(shared.wrappedValue == Settings())
            #expect(try decoded(url) == nil)
        }
    }

    @Test func aFailedBackgroundWriteIsSaveErrorOnTheNextChange() async throws {
        try await withTemporaryFolder { folder async throws in
            // The file's folder cannot be made: a file has its name.
            let blocker = folder.appending(component: "blocker")
            try Data("not a folder".utf8).write(to: blocker)
            let url = blocker.appending(component: "settings.json")
            let (storage, _) = diskStorage()
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            shared.withLock { $0.volume = 1 }
            storage.flush()
            shared.withLock { $0.volume = 2 }

            guard case .unwritable(file: "settings.json", let reason) = shared.saveError as? SharedFileError else {
                Issue.record("expected unwritable settings.json, got \(String(describing: shared.saveError))")
                return
            }
            #expect(!reason.contains(folder.path(percentEncoded: false)))
            #expect(shared.wrappedValue.volume == 2)
            storage.flush()
        }
    }

    @Test func aFolderWhereTheFileShouldBeIsUnreadable() async throws {
        try await withTemporaryFolder { folder async throws in
            let url = folder.appending(component: "settings.json")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let (storage, _) = diskStorage()

            let shared = inStorage(storage) { Shared(wrappedValue: Settings(volume: 2), .fileStorage(url)) }

            #expect(shared.loadError as? SharedFileError == .unreadable(file: "settings.json", reason: "it is a folder"))
            #expect(shared.wrappedValue == Settings(volume: 2))
            shared.withLock { $0.volume = 3 }
            storage.flush()
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isFolder))
            #expect(isFolder.boolValue)
        }
    }

    @Test func aFileReplacedByAFolderIsUnreadable() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            shared.withLock { $0.volume = 3 }
            storage.flush()

            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)

            #expect(await waitUntil { shared.loadError != nil })
            #expect(shared.loadError as? SharedFileError == .unreadable(file: "settings.json", reason: "it is a folder"))
        }
    }

    @Test func aRelaunchLoadsWhatWasWritten() async throws {
        try await withTemporaryFolder { folder async throws in
            let (storage, _) = diskStorage()
            let url = folder.appending(component: "settings.json")
            let shared = inStorage(storage) { Shared(wrappedValue: Settings(), .fileStorage(url)) }
            shared.withLock { $0.name = "kept" }
            storage.flush()

            // Another app's launch: a storage of its own, on the same disk.
            let (next, _) = diskStorage()
            let again = inStorage(next) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

            #expect(again.wrappedValue.name == "kept")
        }
    }
}
