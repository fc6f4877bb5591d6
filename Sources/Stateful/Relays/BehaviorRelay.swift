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
public final class BehaviorRelay<Element: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `current` and `subscribers` (a class, see
    // SubscriberList) are only read or written with `lock` held, so a
    // subscriber sees values in exactly the order accepted.
    @usableFromInline let lock = Lock()
    @usableFromInline let subscribers = SubscriberList<Element>()
    // Unchecked: the lock serialises every access, so the runtime's
    // exclusivity check would only cost time on each `accept`.
    @usableFromInline @exclusivity(unchecked) var current: Element

    /// Creates a relay holding `value`.
    public init(value: Element) {
        current = value
    }

    deinit {
        finishSubscriptions()
    }

    /// Ends every live subscription now, as deinitialising the relay does.
    /// A store's core calls it when it goes, even while a Command's context
    /// (which dispatches nowhere from then on) still holds the relay.
    func finishSubscriptions() {
        lock.lock()
        let continuations = subscribers.removeAll()
        lock.unlock()
        for continuation in continuations {
            continuation.finish()
        }
    }

    /// The current value: the initial one, or the last one accepted.
    @inlinable
    public var value: Element {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// The number of live subscriptions; useful to check for leaks.
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    /// Makes `element` the current value and sends it to every subscriber.
    @inlinable
    public func accept(_ element: Element) {
        lock.lock()
        current = element
        subscribers.yield(element)
        lock.unlock()
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
        lock.lock()
        let id = subscribers.makeID()
        continuation.onTermination = { [weak self] _ in
            self?.unsubscribe(id)
        }
        subscribers.insert(continuation, id: id)
        continuation.yield(current)
        lock.unlock()
        return stream
    }

    private func unsubscribe(_ id: UInt64) {
        lock.lock()
        subscribers.remove(id)
        lock.unlock()
    }
}
