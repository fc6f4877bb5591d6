import Dispatch
import Foundation
import Stateful

/// Where an asynchronous strategy's text arrives, and how an assertion
/// waits for it: the first delivery counts, later ones are ignored.
final class SnapshotDelivery: Sendable {
    private let result = Protected<Result<SnapshotPayload, any Error>?>(nil)
    private let arrived = DispatchSemaphore(value: 0)

    /// Keeps `outcome` unless an earlier one was kept.
    func deliver(_ outcome: Result<SnapshotPayload, any Error>) {
        let isFirst = result.withLock { current in
            guard current == nil else { return false }
            current = outcome
            return true
        }
        if isFirst { arrived.signal() }
    }

    /// The delivered text, waiting for it up to `timeout` seconds. On the main
    /// thread the run loop keeps running meanwhile, so that a strategy that
    /// calls back on the main queue can deliver.
    ///
    /// - Throws: The strategy's error, or ``SnapshottingError/timedOut(seconds:)``.
    func wait(timeout: TimeInterval) throws -> SnapshotPayload {
        if let delivered = result.withLock({ $0 }) { return try delivered.get() }
        let seconds = timeout.isFinite ? max(0, min(timeout, 1e9)) : 1e9
        let deadline = DispatchTime.now() + seconds
        if Thread.isMainThread {
            while result.withLock({ $0 }) == nil, DispatchTime.now() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
                _ = arrived.wait(timeout: min(deadline, .now() + 0.001))
            }
        } else {
            _ = arrived.wait(timeout: deadline)
        }
        guard let delivered = result.withLock({ $0 }) else { throw SnapshottingError.timedOut(seconds: timeout) }
        return try delivered.get()
    }

    /// Waits `seconds`; on the main thread the run loop keeps running, so
    /// that work given to the main queue meanwhile is done.
    static func pause(seconds: TimeInterval) {
        let seconds = seconds.isFinite ? max(0, min(seconds, 1e9)) : 1e9
        let deadline = Date(timeIntervalSinceNow: seconds)
        guard Thread.isMainThread else {
            Thread.sleep(until: deadline)
            return
        }
        while Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
        }
    }
}
