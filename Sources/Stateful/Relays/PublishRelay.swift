/// A stream of one-shot events with no current value: the AsyncStream
/// counterpart of RxSwift's `PublishRelay`.
///
/// A ViewStore sends its Effects through one. Each call to
/// ``stream(bufferingPolicy:)`` is an independent subscription that receives
/// every element accepted after it subscribed, in the order accepted. Nothing
/// is replayed: subscribe before the events you need are sent.
///
/// ```swift
/// let relay = PublishRelay<String>()
/// let events = relay.stream()
/// relay.accept("showProgress")
/// for await event in events { print(event) } // "showProgress", …
/// ```
///
/// The relay is `Sendable`. A subscription ends when its consuming task is
/// cancelled or its stream is dropped, and is then removed from the relay. When
/// the relay is deinitialised, every live stream finishes.
public final class PublishRelay<Element: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `subscribers` (a class, see SubscriberList) is only
    // read or written with `lock` held. `accept` yields with it held, so that
    // concurrent accepts reach every subscriber in one order.
    @usableFromInline let lock = Lock()
    @usableFromInline let subscribers = SubscriberList<Element>()

    /// Creates a relay with no subscribers.
    public init() {}

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

    /// The number of live subscriptions; useful to check for leaks.
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    /// Sends `element` to every current subscriber.
    @inlinable
    public func accept(_ element: Element) {
        lock.lock()
        subscribers.yield(element)
        lock.unlock()
    }

    /// Starts an independent subscription to the elements accepted from now on.
    ///
    /// - Parameter bufferingPolicy: What to keep while the subscriber is busy.
    ///   The default, `.unbounded`, delivers every element: events are never
    ///   dropped silently.
    public func stream(
        bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Element.self, bufferingPolicy: bufferingPolicy)
        lock.lock()
        let id = subscribers.makeID()
        continuation.onTermination = { [weak self] _ in
            self?.unsubscribe(id)
        }
        subscribers.insert(continuation, id: id)
        lock.unlock()
        return stream
    }

    private func unsubscribe(_ id: UInt64) {
        lock.lock()
        subscribers.remove(id)
        lock.unlock()
    }
}
