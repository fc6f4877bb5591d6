/// The live subscriptions of one relay, in the order they were made, each
/// named by a number that only grows.
///
/// Not thread-safe on its own: every relay keeps its list beside its lock and
/// calls these methods with the lock held (hence `@exclusivity(unchecked)`:
/// the lock already serialises every access). Nothing here calls back into
/// the relay, so holding the lock while yielding cannot deadlock.
///
/// Built for the relays' hot path. Sending is inlinable, so a relay used from
/// a client's code is specialised there for its Element, as a bare
/// AsyncStream is. A store's relays are called from `StoreCore`, generic code
/// that nothing specialises, where every generic struct or array used costs a
/// type-metadata lookup; for that path the list is a class (calling it needs
/// no metadata beyond its own) and keeps its number of subscriptions in a
/// plain `Int`, so that sending to none touches no generic array. Two
/// parallel arrays rather than a dictionary: sending walks contiguous
/// storage, and removing finds a subscription by binary search (identifiers
/// are appended in increasing order).
@usableFromInline
final class SubscriberList<Element: Sendable> {
    /// The number of live subscriptions.
    @usableFromInline @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var nextID: UInt64 = 0
    /// `ids[i]` names `continuations[i]`; strictly increasing.
    @usableFromInline @exclusivity(unchecked) var ids: [UInt64] = []
    @usableFromInline @exclusivity(unchecked) var continuations: [AsyncStream<Element>.Continuation] = []

    @usableFromInline
    init() {}

    /// Reserves the identifier of the next subscription.
    func makeID() -> UInt64 {
        defer { nextID &+= 1 }
        return nextID
    }

    /// Adds a subscription whose identifier came from ``makeID()``.
    func insert(_ continuation: AsyncStream<Element>.Continuation, id: UInt64) {
        let index = position(of: id)
        if index < ids.count, ids[index] == id {
            continuations[index] = continuation
        } else {
            ids.insert(id, at: index)
            continuations.insert(continuation, at: index)
            count = ids.count
        }
    }

    /// Removes the subscription `id`, if it is still there.
    func remove(_ id: UInt64) {
        let index = position(of: id)
        guard index < ids.count, ids[index] == id else { return }
        ids.remove(at: index)
        continuations.remove(at: index)
        count = ids.count
    }

    /// Sends `element` to every subscription, oldest first.
    ///
    /// A subscription whose stream already ended (its consumer was cancelled
    /// and its termination handler has not run yet) is dropped here, so no
    /// element is ever yielded into it again.
    @inlinable
    func yield(_ element: Element) {
        if count == 0 { return }
        yieldToEach(element)
    }

    @inlinable
    func yieldToEach(_ element: Element) {
        var index = 0
        while index < continuations.count {
            if case .terminated = continuations[index].yield(element) {
                ids.remove(at: index)
                continuations.remove(at: index)
            } else {
                index += 1
            }
        }
        count = ids.count
    }

    /// Removes and returns every continuation, so the caller can finish them
    /// after releasing the lock (finishing runs termination handlers).
    func removeAll() -> [AsyncStream<Element>.Continuation] {
        defer {
            continuations = []
            ids = []
            count = 0
        }
        return continuations
    }

    /// The index of the first identifier not less than `id`.
    private func position(of id: UInt64) -> Int {
        // Identifiers are made in increasing order, so a new one goes last.
        if let last = ids.last, last < id { return ids.count }
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
