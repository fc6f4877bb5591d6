import StatefulExampleLogin
import Observation
import Stateful
import StatefulInternalTestSupport
import Testing

/// The login store, watched as a SwiftUI view watches it.
@MainActor
@Suite struct LoginObservationTests {
    @Test func eachInputThatChangesTheStateNotifiesOnceAndARepeatedOneNotifiesNoOne() async {
        let store = LoginViewStoreImpl(authClient: .unimplemented)
        let reads = ObservedReads { store.currentState }
        await store.dispatchCommand(.inputLoginId("a@example.com"))
        #expect(reads.changeCount == 1)
        reads.readAgain()
        await store.dispatchCommand(.inputLoginId("a@example.com"))
        #expect(reads.changeCount == 1, "the same login ID leaves the State equal")
        await store.dispatchCommand(.inputPassword("pw"))
        #expect(reads.changeCount == 2)
        reads.readAgain()
        #expect(reads.value == .completed(LoginViewContent(loginId: "a@example.com", password: "pw")))
        #expect(reads.changesOffTheMainActor == 0)
    }

    @Test func loggingInSendsEffectsWithoutNotifyingReadersOfTheState() async {
        let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
        await fill(store)
        let reads = ObservedReads { store.currentState }
        var effects = store.effect.makeAsyncIterator()
        await store.dispatchCommand(.logIn)
        #expect(await collect(3, from: &effects) == [.showProgress, .dismissProgress, .complete(userId: "u-42")])
        #expect(reads.changeCount == 0)
    }

    @Test func aLoginStoreThatGoesAwayIsReleasedWhileObserved() async {
        weak var released: LoginViewStoreImpl?
        do {
            let store = LoginViewStoreImpl(authClient: InMemoryAuthServer().client)
            released = store
            withObservationTracking {
                _ = store.currentState
            } onChange: {}
            await fill(store)
            withObservationTracking {
                _ = store.binding({ $0.content?.loginId ?? "" }, send: LoginViewCommand.inputLoginId).value
            } onChange: {}
            await store.dispatchCommand(.logIn)
        }
        #expect(released == nil)
    }
}
