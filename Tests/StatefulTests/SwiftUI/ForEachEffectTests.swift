import Stateful
import StatefulInternalTestSupport
import Testing

/// A hand-written store (no StoreCore) that says when its Effects are
/// subscribed to, so a test knows when `forEachEffect` is listening.
@MainActor
private final class SignallingStore: ViewStore {
    let effects = PublishRelay<CounterEffect>()
    private let subscribed: AsyncStream<Void>.Continuation
    /// One element for each subscription to ``effect``.
    let subscriptions: AsyncStream<Void>

    init() {
        (subscriptions, subscribed) = AsyncStream.makeStream(of: Void.self)
    }

    var state: AsyncStream<Counter> { BehaviorRelay(value: Counter()).stream() }
    var effect: AsyncStream<CounterEffect> {
        let stream = effects.stream()
        subscribed.yield()
        return stream
    }
    var currentState: Counter { Counter() }
    func dispatchCommand(_ command: CounterCommand) async {}
}

@MainActor
@Suite struct ForEachEffectTests {
    @Test func handlesEveryEffectInOrderUntilTheTaskIsCancelled() async {
        let store = SignallingStore()
        var subscriptions = store.subscriptions.makeAsyncIterator()
        let (handled, handledContinuation) = AsyncStream.makeStream(of: CounterEffect.self)
        let consumer = Task {
            await store.forEachEffect { effect in handledContinuation.yield(effect) }
            handledContinuation.finish()
        }
        await subscriptions.next()
        store.effects.accept(.started)
        store.effects.accept(.finished)
        var received = handled.makeAsyncIterator()
        #expect(await collect(2, from: &received) == [.started, .finished])

        consumer.cancel()
        await consumer.value
        #expect(store.effects.subscriberCount == 0, "the subscription ended with the task")
        store.effects.accept(.error("after"))
        #expect(await received.next() == nil, "nothing handled after cancellation")
    }

    @Test func aTaskCancelledBeforeItStartsReturnsAtOnce() async {
        let store = SignallingStore()
        let (handled, handledContinuation) = AsyncStream.makeStream(of: CounterEffect.self)
        let consumer = Task {
            await store.forEachEffect { handledContinuation.yield($0) }
            handledContinuation.finish()
        }
        consumer.cancel()
        await consumer.value
        store.effects.accept(.started)
        #expect(await collectAll(handled).isEmpty)
        #expect(store.effects.subscriberCount == 0)
    }
}
