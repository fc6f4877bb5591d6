import Foundation
import Stateful
import StatefulPersistence
import StatefulTesting
import Testing

/// A screen whose count is saved to a file and whose sound setting is in
/// user defaults.
struct SavedCounter: ScreenLogic {
    nonisolated static let file = FileManager.default.temporaryDirectory.appending(component: "StatefulPersistenceTests-never-written.json")

    struct State: Equatable, Sendable {
        @Shared(.fileStorage(SavedCounter.file)) var count = 0
        @Shared(.appStorage("soundsOn")) var soundsOn = true
    }

    enum Command: Sendable { case increment, toggleSounds }

    enum Action: ViewAction {
        case incremented, soundsToggled

        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .incremented: state.$count.withLock { $0 += 1 }
            case .soundsToggled: state.$soundsOn.withLock { $0.toggle() }
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .increment: context.dispatchAction(.incremented)
        case .toggleSounds: context.dispatchAction(.soundsToggled)
        }
    }
}

/// What a test gets: files and defaults of its own, in memory.
@MainActor
struct PersistenceInTestsTests {
    @Test func aTestStoresFilesAndDefaultsAreItsOwnAndInMemory() async throws {
        let first = TestStore(SavedCounter(), initialState: SavedCounter.State())
        await first.send(.increment) { $0.$count.withLock { $0 = 1 } }
        await first.send(.toggleSounds) { $0.$soundsOn.withLock { $0 = false } }

        let second = TestStore(SavedCounter(), initialState: SavedCounter.State())
        #expect(second.state.count == 0)
        #expect(second.state.soundsOn)

        let storage = first.store.core.dependencies.sharedStorage
        #expect(text(try SharedFileSystem.of(storage).contents(of: SavedCounter.file)) == "1\n")
        #expect(SharedDefaults.of(storage).object(forKey: "soundsOn") as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: SavedCounter.file.path(percentEncoded: false)))
        await first.finish()
        await second.finish()
    }

    @Test(.dependencies) func aFilePutInPlaceBeforeTheStateIsMadeIsLoaded() async throws {
        let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
        try files.write(Data("41".utf8), to: SavedCounter.file)
        SharedDefaults.of(Dependencies.current.sharedStorage).set(false, forKey: "soundsOn")

        let store = TestStore(SavedCounter(), initialState: SavedCounter.State())
        #expect(store.state.count == 41)
        #expect(!store.state.soundsOn)
        await store.send(.increment) { $0.$count.withLock { $0 = 42 } }

        #expect(text(try files.contents(of: SavedCounter.file)) == "42\n")
        await store.finish()
    }
}
