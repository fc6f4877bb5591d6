import Stateful
import Testing

@Suite struct ViewStateTests {
    struct Content: Equatable { var name = ""; var count = 0 }
    enum Failure: Error, Equatable { case offline }

    @Test func mutateChangesTheContentOfACompletedState() {
        let state = ViewState<Content, Failure>.completed(Content())
        #expect(state.mutate(keyPath: \.name, value: "a") == .completed(Content(name: "a")))
    }

    @Test func mutateLeavesLoadingAndFailedUnchanged() {
        #expect(ViewState<Content, Failure>.loading.mutate(keyPath: \.count, value: 1) == .loading)
        #expect(ViewState<Content, Failure>.failed(.offline).mutate(keyPath: \.count, value: 1) == .failed(.offline))
    }

    @Test func accessorsExposeEachFace() {
        let completed = ViewState<Content, Failure>.completed(Content(count: 2))
        #expect(completed.content == Content(count: 2))
        #expect(completed.failure == nil)
        #expect(!completed.isLoading)
        #expect(ViewState<Content, Failure>.failed(.offline).failure == .offline)
        #expect(ViewState<Content, Failure>.loading.isLoading)
        #expect(ViewState<Content, Failure>.loading.content == nil)
    }

    @Test func mutableGivesAnyStructMutate() {
        struct State: Mutable, Equatable { var loginId: String? }
        let state = State(loginId: nil)
        #expect(state.mutate(keyPath: \.loginId, value: "x") == State(loginId: "x"))
        #expect(state.loginId == nil, "mutate returns a copy")
    }
}
