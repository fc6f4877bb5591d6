import Foundation
import Stateful
import StatefulPersistence
import Testing

/// `.appStorage` in the system's user defaults, as an app's storage keeps
/// them: in a suite of a unique name, removed after each test.
struct SystemDefaultsTests {
    /// Runs `body` with a suite of its own and a storage whose defaults are
    /// the system's, then removes the suite.
    private func withSuite(_ body: (UserDefaults, SharedStorage, SharedDefaults) async throws -> Void) async throws {
        let name = "StatefulPersistenceTests.\(UUID().uuidString)"
        let suite = try #require(UserDefaults(suiteName: name))
        defer { suite.removePersistentDomain(forName: name) }
        let storage = SharedStorage.inMemory()
        let defaults = SharedDefaults.system(in: storage)
        try await body(suite, storage, defaults)
    }

    @Test func aChangeIsWrittenToTheSystemsDefaults() async throws {
        try await withSuite { suite, storage, defaults in
            #expect(!defaults.isInMemory)
            let count = inStorage(storage) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }
            let theme = inStorage(storage) { Shared(wrappedValue: Theme.light, .appStorage("theme", store: suite)) }

            count.withLock { $0 = 3 }
            theme.withLock { $0 = .dark }

            #expect(suite.integer(forKey: "count") == 3)
            #expect(suite.string(forKey: "theme") == "dark")
            #expect(defaults.object(forKey: "count", in: suite) as? Int == 3)
            #expect(count.saveError == nil)
        }
    }

    @Test func aValueInTheSystemsDefaultsIsLoaded() async throws {
        try await withSuite { suite, storage, _ in
            suite.set(true, forKey: "isOn")
            suite.set("Blob", forKey: "nickname")
            suite.set(Date(timeIntervalSince1970: 60), forKey: "since")

            let isOn = inStorage(storage) { Shared(wrappedValue: false, .appStorage("isOn", store: suite)) }
            let nickname = inStorage(storage) { Shared(wrappedValue: String?.none, .appStorage("nickname", store: suite)) }
            let since = inStorage(storage) { Shared(wrappedValue: Date.distantPast, .appStorage("since", store: suite)) }

            #expect(isOn.wrappedValue)
            #expect(nickname.wrappedValue == "Blob")
            #expect(since.wrappedValue == Date(timeIntervalSince1970: 60))
        }
    }

    @Test func nilRemovesTheKeyFromTheSystemsDefaults() async throws {
        try await withSuite { suite, storage, _ in
            let nickname = inStorage(storage) { Shared(wrappedValue: String?.none, .appStorage("nickname", store: suite)) }
            nickname.withLock { $0 = "Blob" }
            #expect(suite.string(forKey: "nickname") == "Blob")

            nickname.withLock { $0 = nil }

            #expect(suite.object(forKey: "nickname") == nil)
        }
    }

    @Test func aSetThroughSharedDefaultsReloadsEveryHolder() async throws {
        try await withSuite { suite, storage, defaults in
            let first = inStorage(storage) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }
            let second = inStorage(storage) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }

            defaults.set(9, forKey: "count", in: suite)

            #expect(first.wrappedValue == 9)
            #expect(second.wrappedValue == 9)
            #expect(suite.integer(forKey: "count") == 9)

            defaults.removeObject(forKey: "count", in: suite)

            #expect(first.wrappedValue == 0)
            #expect(suite.object(forKey: "count") == nil)
        }
    }

    @Test func aChangeAnnouncedByUserDefaultsIsLoaded() async throws {
        try await withSuite { suite, storage, _ in
            let count = inStorage(storage) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }

            // Another part of the app sets the key with UserDefaults itself;
            // Apple's UserDefaults then posts this notification (Linux's
            // does not on every change, so the test posts it as Apple's would).
            suite.set(4, forKey: "count")
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: suite)

            #expect(await waitUntil { count.wrappedValue == 4 })
        }
    }

    @Test func aRelaunchReadsWhatWasSaved() async throws {
        try await withSuite { suite, storage, _ in
            let count = inStorage(storage) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }
            count.withLock { $0 = 6 }

            let relaunched = storage.relaunched()
            let again = inStorage(relaunched) { Shared(wrappedValue: 0, .appStorage("count", store: suite)) }

            #expect(again.wrappedValue == 6)
            #expect(SharedDefaults.of(relaunched) === SharedDefaults.of(storage))
        }
    }
}
