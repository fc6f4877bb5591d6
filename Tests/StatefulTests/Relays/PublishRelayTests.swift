import Stateful
import StatefulInternalTestSupport
import Testing

@Suite struct PublishRelayTests {
    @Test func doesNotReplayElementsAcceptedBeforeSubscribing() async {
        let relay = PublishRelay<String>()
        relay.accept("missed")
        var iterator = relay.stream().makeAsyncIterator()
        relay.accept("seen")
        #expect(await iterator.next() == "seen")
    }

    @Test func defaultPolicyDeliversEveryElementInOrder() async {
        let relay = PublishRelay<Int>()
        var iterator = relay.stream().makeAsyncIterator()
        for value in 0..<10_000 { relay.accept(value) }
        #expect(await collect(10_000, from: &iterator) == Array(0..<10_000))
    }

    @Test func everyStreamIsAnIndependentSubscription() async {
        let relay = PublishRelay<Int>()
        var first = relay.stream().makeAsyncIterator()
        relay.accept(1)
        var second = relay.stream().makeAsyncIterator()
        relay.accept(2)
        #expect(await collect(2, from: &first) == [1, 2])
        #expect(await collect(1, from: &second) == [2])
    }

    @Test func cancellingTheConsumerEndsAndRemovesTheSubscription() async {
        let relay = PublishRelay<Int>()
        let stream = relay.stream()
        let started = PublishRelay<Void>()
        var startedIterator = started.stream().makeAsyncIterator()
        let consumer = Task {
            var count = 0
            for await _ in stream {
                count += 1
                started.accept(())
            }
            return count
        }
        relay.accept(1)
        _ = await startedIterator.next()
        consumer.cancel()
        #expect(await consumer.value == 1)
        #expect(relay.subscriberCount == 0)
        relay.accept(2)
    }

    @Test func deinitialisingTheRelayFinishesEveryStream() async {
        var relay: PublishRelay<Int>? = PublishRelay()
        let stream = relay?.stream()
        relay?.accept(1)
        weak let weakRelay = relay
        relay = nil
        #expect(weakRelay == nil)
        #expect(await collectAll(stream ?? AsyncStream { $0.finish() }) == [1])
    }

    /// Many producers, subscribers joining and leaving all the while: the
    /// subscriber that stays sees every element, each producer's in order, and
    /// every subscription that left is gone from the relay.
    @Test func stressManyProducersAndChurningSubscribers() async {
        let relay = PublishRelay<Int>()
        let producers = 8, perProducer = 2_000
        let steady = relay.stream()
        let steadyCopy = relay.stream()
        await withTaskGroup(of: Void.self) { group in
            for producer in 0..<producers {
                group.addTask {
                    for sequence in 0..<perProducer {
                        relay.accept(producer * perProducer + sequence)
                        if sequence % 64 == 0 { await Task.yield() }
                    }
                }
            }
            for churner in 0..<16 {
                group.addTask {
                    for round in 0..<20 {
                        let stream = relay.stream(bufferingPolicy: churner.isMultiple(of: 2) ? .unbounded : .bufferingOldest(4))
                        let reader = Task {
                            var seen = 0
                            for await _ in stream {
                                seen += 1
                                if seen == round % 5 + 1 { break }
                            }
                        }
                        if round.isMultiple(of: 3) { reader.cancel() }
                        await reader.value
                    }
                }
            }
        }
        var iterator = steady.makeAsyncIterator()
        var copyIterator = steadyCopy.makeAsyncIterator()
        let all = await collect(producers * perProducer, from: &iterator)
        let copy = await collect(producers * perProducer, from: &copyIterator)
        #expect(all.count == producers * perProducer, "no element lost")
        #expect(copy == all, "both subscribers see one order")
        for producer in 0..<producers {
            let own = all.filter { $0 / perProducer == producer }
            #expect(own == Array(producer * perProducer..<(producer + 1) * perProducer))
        }
        #expect(relay.subscriberCount == 2, "every churned subscription was removed")
    }
}

@Suite struct PublishRelaySubscriptionTests {
    @Test func endingOneSubscriptionInTheMiddleLeavesTheOthersReceiving() async {
        let relay = PublishRelay<Int>()
        var first = relay.stream().makeAsyncIterator()
        do {
            let middle = relay.stream()
            _ = middle
            #expect(relay.subscriberCount == 2)
        }
        var last = relay.stream().makeAsyncIterator()
        relay.accept(1)
        #expect(relay.subscriberCount == 2)
        do {
            var middle = relay.stream().makeAsyncIterator()
            relay.accept(-1)
            #expect(await middle.next() == -1)
            #expect(relay.subscriberCount == 3)
        }
        #expect(relay.subscriberCount == 2)
        relay.accept(2)
        #expect(await collect(3, from: &first) == [1, -1, 2])
        #expect(await collect(3, from: &last) == [1, -1, 2])
    }
}
