import Stateful
import StatefulInternalTestSupport
import Testing

@Suite struct BehaviorRelayTests {
    @Test func replaysTheCurrentValueFirst() async {
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        var iterator = relay.stream().makeAsyncIterator()
        #expect(await iterator.next() == 2)
        relay.accept(3)
        #expect(await iterator.next() == 3)
        #expect(relay.value == 3)
    }

    @Test func everyStreamIsAnIndependentSubscription() async {
        let relay = BehaviorRelay(value: 0)
        var first = relay.stream(bufferingPolicy: .unbounded).makeAsyncIterator()
        var second = relay.stream(bufferingPolicy: .unbounded).makeAsyncIterator()
        #expect(relay.subscriberCount == 2)
        for value in 1...3 { relay.accept(value) }
        #expect(await collect(4, from: &first) == [0, 1, 2, 3])
        #expect(await collect(4, from: &second) == [0, 1, 2, 3])
    }

    @Test func defaultPolicyKeepsOnlyTheNewestValueForAStalledSubscriber() async {
        let relay = BehaviorRelay(value: 0)
        var iterator = relay.stream().makeAsyncIterator()
        for value in 1...1_000 { relay.accept(value) }
        #expect(await iterator.next() == 1_000)
        relay.accept(1_001)
        #expect(await iterator.next() == 1_001)
    }

    @Test func cancellingTheConsumerEndsAndRemovesTheSubscription() async {
        let relay = BehaviorRelay(value: 0)
        let received = PublishRelay<Int>()
        var receivedIterator = received.stream().makeAsyncIterator()
        let stream = relay.stream()
        let consumer = Task {
            for await value in stream { received.accept(value) }
            return "ended"
        }
        #expect(await receivedIterator.next() == 0)
        #expect(relay.subscriberCount == 1)
        consumer.cancel()
        #expect(await consumer.value == "ended")
        #expect(relay.subscriberCount == 0)
        relay.accept(1) // no subscriber left: nothing is yielded anywhere
        #expect(relay.subscriberCount == 0)
    }

    @Test func droppingTheStreamRemovesTheSubscription() {
        let relay = BehaviorRelay(value: 0)
        do {
            let stream = relay.stream()
            _ = stream
            #expect(relay.subscriberCount == 1)
        }
        #expect(relay.subscriberCount == 0)
    }

    @Test func deinitialisingTheRelayFinishesEveryStream() async {
        var relay: BehaviorRelay<Int>? = BehaviorRelay(value: 7)
        let stream = relay?.stream(bufferingPolicy: .unbounded)
        relay?.accept(8)
        weak let weakRelay = relay
        relay = nil
        #expect(weakRelay == nil, "subscriptions must not keep the relay alive")
        #expect(await collectAll(stream ?? AsyncStream { $0.finish() }) == [7, 8])
    }

    @Test func concurrentAcceptsReachEverySubscriberInOneOrder() async {
        let relay = BehaviorRelay(value: -1)
        let producers = 8, perProducer = 500
        let streams = (0..<3).map { _ in relay.stream(bufferingPolicy: .unbounded) }
        await withTaskGroup(of: Void.self) { group in
            for producer in 0..<producers {
                group.addTask {
                    for sequence in 0..<perProducer { relay.accept(producer * perProducer + sequence) }
                }
            }
        }
        var orders: [[Int]] = []
        for stream in streams {
            var iterator = stream.makeAsyncIterator()
            orders.append(await collect(1 + producers * perProducer, from: &iterator))
        }
        #expect(orders[0].first == -1)
        #expect(orders[0].count == 1 + producers * perProducer, "no element lost")
        #expect(orders[1] == orders[0] && orders[2] == orders[0], "every subscriber sees the same order")
        for producer in 0..<producers {
            let own = orders[0].filter { $0 >= 0 && $0 / perProducer == producer }
            #expect(own == Array(producer * perProducer..<(producer + 1) * perProducer), "producer \(producer) in order")
        }
        #expect(relay.value == orders[0].last)
    }
}

@Suite struct BehaviorRelaySubscriptionTests {
    @Test func endingOneSubscriptionInTheMiddleLeavesTheOthersReceiving() async {
        let relay = BehaviorRelay(value: 0)
        var first = relay.stream(bufferingPolicy: .unbounded).makeAsyncIterator()
        do {
            let middle = relay.stream()
            _ = middle
            #expect(relay.subscriberCount == 2)
        }
        var last = relay.stream(bufferingPolicy: .unbounded).makeAsyncIterator()
        #expect(relay.subscriberCount == 2)
        relay.accept(1)
        #expect(await collect(2, from: &first) == [0, 1])
        #expect(await collect(2, from: &last) == [0, 1])
        #expect(relay.value == 1)
    }
}
