/// A value that arrives later, through a callback: what an asynchronous
/// strategy produces (see `Snapshotting.asyncPullback(_:)`). Kept under
/// swift-snapshot-testing's name and shape, so that its async strategies
/// compile unchanged.
///
/// ```swift
/// let later = Async<String> { callback in
///     // Not @Sendable, as in swift-snapshot-testing: Swift 6 needs it
///     // marked before another queue calls it (the first call counts).
///     nonisolated(unsafe) let callback = callback
///     DispatchQueue.global().async { callback("loaded") }
/// }
/// ```
public struct Async<Value> {
    /// Starts the work; it calls `callback` once, with the value.
    public let run: (_ callback: @escaping (Value) -> Void) -> Void

    /// A value delivered by `run`.
    ///
    /// - Parameter run: Starts the work and calls its argument once with the value.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is already there.
    ///
    /// - Parameter value: The value delivered at once.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value, once it arrives, transformed by `transform`.
    ///
    /// - Parameter transform: Applied to the value when it arrives.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        let run = self.run
        return Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}
