import Foundation
import Stateful
import StatefulPersistence
import StatefulTesting
import StatefulExampleSyncUps
import Testing

/// The sync-ups file: its format, what the `.syncUps` key loads from it and
/// saves to it, and how a file it cannot load is reported. Each test has
/// files of its own, in memory (the disk itself is `StatefulPersistence`'s
/// to test).
@MainActor
@Suite(.dependencies { $0.uuid = .incrementing() }) struct SyncUpsFileStorageTests {
    var files: SharedFileSystem { SharedFileSystem.of(Dependencies.current.sharedStorage) }

    func write(_ text: String) throws {
        try files.write(Data(text.utf8), to: SyncUpsFile.url)
    }

    /// Why the sync-ups could not be loaded from the file as it is, in the app's words.
    func loadFailure() -> SyncUpsStorageError? {
        let state = SyncUpsApp.State()
        return state.$syncUps.loadError.map(SyncUpsStorageError.init)
    }

    @Test func aMissingFileLoadsNoSyncUps() throws {
        let state = SyncUpsApp.State()
        #expect(state.syncUps.isEmpty)
        #expect(state.$syncUps.loadError == nil)
        #expect(try files.contents(of: SyncUpsFile.url) == nil)
    }

    @Test func whatTheAppSavesTheNextLaunchLoads() async throws {
        let storage = Dependencies.current.sharedStorage
        let store = TestStore(SyncUpsApp(), initialState: SyncUpsApp.State())
        await store.send(.list(.addSyncUpTapped)) {
            $0.addSyncUp = SyncUpForm.State(syncUp: SyncUp(id: newID(0), attendees: [Attendee(id: newID(1))]))
        }
        await store.send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Blob")))) {
            $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
        }
        let added = SyncUp(id: newID(0), attendees: [Attendee(id: newID(1), name: "Blob")])
        await store.send(.list(.confirmAddSyncUpTapped)) {
            $0.$syncUps.withLock { $0 = [added] }
            $0.addSyncUp = nil
        }
        await store.finish()

        let next = withDependencies { $0.sharedStorage = storage.relaunched() } operation: { SyncUpsApp.State() }
        #expect(next.syncUps == [added])
    }

    @Test func theFileIsTheSameBytesForTheSameSyncUps() throws {
        var design = SyncUp.design
        design.meetings.append(Meeting(
            id: Meeting.ID(fixtureUUID(5)), date: Date(timeIntervalSince1970: 1_233_000_000.25), transcript: "Short one."))
        let state = SyncUpsApp.State()
        state.$syncUps.withLock { $0 = [design, .engineering] }
        let first = try #require(try files.contents(of: SyncUpsFile.url))
        state.$syncUps.withLock { $0 = [design, .engineering] }
        #expect(try files.contents(of: SyncUpsFile.url) == first)
        #expect(first == (try SyncUpsFile.contents(of: [design, .engineering])))
        assertSnapshot(of: String(decoding: first, as: UTF8.self), named: "design-and-engineering")
        #expect(try SyncUpsFile.syncUps(fromContents: first) == [design, .engineering])
    }

    @Test func aFileThatIsNotJSONIsAClearErrorAndIsKept() throws {
        try write("{ this is not JSON")
        let state = SyncUpsApp.State()
        #expect(state.syncUps.isEmpty)
        let failure = try #require(state.$syncUps.loadError.map(SyncUpsStorageError.init))
        guard case .invalidContents(path: "sync-ups.json", _) = failure else {
            Issue.record("expected sync-ups.json to be invalid, got \(failure)")
            return
        }
        #expect(failure.description.hasPrefix("The sync-ups file sync-ups.json is not valid: "))
        #expect(failure.description.hasSuffix("Fix the file, or move it away to start with no sync-ups."))
        // A change is not saved over it.
        state.$syncUps.withLock { $0.append(.engineering) }
        #expect(state.$syncUps.saveError.map(SyncUpsStorageError.init) == .notSavedOverUnloadedFile(path: "sync-ups.json"))
        #expect(try files.contents(of: SyncUpsFile.url) == Data("{ this is not JSON".utf8))
    }

    @Test func aSyncUpWithoutATitleNamesWhereItIs() throws {
        try write("""
            [{"attendees": [], "duration": 300, "id": "00000000-0000-0000-0000-000000000001", "meetings": [], "theme": "orange"}]
            """)
        let failure = try #require(loadFailure())
        #expect(failure.description.contains("[0]"))
        #expect(failure.description.contains("title"))
    }

    @Test func aValueOfTheWrongTypeNamesWhereItIs() throws {
        try write("""
            [{"attendees": [{"id": "00000000-0000-0000-0000-000000000002", "name": 7}], "duration": 300,
              "id": "00000000-0000-0000-0000-000000000001", "meetings": [], "theme": "orange", "title": "Design"}]
            """)
        let failure = try #require(loadFailure())
        #expect(failure.description.contains("[0].attendees[0].name"))
    }

    @Test func aDateInAnotherFormatIsAClearError() throws {
        try write("""
            [{"attendees": [], "duration": 300, "id": "00000000-0000-0000-0000-000000000001",
              "meetings": [{"date": "yesterday", "id": "00000000-0000-0000-0000-000000000002", "transcript": ""}],
              "theme": "orange", "title": "Design"}]
            """)
        let failure = try #require(loadFailure())
        #expect(failure.description.contains("[0].meetings[0].date"))
    }

    @Test func aFileThatCannotBeReadIsAClearError() throws {
        try write("[]")
        files.fail(.reading, because: "permission denied")
        #expect(loadFailure() == .unreadable(path: "sync-ups.json", reason: "permission denied"))
        #expect(loadFailure()?.description == (
            "The sync-ups file sync-ups.json could not be read: permission denied. Check that it is a file you may read."))
    }

    @Test func aFileThatCannotBeWrittenIsAClearError() {
        files.fail(.writing, because: "the disk is full")
        let state = SyncUpsApp.State()
        state.$syncUps.withLock { $0.append(.engineering) }
        #expect(state.syncUps == [.engineering])
        let failure = state.$syncUps.saveError.map(SyncUpsStorageError.init)
        #expect(failure == .unwritable(path: "sync-ups.json", reason: "the disk is full"))
        #expect(failure?.description == (
            "The sync-ups could not be saved to sync-ups.json: the disk is full. Check that its folder exists and may be written."))
    }

    @Test func theDefaultFileIsInApplicationSupport() {
        #expect(SyncUpsFile.url.path(percentEncoded: false).hasSuffix("/SyncUps/sync-ups.json"))
    }
}
