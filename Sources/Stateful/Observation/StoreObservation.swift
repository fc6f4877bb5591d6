/// A registered observer of a ``StoreCore``; call ``cancel()`` to stop it.
///
/// An observation lasts as long as the store unless cancelled.
@MainActor
public final class StoreObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops delivering events to the observer. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
