/// Forwards a ``TestClock``'s change notifications to a ``TestStore`` once
/// the store exists (the clock's handler is registered during its `init`).
@MainActor
final class TestStoreWaker {
    var target: (() -> Void)?

    func wake() {
        target?()
    }
}
