import Foundation
import Observation
import Stateful
import StatefulPersistence
import Testing

/// `.fileStorage(url)` in a storage that keeps its files in memory: what a
/// test, a preview and a flow get.
struct FileStorageInMemoryTests {
    let storage = SharedStorage.inMemory()
    var files: SharedFileSystem { SharedFileSystem.of(storage) }
    let url = memoryURL("settings.json")

    private func settings(_ defaultValue: Settings = Settings()) -> Shared<Settings> {
        inStorage(storage) { Shared(wrappedValue: defaultValue, .fileStorage(url)) }
    }

    private func json(_ settings: Settings) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(settings)
    }

    @Test func aTestsStorageKeepsItsFilesInMemory() {
        #expect(files.isInMemory)
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path(percentEncoded: false)))
    }

    @Test func aMissingFileGivesTheDefaultAndWritesNothing() throws {
        let shared = settings(Settings(volume: 7, name: "fresh"))
        #expect(shared.wrappedValue == Settings(volume: 7, name: "fresh"))
        #expect(shared.loadError == nil)
        #expect(shared.saveError == nil)
        #expect(try files.contents(of: url) == nil)
    }

    @Test func anExistingFileIsLoaded() throws {
        try files.write(json(Settings(volume: 2, name: "saved")), to: url)
        let shared = settings()
        #expect(shared.wrappedValue == Settings(volume: 2, name: "saved"))
        #expect(shared.loadError == nil)
    }

    @Test func everyChangeIsSavedAsSortedPrettyJSONWithANewlineAtTheEnd() throws {
        let shared = settings()
        shared.withLock { $0.volume = 11 }
        #expect(text(try files.contents(of: url)) == """
            {
              "name" : "default",
              "volume" : 11
            }

            """)
        shared.withLock { $0.name = "a/b" }
        #expect(text(try files.contents(of: url))?.contains(#""name" : "a/b""#) == true)
    }

    @Test func aCorruptFileGivesTheDefaultAndAnErrorNamingTheFileOnly() throws {
        let folder = URL(fileURLWithPath: "/secret-home/someone/Library")
        let url = folder.appending(component: "settings.json")
        try files.write(Data(#"{"volume": 3, "name": "#.utf8), to: url)
        let shared = inStorage(storage) { Shared(wrappedValue: Settings(volume: 9), .fileStorage(url)) }

        #expect(shared.wrappedValue == Settings(volume: 9))
        let error = try #require(shared.loadError as? SharedFileError)
        guard case .undecodable(let file, let reason) = error else {
            Issue.record("expected undecodable, got \(error)")
            return
        }
        #expect(file == "settings.json")
        #expect(!reason.isEmpty)
        #expect(error.description.hasPrefix("settings.json does not hold a value this app can read: "))
        #expect(!error.description.contains("secret-home"))
        #expect(!"\(shared.loadError.map { "\($0)" } ?? "")".contains("secret-home"))
    }

    @Test func aFileOfAnotherShapeSaysWhereItDiffers() throws {
        try files.write(Data(#"{"volume": "loud", "name": "x"}"#.utf8), to: url)
        let shared = settings()
        #expect(
            shared.loadError as? SharedFileError
                == .undecodable(file: "settings.json", reason: "at volume: expected an Int"))
    }

    @Test func aCorruptFileIsNeverSavedOver() throws {
        let corrupt = Data("not json at all\n".utf8)
        try files.write(corrupt, to: url)
        let shared = settings()

        shared.withLock { $0.volume = 1 }
        shared.withLock { $0.volume = 2 }

        #expect(shared.wrappedValue.volume == 2)   // kept in memory
        #expect(try files.contents(of: url) == corrupt)   // the corrupt bytes, untouched
        let refusal = try #require(shared.saveError as? SharedSaveRefusal)
        #expect(refusal.name == #".fileStorage("settings.json")"#)
        #expect(refusal.loadError as? SharedFileError == shared.loadError as? SharedFileError)
    }

    @Test func aCorruptFileFixedOutsideIsLoadedAndSavesResume() throws {
        try files.write(Data("{".utf8), to: url)
        let shared = settings()
        shared.withLock { $0.volume = 1 }
        #expect(shared.loadError != nil)
        #expect(shared.saveError != nil)

        try files.write(json(Settings(volume: 4, name: "fixed")), to: url)

        #expect(shared.wrappedValue == Settings(volume: 4, name: "fixed"))
        #expect(shared.loadError == nil)
        #expect(shared.saveError == nil)   // the refusal was about the corrupt file, now gone
        shared.withLock { $0.volume = 5 }
        #expect(try files.contents(of: url).map { try JSONDecoder().decode(Settings.self, from: $0) }
            == Settings(volume: 5, name: "fixed"))
        #expect(shared.saveError == nil)
    }

    @Test func aCorruptFileRemovedOutsideGivesTheDefaultAndSavesResume() throws {
        try files.write(Data("{".utf8), to: url)
        let shared = settings(Settings(volume: 3))
        shared.withLock { $0.volume = 8 }

        try files.removeItem(at: url)

        #expect(shared.wrappedValue == Settings(volume: 3))
        #expect(shared.loadError == nil)
        shared.withLock { $0.volume = 6 }
        #expect(try files.contents(of: url) != nil)
        #expect(shared.saveError == nil)
    }

    @Test func anOutsideWriteUpdatesEveryHolderAndTellsObservation() throws {
        let first = settings()
        let second = settings()
        let volume = first.volume   // a part of it, shared with it
        let notifications = CallCount()
        withObservationTracking {
            _ = second.wrappedValue
        } onChange: {
            notifications.increment()
        }

        try files.write(json(Settings(volume: 10, name: "outside")), to: url)

        #expect(notifications.value == 1)
        #expect(first.wrappedValue == Settings(volume: 10, name: "outside"))
        #expect(second.wrappedValue == Settings(volume: 10, name: "outside"))
        #expect(volume.wrappedValue == 10)
    }

    @Test func anOutsideWriteOfTheSameValueTellsNoOne() throws {
        let shared = settings()
        shared.withLock { $0.volume = 3 }
        let notifications = CallCount()
        withObservationTracking {
            _ = shared.wrappedValue
        } onChange: {
            notifications.increment()
        }

        try files.write(json(Settings(volume: 3)), to: url)

        #expect(notifications.value == 0)
    }

    @Test func anOutsideCorruptionIsALoadErrorAndTheValueStays() throws {
        let shared = settings()
        shared.withLock { $0.volume = 3 }
        let notifications = CallCount()
        withObservationTracking {
            _ = shared.loadError
        } onChange: {
            notifications.increment()
        }

        try files.write(Data("[".utf8), to: url)

        #expect(notifications.value == 1)
        #expect(shared.wrappedValue.volume == 3)
        #expect(shared.loadError as? SharedFileError != nil)
        shared.withLock { $0.volume = 4 }
        #expect(try files.contents(of: url) == Data("[".utf8))
    }

    @Test func removingTheFileGoesBackToTheDefault() throws {
        let shared = settings(Settings(volume: 1))
        shared.withLock { $0.volume = 9 }

        try files.removeItem(at: url)

        #expect(shared.wrappedValue == Settings(volume: 1))
        #expect(try files.contents(of: url) == nil)
    }

    @Test func aFailedWriteIsSaveErrorAndTheValueIsKeptInMemory() throws {
        let shared = settings()
        shared.withLock { $0.volume = 1 }
        files.fail(.writing, because: "the disk is full")

        shared.withLock { $0.volume = 2 }

        #expect(shared.wrappedValue.volume == 2)
        #expect(shared.saveError as? SharedFileError == .unwritable(file: "settings.json", reason: "the disk is full"))
        #expect("\(shared.saveError.map { "\($0)" } ?? "")" == "settings.json could not be written: the disk is full")
        #expect(try files.contents(of: url).map { try JSONDecoder().decode(Settings.self, from: $0) }?.volume == 1)

        files.fail(.writing, because: nil)
        shared.withLock { $0.volume = 3 }

        #expect(shared.saveError == nil)
        #expect(try files.contents(of: url).map { try JSONDecoder().decode(Settings.self, from: $0) }?.volume == 3)
    }

    @Test func aSaveErrorIsObservable() throws {
        let shared = settings()
        let notifications = CallCount()
        withObservationTracking {
            _ = shared.saveError
        } onChange: {
            notifications.increment()
        }
        files.fail(.writing, because: "no permission")

        shared.withLock { $0.volume = 2 }

        #expect(notifications.value == 1)
    }

    @Test func aFailedReadIsLoadErrorUntilAReloadSucceeds() throws {
        try files.write(json(Settings(volume: 6)), to: url)
        files.fail(.reading, because: "permission denied")
        let shared = settings()

        #expect(shared.loadError as? SharedFileError == .unreadable(file: "settings.json", reason: "permission denied"))
        #expect(shared.wrappedValue == Settings())
        #expect(throws: SharedFileError.unreadable(file: "settings.json", reason: "permission denied")) {
            try shared.reload()
        }

        files.fail(.reading, because: nil)
        try shared.reload()

        #expect(shared.loadError == nil)
        #expect(shared.wrappedValue == Settings(volume: 6))
    }

    @Test func aValueThatCannotBeEncodedIsSaveError() throws {
        let encode: @Sendable (Int) throws -> Data = { value in
            guard value >= 0 else { throw Refusal() }
            return Data("\(value)".utf8)
        }
        let decode: @Sendable (Data) throws -> Int = { data in Int(String(decoding: data, as: UTF8.self)) ?? 0 }
        let shared = inStorage(storage) { Shared(wrappedValue: 1, .fileStorage(url, encode: encode, decode: decode)) }

        shared.withLock { $0 = -1 }

        #expect(shared.saveError as? SharedFileError
            == .unencodable(file: "settings.json", reason: "no encoding for negative numbers"))
        #expect(try files.contents(of: url) == nil)
        shared.withLock { $0 = 2 }
        #expect(try files.contents(of: url) == Data("2".utf8))
    }

    @Test func twoSharedOfOneFileShareOneValue() throws {
        let first = settings(Settings(volume: 1))
        let second = inStorage(storage) {
            Shared(wrappedValue: Settings(volume: 99), .fileStorage(memoryURL("./other/../settings.json")))
        }

        #expect(second.wrappedValue == Settings(volume: 1))   // the first one's default decided
        second.withLock { $0.name = "second" }
        #expect(first.wrappedValue.name == "second")
        #expect(first == second)
    }

    @Test func filesOfTwoStoragesAreApart() throws {
        let shared = settings()
        shared.withLock { $0.volume = 2 }
        let other = SharedStorage.inMemory()

        let elsewhere = inStorage(other) { Shared(wrappedValue: Settings(), .fileStorage(url)) }

        #expect(elsewhere.wrappedValue == Settings())
        #expect(try SharedFileSystem.of(other).contents(of: url) == nil)
    }

    @Test func aRelaunchedStorageLoadsWhatWasSavedAndHasNoInMemoryValues() throws {
        let (saved, cart) = inStorage(storage) {
            (Shared(wrappedValue: Settings(), .fileStorage(url)), Shared(wrappedValue: 0, .inMemory("cart")))
        }
        saved.withLock { $0.volume = 12 }
        cart.withLock { $0 = 3 }

        let relaunched = storage.relaunched()
        let (savedAgain, cartAgain) = inStorage(relaunched) {
            (Shared(wrappedValue: Settings(), .fileStorage(url)), Shared(wrappedValue: 0, .inMemory("cart")))
        }

        #expect(savedAgain.wrappedValue.volume == 12)
        #expect(cartAgain.wrappedValue == 0)
        #expect(SharedFileSystem.of(relaunched) === SharedFileSystem.of(storage))
        savedAgain.withLock { $0.volume = 13 }
        #expect(saved.wrappedValue.volume == 12)   // the old launch's value is its own
    }

    @Test func theKeyIsNamedByTheFileNameOnly() {
        let key: FileStorageKey<Settings> = .fileStorage(URL(fileURLWithPath: "/Users/someone/Documents/sync \"ups\".json"))
        #expect(key.name == #".fileStorage("sync \"ups\".json")"#)
        #expect(key.id == "/Users/someone/Documents/sync \"ups\".json")
    }
}

/// An encoding failure, for the test of a value that cannot be encoded.
private struct Refusal: Error, CustomStringConvertible {
    var description: String { "no encoding for negative numbers" }
}
