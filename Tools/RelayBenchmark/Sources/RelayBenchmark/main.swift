import AsyncAlgorithms
import OpenCombine
import Stateful

// Each scenario delivers `count` integers from one producer to its
// subscribers, who sum what they receive (so no work is optimised away).
// Every case is timed `rounds` times; the median is reported, and the ratio
// to the baseline measured in this same run (raw AsyncStream, one continuation).

let count = 200_000
let rounds = 7

func median(_ durations: [Duration]) -> Duration {
    durations.sorted()[durations.count / 2]
}

func measure(_ body: () async -> Int) async -> Duration {
    var samples: [Duration] = []
    var checksum = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        checksum &+= await body()
        samples.append(ContinuousClock.now - start)
    }
    precondition(checksum != 0)
    return median(samples)
}

func consume(_ stream: AsyncStream<Int>, expecting expected: Int) -> Task<Int, Never> {
    Task {
        var sum = 0, seen = 0
        for await value in stream {
            sum &+= value
            seen += 1
            if seen == expected { break }
        }
        return sum
    }
}

func rawAsyncStream(subscribers: Int) async -> Int {
    var continuations: [AsyncStream<Int>.Continuation] = []
    var consumers: [Task<Int, Never>] = []
    for _ in 0..<subscribers {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuations.append(continuation)
        consumers.append(consume(stream, expecting: count))
    }
    for value in 1...count { for continuation in continuations { continuation.yield(value) } }
    var total = 0
    for consumer in consumers { total &+= await consumer.value }
    return total
}

func publishRelay(subscribers: Int) async -> Int {
    let relay = PublishRelay<Int>()
    let consumers = (0..<subscribers).map { _ in consume(relay.stream(), expecting: count) }
    for value in 1...count { relay.accept(value) }
    var total = 0
    for consumer in consumers { total &+= await consumer.value }
    return total
}

func behaviorRelay(subscribers: Int) async -> Int {
    let relay = BehaviorRelay(value: 0)
    let consumers = (0..<subscribers).map { _ in
        consume(relay.stream(bufferingPolicy: .unbounded), expecting: count + 1)
    }
    for value in 1...count { relay.accept(value) }
    var total = 0
    for consumer in consumers { total &+= await consumer.value }
    return total
}

func openCombineSubject(subscribers: Int) async -> Int {
    let subject = PassthroughSubject<Int, Never>()
    var sums = Array(repeating: 0, count: subscribers)
    var cancellables: [AnyCancellable] = []
    for index in 0..<subscribers {
        cancellables.append(subject.sink { sums[index] &+= $0 })
    }
    for value in 1...count { subject.send(value) }
    _ = cancellables
    return sums.reduce(0, &+)
}

func asyncChannel(subscribers: Int) async -> Int {
    // AsyncChannel has back-pressure and is unicast: one channel per subscriber.
    let channels = (0..<subscribers).map { _ in AsyncChannel<Int>() }
    let consumers = channels.map { channel in
        Task { var sum = 0; for await value in channel { sum &+= value }; return sum }
    }
    for value in 1...count { for channel in channels { await channel.send(value) } }
    for channel in channels { channel.finish() }
    var total = 0
    for consumer in consumers { total &+= await consumer.value }
    return total
}

func row(_ name: String, _ duration: Duration, baseline: Duration) -> String {
    let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    let baseNanoseconds = Double(baseline.components.seconds) * 1e9 + Double(baseline.components.attoseconds) / 1e9
    let perElement = nanoseconds / Double(count)
    let ratio = nanoseconds / baseNanoseconds
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    let perElementText = String(Int(perElement.rounded()))
    let ratioText = String(Int((ratio * 100).rounded())) + "%"
    return pad(name, 40) + pad(perElementText + " ns/element", 18) + ratioText
}

print("\(count) elements, median of \(rounds) rounds; ratio = time / raw AsyncStream time in this run")
for subscribers in [1, 4] {
    print("\n\(subscribers) subscriber(s)")
    let baseline = await measure { await rawAsyncStream(subscribers: subscribers) }
    print(row("raw AsyncStream (baseline)", baseline, baseline: baseline))
    print(row("Stateful PublishRelay", await measure { await publishRelay(subscribers: subscribers) }, baseline: baseline))
    print(row("Stateful BehaviorRelay (.unbounded)", await measure { await behaviorRelay(subscribers: subscribers) }, baseline: baseline))
    print(row("OpenCombine PassthroughSubject (sync)", await measure { await openCombineSubject(subscribers: subscribers) }, baseline: baseline))
    print(row("AsyncAlgorithms AsyncChannel", await measure { await asyncChannel(subscribers: subscribers) }, baseline: baseline))
}
