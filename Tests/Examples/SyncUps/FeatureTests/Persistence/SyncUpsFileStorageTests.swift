import Foundation
import Stateful
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The live storage on a real file in a temporary folder, alone and under
/// the app's store.
@MainActor
@Suite struct SyncUpsFileStorageTests {
    /// A folder of its own for each test, removed at the end.
    final class Folder {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory
                .appending(path: "SyncUpsFileStorageTests-\(UUID().uuidString)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }

        var file: URL { url.appending(path: "sync-ups.json") }
        var path: String { file.path(percentEncoded: false) }

        func write(_ text: String) throws {
            try Data(text.utf8).write(to: file)
        }

        func read() throws -> String {
            String(decoding: try Data(contentsOf: file), as: UTF8.self)
        }
    }

    func makeStore(_ folder: Folder) -> TestStore<ScreenStore<SyncUpsApp>> {
        TestStore(makeAppStore(storage: .file(at: folder.file)))
    }

    @Test func aMissingFileLoadsNoSyncUps() async throws {
        let folder = try Folder()
        #expect(try await SyncUpsStorage.file(at: folder.file).load() == [])
        let store = makeStore(folder)
        await store.send(.task)
        await store.finish()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func whatTheAppSavesAFreshStoreLoads() async throws {
        let folder = try Folder()
        let store = makeStore(folder)
        await store.send(.task)
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.addSyncUp(.setTitle("Retrospective")))) {
            $0.addSyncUp?.syncUp.title = "Retrospective"
        }
        await store.send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob")))) {
            $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
        }
        let added = SyncUp(id: newID(0), attendees: [Attendee(id: newID(1), name: "Blob")], title: "Retrospective")
        await store.send(.list(.confirmAddSyncUpTapped)) {
            $0.syncUps = [added]
            $0.addSyncUp = nil
        }
        await store.finish()

        let fresh = makeStore(folder)
        await fresh.send(.task) { $0.syncUps = [added] }
        await fresh.finish()
    }

    @Test func theFileIsTheSameBytesForTheSameSyncUps() async throws {
        let folder = try Folder()
        let storage = SyncUpsStorage.file(at: folder.file)
        var design = SyncUp.design
        design.meetings.append(Meeting(
            id: Meeting.ID(fixtureUUID(5)), date: Date(timeIntervalSince1970: 1_233_000_000.25), transcript: "Short one."))
        try await storage.save([design, .engineering])
        let first = try folder.read()
        try await storage.save([design, .engineering])
        #expect(try folder.read() == first)
        assertSnapshot(of: first, named: "design-and-engineering")
        #expect(try await storage.load() == [design, .engineering])
    }

    @Test func savingCreatesTheFolder() async throws {
        let folder = try Folder()
        let nested = folder.url.appending(path: "a/b/sync-ups.json")
        try await SyncUpsStorage.file(at: nested).save([.engineering])
        #expect(try await SyncUpsStorage.file(at: nested).load() == [.engineering])
    }

    @Test func aFileThatIsNotJSONIsAClearError() async throws {
        let folder = try Folder()
        try folder.write("{ this is not JSON")
        let store = makeStore(folder)
        await store.send(.task)
        await store.receive(.failed(
            "The sync-ups file \(folder.path) is not valid: it is not JSON. "
                + "Fix the file, or move it away to start with no sync-ups."))
        await store.finish()
        #expect(try folder.read() == "{ this is not JSON")
    }

    @Test func aSyncUpWithoutATitleNamesWhereItIs() async throws {
        let folder = try Folder()
        try folder.write("""
            [{"attendees": [], "duration": 300, "id": "00000000-0000-0000-0000-000000000001", "meetings": [], "theme": "orange"}]
            """)
        await #expect(throws: SyncUpsStorageError.invalidContents(path: folder.path, reason: "[0] has no \"title\"")) {
            try await SyncUpsStorage.file(at: folder.file).load()
        }
    }

    @Test func aValueOfTheWrongTypeNamesWhereItIs() async throws {
        let folder = try Folder()
        try folder.write("""
            [{"attendees": [{"id": "00000000-0000-0000-0000-000000000002", "name": 7}], "duration": 300,
              "id": "00000000-0000-0000-0000-000000000001", "meetings": [], "theme": "orange", "title": "Design"}]
            """)
        await #expect(throws: SyncUpsStorageError.invalidContents(
            path: folder.path, reason: "the value at [0].attendees[0].name is not a string")) {
            try await SyncUpsStorage.file(at: folder.file).load()
        }
    }

    @Test func anUnknownThemeNamesWhereItIs() async throws {
        let folder = try Folder()
        try folder.write("""
            [{"attendees": [], "duration": 300, "id": "00000000-0000-0000-0000-000000000001", "meetings": [],
              "theme": "chartreuse", "title": "Design"}]
            """)
        let error = await #expect(throws: SyncUpsStorageError.self) {
            try await SyncUpsStorage.file(at: folder.file).load()
        }
        #expect(error?.description.hasPrefix("The sync-ups file \(folder.path) is not valid: the value at [0].theme is not valid") == true)
    }

    @Test func aFolderWhereTheFileShouldBeIsAClearError() async throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.file, withIntermediateDirectories: true)
        await #expect(throws: SyncUpsStorageError.unreadable(path: folder.path, reason: "it is a folder")) {
            try await SyncUpsStorage.file(at: folder.file).load()
        }
    }

    @Test func aFileThatCannotBeWrittenIsAClearError() async throws {
        let folder = try Folder()
        try folder.write("[]")
        // The file's folder is a file: nothing can be written under it.
        let blocked = folder.file.appending(path: "sync-ups.json")
        let error = await #expect(throws: SyncUpsStorageError.self) {
            try await SyncUpsStorage.file(at: blocked).save([.engineering])
        }
        guard case .unwritable(let path, _) = error else {
            Issue.record("expected .unwritable, got \(String(describing: error))")
            return
        }
        #expect(path == blocked.path(percentEncoded: false))
    }

    @Test func theDefaultFileIsInApplicationSupport() {
        #expect(SyncUpsStorage.defaultFileURL.path(percentEncoded: false).hasSuffix("/SyncUps/sync-ups.json"))
    }
}
