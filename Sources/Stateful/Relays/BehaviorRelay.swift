/// A value that changes over time and replays its current value to every new
/// subscriber: the AsyncStream counterpart of RxSwift's `BehaviorRelay`.
///
/// A ViewStore keeps its State in one. Each call to ``stream(bufferingPolicy:)``
/// is an independent subscription that first yields the current value, then
/// every accepted value in the order it was accepted.
///
/// ```swift
/// let relay = BehaviorRelay(value: 0)
/// relay.accept(1)
/// for await value in relay.stream() {
///     print(value) // 1, then whatever is accepted later
/// }
/// ```
///
/// The relay is `Sendable`: accept values and subscribe from any thread, task
/// or actor. A subscription ends when its consuming task is cancelled or its
/// stream is dropped, and is then removed from the relay. When the relay itself
/// is deinitialised, every live stream finishes, so a `for await` loop over the
/// state of a store that went away ends instead of hanging.
public final class BehaviorRelay<Element: Sendable>: Sendable {
    private struct Storage {
        var value: Element
        var subscribers = SubscriberList<Element>()
    }

    // Every read and write of the value and the subscriber list goes through
    // this lock, so a subscriber sees values in exactly the order accepted.
    private let storage: Protected<Storage>

    /// Creates a relay holding `value`.
    public init(value: Element) {
        storage = Protected(Storage(value: value))
    }

    deinit {
        let continuations = storage.withLock { $0.subscribers.removeAll() }
        for continuation in continuations {
            continuation.finish()
        }
    }

    /// The current value: the initial one, or the last one accepted.
    public var value: Element {
        storage.withLock { $0.value }
    }

    /// The number of live subscriptions; useful to check for leaks.
    public var subscriberCount: Int {
        storage.withLock { $0.subscribers.count }
    }

    /// Makes `element` the current value and sends it to every subscriber.
    public func accept(_ element: Element) {
        storage.withLock { storage in
            storage.value = element
            storage.subscribers.yield(element)
        }
    }

    /// Starts an independent subscription that yields the current value first,
    /// then every value accepted afterwards.
    ///
    /// - Parameter bufferingPolicy: What to keep while the subscriber is busy.
    ///   The default keeps only the newest value, so a stalled subscriber costs
    ///   constant memory and always catches up with the latest state. Pass
    ///   `.unbounded` to observe every intermediate value.
    public func stream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .bufferingNewest(1)
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Element.self, bufferingPolicy: bufferingPolicy)
        storage.withLock { storage in
            let id = storage.subscribers.makeID()
            continuation.onTermination = { [weak self] _ in
                self?.unsubscribe(id)
            }
            storage.subscribers.insert(continuation, id: id)
            continuation.yield(storage.value)
        }
        return stream
    }

    private func unsubscribe(_ id: UInt64) {
        storage.withLock { $0.subscribers.remove(id) }
    }
}
