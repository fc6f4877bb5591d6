/// The live subscriptions of one relay, keyed by a number that only grows.
///
/// Not thread-safe on its own: every relay keeps its list inside its lock
/// and calls these methods with the lock held. Nothing here calls back into
/// the relay, so holding the lock while yielding cannot deadlock.
struct SubscriberList<Element: Sendable> {
    private var continuations: [UInt64: AsyncStream<Element>.Continuation] = [:]
    private var nextID: UInt64 = 0

    /// The number of live subscriptions.
    var count: Int { continuations.count }

    /// Reserves the identifier of the next subscription.
    mutating func makeID() -> UInt64 {
        defer { nextID &+= 1 }
        return nextID
    }

    mutating func insert(_ continuation: AsyncStream<Element>.Continuation, id: UInt64) {
        continuations[id] = continuation
    }

    mutating func remove(_ id: UInt64) {
        continuations[id] = nil
    }

    /// Sends `element` to every subscription.
    ///
    /// A subscription whose stream already ended (its consumer was cancelled
    /// and its termination handler has not run yet) is dropped here, so no
    /// element is ever yielded into it again.
    mutating func yield(_ element: Element) {
        var ended: [UInt64] = []
        for (id, continuation) in continuations {
            if case .terminated = continuation.yield(element) {
                ended.append(id)
            }
        }
        for id in ended {
            continuations[id] = nil
        }
    }

    /// Removes and returns every continuation, so the caller can finish them
    /// after releasing the lock (finishing runs termination handlers).
    mutating func removeAll() -> [AsyncStream<Element>.Continuation] {
        defer { continuations.removeAll() }
        return Array(continuations.values)
    }
}
