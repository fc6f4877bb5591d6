import AsyncAlgorithms
import OpenCombine
import Stateful
import Synchronization

// Relays beside what they replace. In every workload one producer sends the
// integers 1...count to every subscriber, and each subscriber sums the first
// `count` elements it receives; subscriptions are made before the clock
// starts, and the clock stops when every subscriber has its sum (which is
// checked). Subscribers receive in one of two ways:
//
// - after the burst: the producing task sends everything, then drains each
//   subscription in turn. No task switch or thread hand-off is timed, so this
//   is the cost of the relay's own sending and receiving paths.
// - concurrently: each subscriber iterates in a task of its own, beside the
//   producer. Needed for AsyncChannel (its send waits for a receiver); the
//   time is then mostly task wake-ups.
//
// OpenCombine's PassthroughSubject is there for scale: it calls its
// subscribers synchronously, with no buffer and no task.

/// The relay rows; add a row here to measure another relay case.
func relayRows() -> [Row] {
    [
        .comparison(
            "PublishRelay, 1 subscriber, after the burst", unit: "element", goal: .ratioAtMost(1.10),
            ours: { await publishRelay(subscribers: 1, count: 200_000, .afterBurst) },
            versus: "bare AsyncStream", baseline: { await bareAsyncStream(count: 200_000) }),
        .comparison(
            "BehaviorRelay, 1 subscriber, after the burst", unit: "element", goal: .ratioAtMost(1.10),
            ours: { await behaviorRelay(subscribers: 1, count: 200_000, .afterBurst) },
            versus: "bare AsyncStream", baseline: { await bareAsyncStream(count: 200_000) }),
        .comparison(
            "PublishRelay, 100 subscribers, after the burst", unit: "delivery", goal: .ratioAtMost(1.10),
            ours: { await publishRelay(subscribers: 100, count: 2_000, .afterBurst) },
            versus: "Mutex<[Continuation]>", baseline: { await mutexMulticast(subscribers: 100, count: 2_000) }),
        .comparison(
            "BehaviorRelay, 100 subscribers, after the burst", unit: "delivery", goal: .ratioAtMost(1.10),
            ours: { await behaviorRelay(subscribers: 100, count: 2_000, .afterBurst) },
            versus: "Mutex<[Continuation]>", baseline: { await mutexMulticast(subscribers: 100, count: 2_000) }),
        .comparison(
            "PublishRelay, 4 subscribers, after the burst", unit: "delivery", goal: .ratioAtMost(0.5),
            ours: { await publishRelay(subscribers: 4, count: 20_000, .afterBurst) },
            versus: "share()", baseline: { await shared(subscribers: 4, count: 20_000) }),
        .comparison(
            "BehaviorRelay, 4 subscribers, after the burst", unit: "delivery", goal: .ratioAtMost(0.5),
            ours: { await behaviorRelay(subscribers: 4, count: 20_000, .afterBurst) },
            versus: "share()", baseline: { await shared(subscribers: 4, count: 20_000) }),
        .comparison(
            "PublishRelay, 4 subscribers, concurrently", unit: "delivery", goal: .ratioAtMost(0.5),
            ours: { await publishRelay(subscribers: 4, count: 20_000, .concurrently) },
            versus: "AsyncChannel", baseline: { await channels(subscribers: 4, count: 20_000) }),
        .comparison(
            "BehaviorRelay, 4 subscribers, concurrently", unit: "delivery", goal: .ratioAtMost(0.5),
            ours: { await behaviorRelay(subscribers: 4, count: 20_000, .concurrently) },
            versus: "AsyncChannel", baseline: { await channels(subscribers: 4, count: 20_000) }),
        .comparison(
            "PublishRelay, 1 subscriber, after the burst", unit: "element", goal: .none,
            ours: { await publishRelay(subscribers: 1, count: 200_000, .afterBurst) },
            versus: "OpenCombine subject", baseline: { passthroughSubject(count: 200_000) }),
    ]
}

/// How subscribers receive (see the top of this file).
enum Delivery {
    case afterBurst
    case concurrently
}

// MARK: Subscribers

