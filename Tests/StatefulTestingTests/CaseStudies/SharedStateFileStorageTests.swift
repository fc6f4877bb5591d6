import Foundation
import Stateful
import StatefulPersistence
import StatefulTesting
import Testing

/// TCA's 02-SharedState-FileStorage case study: the statistics saved to a
/// JSON file.
typealias SharedStateFileStorage = SharedStateTabs<FileStats>

enum FileStats: StatsLocation {
    static var key: FileStorageKey<Stats> {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return .fileStorage(documents.appending(component: "stats.json"))
    }
}

// TCA's SharedStateFileStorageTests, step for step.
@MainActor
struct SharedStateFileStorageTests {
    @Test func tabSelection() async {
        let store = TestStore(SharedStateFileStorage(), initialState: SharedStateFileStorage.State())

        await store.send(.selectTab(.profile)) {
            $0.currentTab = .profile
        }
        await store.send(.selectTab(.counter)) {
            $0.currentTab = .counter
        }
    }

    @Test func sharedCounts() async {
        let store = TestStore(SharedStateFileStorage(), initialState: SharedStateFileStorage.State())

        await store.send(.counter(.incrementButtonTapped)) {
            $0.counter.$stats.withLock { $0.increment() }
        }

        await store.send(.counter(.decrementButtonTapped)) {
            $0.counter.$stats.withLock { $0.decrement() }
        }

        await store.send(.profile(.resetStatsButtonTapped)) {
            $0.profile.$stats.withLock { $0 = Stats() }
        }
    }

    @Test func alert() async {
        let store = TestStore(SharedStateFileStorage(), initialState: SharedStateFileStorage.State())

        await store.send(.counter(.isPrimeButtonTapped)) {
            $0.counter.alert = AlertState(title: "👎 The number 0 is not prime :(")
        }
    }

    // Beyond TCA's tests: what the file holds, in the test's own storage.

    @Test func everyChangeIsSavedToTheFile() async throws {
        let store = TestStore(SharedStateFileStorage(), initialState: SharedStateFileStorage.State())
        await store.send(.counter(.incrementButtonTapped)) {
            $0.counter.$stats.withLock { $0.increment() }
        }
        let files = SharedFileSystem.of(store.store.core.dependencies.sharedStorage)
        #expect(files.isInMemory)
        let saved = try #require(try files.contents(of: FileStats.key.url))
        #expect(String(decoding: saved, as: UTF8.self) == """
            {
              "count" : 1,
              "maxCount" : 1,
              "minCount" : 0,
              "numberOfCounts" : 1
            }

            """)
    }
}
