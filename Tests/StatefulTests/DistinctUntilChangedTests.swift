import Stateful
import StatefulInternalTestSupport
import Testing

@Suite struct DistinctUntilChangedTests {
    @Test func skipsConsecutiveEqualElements() async {
        let stream = AsyncStream<Int> { continuation in
            for value in [1, 1, 2, 2, 2, 1, 3, 3] { continuation.yield(value) }
            continuation.finish()
        }
        #expect(await collectAll(stream.distinctUntilChanged()) == [1, 2, 1, 3])
    }

    @Test func bindsOneFieldOfTheStateLikeDistinctUntilChanged() async {
        struct Form: Sendable { var loginId: String; var password: String }
        let relay = BehaviorRelay(value: Form(loginId: "", password: ""))
        var iterator = relay.stream(bufferingPolicy: .unbounded).map(\.loginId).distinctUntilChanged().makeAsyncIterator()
        relay.accept(Form(loginId: "", password: "p"))
        relay.accept(Form(loginId: "a", password: "p"))
        relay.accept(Form(loginId: "a", password: "pw"))
        relay.accept(Form(loginId: "ab", password: "pw"))
        var seen: [String] = []
        for _ in 0..<3 { if let value = await iterator.next() { seen.append(value) } }
        #expect(seen == ["", "a", "ab"])
    }

    @Test func customPredicateDecidesWhatRepeats() async {
        let stream = AsyncStream<String> { continuation in
            for value in ["a", "A", "b", "B", "a"] { continuation.yield(value) }
            continuation.finish()
        }
        let distinct = stream.distinctUntilChanged { $0.lowercased() == $1.lowercased() }
        #expect(await collectAll(distinct) == ["a", "b", "a"])
    }

    @Test func byComparesEachElementWithTheLastOneLetThroughNotTheLastOneSkipped() async {
        let stream = AsyncStream<Int> { continuation in
            for value in [1, 2, 3, 4, 10] { continuation.yield(value) }
            continuation.finish()
        }
        // 2 is close to 1 and skipped; 3 is compared with 1, not 2, so it passes.
        let distinct = stream.distinctUntilChanged(by: { abs($0 - $1) < 2 })
        #expect(await collectAll(distinct) == [1, 3, 10])
    }
}
