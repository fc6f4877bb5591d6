import Stateful

// What TCA's shared-state case studies share between their two tabs: a
// count and statistics about it.

/// The count and what happened to it.
struct Stats: Codable, Equatable, Sendable {
    private(set) var count = 0
    private(set) var maxCount = 0
    private(set) var minCount = 0
    private(set) var numberOfCounts = 0

    mutating func increment() {
        count += 1
        numberOfCounts += 1
        maxCount = max(maxCount, count)
    }

    mutating func decrement() {
        count -= 1
        numberOfCounts += 1
        minCount = min(minCount, count)
    }
}

/// Whether `p` is prime.
func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
    var divisor = 2
    while divisor * divisor <= p {
        if p % divisor == 0 { return false }
        divisor += 1
    }
    return true
}

/// The alert the counter tab shows for `count`.
func primeAlert<Command>(_ count: Int) -> AlertState<Command> {
    AlertState(title: isPrime(count) ? "👍 The number \(count) is prime!" : "👎 The number \(count) is not prime :(")
}