/// The sum of the first `count` elements of `iterator`.
private func sum<Iterator: AsyncIteratorProtocol<Int, Never>>(
    _ iterator: inout Iterator, count: Int
) async -> Int {
    var sum = 0
    for _ in 0..<count {
        guard let value = await iterator.next(isolation: #isolation) else { break }
        sum &+= value
    }
    return sum
}

/// Receives `count` elements from each of `streams`, then checks the sums.
private func receive(
    _ streams: [AsyncStream<Int>], count: Int, skipping skipped: Int = 0, _ delivery: Delivery,
    produce: () async -> Void
) async -> Timed {
    var start = ContinuousClock.now
    var total = 0
    switch delivery {
    case .afterBurst:
        var iterators = streams.map { $0.makeAsyncIterator() }
        start = ContinuousClock.now
        await produce()
        for index in iterators.indices {
            total &+= await sum(&iterators[index], count: count + skipped)
        }
    case .concurrently:
        let consumers = streams.map { stream in
            Task.detached {
                var iterator = stream.makeAsyncIterator()
                return await sum(&iterator, count: count + skipped)
            }
        }
        start = ContinuousClock.now
        await produce()
        for consumer in consumers { total &+= await consumer.value }
    }
    let elapsed = ContinuousClock.now - start
    check(total, subscribers: streams.count, count: count)
    return Timed(operations: streams.count * count, elapsed: elapsed)
}

private func check(_ total: Int, subscribers: Int, count: Int) {
    let expected = subscribers * (count * (count + 1) / 2)
    if total != expected { fail("a subscriber missed elements (\(total) ≠ \(expected))") }
}

// MARK: Stateful

private func publishRelay(subscribers: Int, count: Int, _ delivery: Delivery) async -> Timed {
    let relay = PublishRelay<Int>()
    let streams = (0..<subscribers).map { _ in relay.stream() }
    return await receive(streams, count: count, delivery) {
        for value in 1...count { relay.accept(value) }
    }
}

private func behaviorRelay(subscribers: Int, count: Int, _ delivery: Delivery) async -> Timed {
    // The initial value 0 is replayed to each subscriber (and adds nothing to its sum).
    let relay = BehaviorRelay(value: 0)
    let streams = (0..<subscribers).map { _ in relay.stream(bufferingPolicy: .unbounded) }
    return await receive(streams, count: count, skipping: 1, delivery) {
        for value in 1...count { relay.accept(value) }
    }
}

// MARK: Baselines

/// One continuation yielded to directly: the floor for a relay with one subscriber.
private func bareAsyncStream(count: Int) async -> Timed {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    return await receive([stream], count: count, .afterBurst) {
        for value in 1...count { continuation.yield(value) }
    }
}

/// The simplest correct multicast: continuations in an array behind a lock.
private final class MutexMulticast: Sendable {
    private let continuations = Mutex<[AsyncStream<Int>.Continuation]>([])

    func stream() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuations.withLock { $0.append(continuation) }
        return stream
    }

    func send(_ value: Int) {
        continuations.withLock { continuations in
            for continuation in continuations { continuation.yield(value) }
        }
    }
}

private func mutexMulticast(subscribers: Int, count: Int) async -> Timed {
    let multicast = MutexMulticast()
    let streams = (0..<subscribers).map { _ in multicast.stream() }
    return await receive(streams, count: count, .afterBurst) {
        for value in 1...count { multicast.send(value) }
    }
}

/// swift-async-algorithms' `share()` over an AsyncStream the producer feeds,
/// keeping every element for every subscriber (`.unbounded`), as the relays do.
private func shared(subscribers: Int, count: Int) async -> Timed {
    let (base, continuation) = AsyncStream.makeStream(of: Int.self)
    let sequence = base.share(bufferingPolicy: .unbounded)
    // Making an iterator registers a subscriber, so every one sees every element.
    var iterators = (0..<subscribers).map { _ in sequence.makeAsyncIterator() }
    let start = ContinuousClock.now
    for value in 1...count { continuation.yield(value) }
    var total = 0
    for index in iterators.indices {
        total &+= await sum(&iterators[index], count: count)
    }
    let elapsed = ContinuousClock.now - start
    continuation.finish()
    check(total, subscribers: subscribers, count: count)
    return Timed(operations: subscribers * count, elapsed: elapsed)
}

/// swift-async-algorithms' `AsyncChannel`: unicast with back-pressure, so one
/// channel per subscriber, each received in a task of its own, and the
/// producer awaits each send.
private func channels(subscribers: Int, count: Int) async -> Timed {
    let channels = (0..<subscribers).map { _ in AsyncChannel<Int>() }
    let consumers = channels.map { channel in
        Task.detached {
            var iterator = channel.makeAsyncIterator()
            return await sum(&iterator, count: count)
        }
    }
    let start = ContinuousClock.now
    for value in 1...count {
        for channel in channels { await channel.send(value) }
    }
    var total = 0
    for consumer in consumers { total &+= await consumer.value }
    let elapsed = ContinuousClock.now - start
    for channel in channels { channel.finish() }
    check(total, subscribers: subscribers, count: count)
    return Timed(operations: subscribers * count, elapsed: elapsed)
}

/// OpenCombine's subject with one synchronous subscriber.
private func passthroughSubject(count: Int) -> Timed {
    let subject = PassthroughSubject<Int, Never>()
    var total = 0
    let cancellable = subject.sink { total &+= $0 }
    let start = ContinuousClock.now
    for value in 1...count { subject.send(value) }
    let elapsed = ContinuousClock.now - start
    cancellable.cancel()
    check(total, subscribers: 1, count: count)
    return Timed(operations: count, elapsed: elapsed)
}
