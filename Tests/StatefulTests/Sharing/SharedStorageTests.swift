import Stateful
import Testing

/// `SharedStorage`: where keyed shared values live, one per app, test or flow.
@Suite struct SharedStorageTests {
    /// Makes a `@Shared` with `key` in `storage`, as a State made with those dependencies does.
    private func shared<Value: Sendable>(
        _ value: Value, _ key: some SharedKey<Value>, in storage: SharedStorage
    ) -> Shared<Value> {
        Dependencies.$current.withValue(Dependencies.live.updating { $0.sharedStorage = storage }) {
            Shared(wrappedValue: value, key)
        }
    }

    @Test func everySharedWithAKeyInOneStorageHoldsTheSameValue() {
        let storage = SharedStorage.inMemory()
        let first = shared(0, .inMemory("count"), in: storage)
        let second = shared(42, .inMemory("count"), in: storage)
        #expect(second.wrappedValue == 0, "the first default wins")
        second.withLock { $0 += 1 }
        #expect(first.wrappedValue == 1)
    }

    @Test func keysOfOneNameAndAnotherTypeAreOtherValues() {
        let storage = SharedStorage.inMemory()
        let count = shared(1, .inMemory("value"), in: storage)
        let text = shared("one", .inMemory("value"), in: storage)
        count.withLock { $0 = 2 }
        #expect(text.wrappedValue == "one")
    }

    @Test func twoStoragesNeverShare() {
        let first = shared(0, .inMemory("count"), in: .inMemory())
        let second = shared(0, .inMemory("count"), in: .inMemory())
        first.withLock { $0 = 7 }
        #expect(second.wrappedValue == 0)
    }

    @Test func aRelaunchedStorageForgetsInMemoryValuesAndKeepsResources() {
        let storage = SharedStorage.inMemory()
        shared(0, .inMemory("count"), in: storage).withLock { $0 = 5 }
        let box = storage.resource(Box.self) { _ in Box() }
        let relaunched = storage.relaunched()
        #expect(shared(0, .inMemory("count"), in: relaunched).wrappedValue == 0)
        #expect(relaunched.resource(Box.self) { _ in Box() } === box)
        #expect(relaunched.isInMemory)
    }

    @Test func eachTestSetOfDependenciesHasAStorageOfItsOwn() {
        let live = Dependencies.live
        #expect(live.sharedStorage.isSame(as: .live))
        #expect(SharedStorage.live.isInMemory, "in a test process the live storage keeps everything in memory")
    }

    @Test func aKeyedSharedMadeWithLiveDependenciesInATestIsReported() {
        let issues = ReportedIssues()
        issues.capture {
            _ = Dependencies.$current.withValue(.live) { Shared(wrappedValue: 0, .inMemory("leaky")) }
        }
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.hasPrefix("@Shared(.inMemory(\"leaky\")) was made with live dependencies in a test") == true)
    }

    @Test func anInMemoryKeyIsNamedAsItIsWritten() {
        #expect(InMemoryKey<Int>("cart \"one\"").name == #".inMemory("cart \"one\"")"#)
    }

    private final class Box: Sendable {}
}
