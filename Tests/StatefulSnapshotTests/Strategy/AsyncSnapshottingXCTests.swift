import Foundation
import StatefulSnapshot
import XCTest

/// XCTest runs tests on the main thread: a strategy that calls back on the
/// main queue still delivers, because the wait keeps the run loop going.
final class AsyncSnapshottingXCTests: XCTestCase {
    func testACallbackOnTheMainQueueArrivesWhileTheMainThreadWaits() throws {
        guard Thread.isMainThread else { throw XCTSkip("this test is about waiting on the main thread") }
        let later: Snapshotting<String> = Snapshotting<String>.lines.asyncPullback { text in
            Async { callback in
                let delivered = MainQueueCallback(callback)
                DispatchQueue.main.async { delivered.call(text) }
            }
        }
        XCTAssertEqual(try later.text(of: "loaded", timeout: 60), "loaded")
    }
}

/// Carries a callback onto the main queue, as a strategy written for
/// swift-snapshot-testing's non-`Sendable` callbacks must.
private final class MainQueueCallback: @unchecked Sendable {
    /// Guards `callback`: every use of it is under this lock.
    private let lock = NSLock()
    private let callback: (String) -> Void

    init(_ callback: @escaping (String) -> Void) {
        self.callback = callback
    }

    func call(_ text: String) {
        lock.withLock { callback(text) }
    }
}
