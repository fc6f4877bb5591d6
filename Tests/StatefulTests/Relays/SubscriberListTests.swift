@testable import Stateful
import StatefulInternalTestSupport
import Testing

/// The relays' subscription list: identifiers, order, removal, and ended
/// subscriptions dropped when an element is sent.
@Suite struct SubscriberListTests {
    private func subscribe(_ list: SubscriberList<Int>) -> (id: UInt64, stream: AsyncStream<Int>, continuation: AsyncStream<Int>.Continuation) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let id = list.makeID()
        list.insert(continuation, id: id)
        return (id, stream, continuation)
    }

    @Test func identifiersOnlyGrow() {
        let list = SubscriberList<Int>()
        let ids = (0..<5).map { _ in list.makeID() }
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    }

    @Test func removingASubscriptionInTheMiddleKeepsTheOthers() async {
        let list = SubscriberList<Int>()
        let subscriptions = (0..<5).map { _ in subscribe(list) }
        list.remove(subscriptions[2].id)
        list.remove(subscriptions[2].id) // a second removal changes nothing
        list.remove(subscriptions[0].id)
        #expect(list.count == 3)
        list.yield(7)
        for (index, subscription) in subscriptions.enumerated() {
            subscription.continuation.finish()
            let received = await collectAll(subscription.stream)
            #expect(received == (index == 0 || index == 2 ? [] : [7]), "subscription \(index)")
        }
    }

    @Test func aSubscriptionInsertedOutOfOrderIsKeptInOrder() async {
        let list = SubscriberList<Int>()
        let first = list.makeID()
        let second = list.makeID()
        let (secondStream, secondContinuation) = AsyncStream.makeStream(of: Int.self)
        let (firstStream, firstContinuation) = AsyncStream.makeStream(of: Int.self)
        list.insert(secondContinuation, id: second)
        list.insert(firstContinuation, id: first)
        #expect(list.count == 2)
        list.remove(second)
        list.yield(1)
        firstContinuation.finish()
        secondContinuation.finish()
        #expect(await collectAll(firstStream) == [1])
        #expect(await collectAll(secondStream) == [])
    }

    @Test func sendingDropsSubscriptionsWhoseStreamEnded() {
        let list = SubscriberList<Int>()
        let subscriptions = (0..<3).map { _ in subscribe(list) }
        subscriptions[1].continuation.finish()
        #expect(list.count == 3, "the list learns of the end only when it sends")
        list.yield(1)
        #expect(list.count == 2)
    }

    @Test func removeAllEmptiesTheListAndReturnsEveryContinuation() {
        let list = SubscriberList<Int>()
        _ = (0..<3).map { _ in subscribe(list) }
        #expect(list.removeAll().count == 3)
        #expect(list.count == 0)
        list.yield(1) // nothing left to send to
        #expect(list.removeAll().isEmpty)
    }
}
