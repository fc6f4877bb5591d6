/// What ``SharedKey/subscribe(in:onChange:)`` returns: watching the stored
/// value ends when it is cancelled, or when it is released.
public final class SharedSubscription: Sendable {
    private let onCancel: Protected<(@Sendable () -> Void)?>

    /// Creates a subscription that runs `cancel` once, when it is cancelled
    /// or released.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        onCancel = Protected(cancel)
    }

    deinit {
        cancel()
    }

    /// Stops watching; later calls do nothing.
    public func cancel() {
        let cancel = onCancel.withLock { cancel in
            defer { cancel = nil }
            return cancel
        }
        cancel?()
    }
}
