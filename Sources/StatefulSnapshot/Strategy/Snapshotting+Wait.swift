import Foundation

extension Snapshotting {
    /// `strategy`, taken `duration` seconds after the assertion starts: for
    /// a value that settles by itself (an animation, a timer, work on the
    /// main queue), as swift-snapshot-testing's `.wait(for:on:)`.
    ///
    /// ```swift
    /// let page = "<h1>Hello</h1>"
    /// assertSnapshot(of: page, as: .wait(for: 1.5, on: .lines))
    /// ```
    ///
    /// On the main thread the run loop keeps running meanwhile, so that work
    /// the main queue was given is done before the value is taken. The
    /// pause comes before the assertion's `timeout:` starts counting.
    ///
    /// - Parameters:
    ///   - duration: How long to wait, in seconds.
    ///   - strategy: The strategy that takes the value once the time is up.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        let start = strategy.start
        return Snapshotting(
            pathExtension: strategy.pathExtension,
            swiftSnapshotTestingPathExtension: strategy.swiftSnapshotTestingPathExtension,
            comparison: strategy.comparison
        ) { value, deliver in
            SnapshotDelivery.pause(seconds: duration)
            start(value, deliver)
        }
    }
}
