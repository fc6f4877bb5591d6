import Stateful
import Testing

/// What a reference does with its key: loads once, saves every change,
/// follows outside changes, and never saves over what failed to load.
@Suite struct SharedPersistenceTests {
    /// A strategy that keeps its value in a box of the storage, counts its
    /// saves, and can be made to fail loading.
    struct BoxKey: SharedKey {
        let key: String
        var id: String { key }
        var name: String { ".box(\"\(key)\")" }

        func load(from storage: SharedStorage) throws -> Int? {
            try Self.box(of: storage).load(key)
        }

        func save(_ value: Int, to storage: SharedStorage) throws {
            try Self.box(of: storage).save(value, key)
        }

        func subscribe(
            in storage: SharedStorage, onChange: @escaping @Sendable (Result<Int?, any Error>) -> Void
        ) -> SharedSubscription {
            Self.box(of: storage).watch(key, onChange)
        }

        static func box(of storage: SharedStorage) -> Box { storage.resource(Box.self) { _ in Box() } }
    }

    struct Unreadable: Error, CustomStringConvertible {
        var description: String { "the box is corrupt" }
    }

    final class Box: Sendable {
        private struct State {
            var values: [String: Int] = [:]
            var saves = 0
            var corrupt = false
            var failsSaving = false
            var watchers: [String: @Sendable (Result<Int?, any Error>) -> Void] = [:]
        }
        private let state = Protected(State())

        var saves: Int { state.withLock { $0.saves } }
        func value(_ key: String) -> Int? { state.withLock { $0.values[key] } }
        func corrupt() { state.withLock { $0.corrupt = true } }
        func failSaving() { state.withLock { $0.failsSaving = true } }

        func load(_ key: String) throws -> Int? {
            try state.withLock { state in
                if state.corrupt { throw Unreadable() }
                return state.values[key]
            }
        }

        func save(_ value: Int, _ key: String) throws {
            try state.withLock { state in
                if state.failsSaving { throw Unreadable() }
                state.values[key] = value
                state.saves += 1
            }
        }

        /// Changes the stored value as another program would.
        func changeOutside(_ key: String, to value: Int?) {
            let watcher = state.withLock { state in
                state.values[key] = value
                state.corrupt = false
                return state.watchers[key]
            }
            watcher?(.success(value))
        }

        func failOutside(_ key: String) {
            let watcher = state.withLock { $0.watchers[key] }
            watcher?(.failure(Unreadable()))
        }

        func watch(_ key: String, _ onChange: @escaping @Sendable (Result<Int?, any Error>) -> Void) -> SharedSubscription {
            state.withLock { $0.watchers[key] = onChange }
            return SharedSubscription { [weak self] in self?.state.withLock { _ = $0.watchers.removeValue(forKey: key) } }
        }
    }

    private func shared(_ key: BoxKey, default value: Int = 0, in storage: SharedStorage) -> Shared<Int> {
        Dependencies.$current.withValue(Dependencies.live.updating { $0.sharedStorage = storage }) {
            Shared(wrappedValue: value, key)
        }
    }

    @Test func aStoredValueIsLoadedAndEveryChangeSaved() {
        let storage = SharedStorage.inMemory()
        BoxKey.box(of: storage).changeOutside("n", to: 3)
        let n = shared(BoxKey(key: "n"), in: storage)
        #expect(n.wrappedValue == 3)
        n.withLock { $0 += 1 }
        n.withLock { $0 += 1 }
        #expect(BoxKey.box(of: storage).value("n") == 5)
        #expect(BoxKey.box(of: storage).saves == 2)
        #expect(n.loadError == nil && n.saveError == nil)
    }

    @Test func whatFailsToLoadIsNeverSavedOver() throws {
        let storage = SharedStorage.inMemory()
        let box = BoxKey.box(of: storage)
        box.changeOutside("n", to: 9)
        box.corrupt()
        let n = shared(BoxKey(key: "n"), default: 1, in: storage)
        #expect(n.wrappedValue == 1)
        #expect(n.loadError is Unreadable)
        n.withLock { $0 = 2 }
        #expect(box.value("n") == 9, "the stored value is kept")
        let refusal = try #require(n.saveError as? SharedSaveRefusal)
        #expect(refusal.description.hasPrefix(".box(\"n\") was not saved: what is stored could not be loaded (the box is corrupt)"))
        // Fixed outside: loaded again, and saving resumes.
        box.changeOutside("n", to: 4)
        #expect(n.wrappedValue == 4)
        #expect(n.loadError == nil)
        n.withLock { $0 += 1 }
        #expect(box.value("n") == 5)
        #expect(n.saveError == nil)
    }

    @Test func anOutsideChangeReachesEveryHolderAndARemovalRestoresTheDefault() {
        let storage = SharedStorage.inMemory()
        let n = shared(BoxKey(key: "n"), default: 7, in: storage)
        let other = shared(BoxKey(key: "n"), in: storage)
        BoxKey.box(of: storage).changeOutside("n", to: 11)
        #expect(n.wrappedValue == 11 && other.wrappedValue == 11)
        BoxKey.box(of: storage).changeOutside("n", to: nil)
        #expect(n.wrappedValue == 7)
    }

    @Test func anOutsideFailureIsALoadErrorThatStopsSaving() {
        let storage = SharedStorage.inMemory()
        let n = shared(BoxKey(key: "n"), in: storage)
        BoxKey.box(of: storage).failOutside("n")
        #expect(n.loadError is Unreadable)
        n.withLock { $0 = 3 }
        #expect(BoxKey.box(of: storage).value("n") == nil)
    }

    @Test func aFailedSaveKeepsTheValueAndSaysWhy() {
        let storage = SharedStorage.inMemory()
        let n = shared(BoxKey(key: "n"), in: storage)
        BoxKey.box(of: storage).failSaving()
        n.withLock { $0 = 3 }
        #expect(n.wrappedValue == 3)
        #expect(n.saveError is Unreadable)
    }
}

/// `reload()`: loading a keyed value again on demand.
@Suite struct SharedReloadTests {
    typealias BoxKey = SharedPersistenceTests.BoxKey

    private func shared(_ key: BoxKey, in storage: SharedStorage) -> Shared<Int> {
        Dependencies.$current.withValue(Dependencies.live.updating { $0.sharedStorage = storage }) {
            Shared(wrappedValue: 0, key)
        }
    }

    @Test func reloadReadsWhatIsStoredNow() throws {
        let storage = SharedStorage.inMemory()
        let n = shared(BoxKey(key: "n"), in: storage)
        try BoxKey.box(of: storage).save(8, "n")
        #expect(n.wrappedValue == 0)
        try n.reload()
        #expect(n.wrappedValue == 8)
    }

    @Test func aFailedReloadThrowsAndKeepsTheValue() {
        let storage = SharedStorage.inMemory()
        let n = shared(BoxKey(key: "n"), in: storage)
        n.withLock { $0 = 3 }
        BoxKey.box(of: storage).corrupt()
        #expect(throws: SharedPersistenceTests.Unreadable.self) { try n.reload() }
        #expect(n.wrappedValue == 3)
        #expect(n.loadError is SharedPersistenceTests.Unreadable)
    }

    @Test func aValueWithoutAKeyHasNothingToReload() throws {
        let n = Shared(value: 1)
        try n.reload()
        #expect(n.wrappedValue == 1)
    }
}
