import Foundation
import Observation

/// Watches what a closure reads with `withObservationTracking`, as SwiftUI
/// watches a view's `body`, and counts the change notifications.
///
/// A notification ends a tracking, as it ends SwiftUI's: call
/// ``readAgain()`` to watch the next change, as SwiftUI redraws the view. With
/// `rereadingOnChange`, it reads again from inside the notification itself,
/// so it is watching whenever the next change comes, however soon (the value
/// it reads there is the one before the change: the notification comes first).
@MainActor
public final class ObservedReads<Value> {
    private let read: @MainActor () -> Value
    private let rereadsOnChange: Bool
    private let notifications = NotificationLog()

    /// What the last read returned.
    public private(set) var value: Value
    /// How many reads there were, the first one included.
    public private(set) var readCount = 0

    /// Reads once, tracked.
    public init(rereadingOnChange: Bool = false, _ read: @escaping @MainActor () -> Value) {
        self.read = read
        rereadsOnChange = rereadingOnChange
        value = read()
        readAgain()
    }

    /// Reads again, tracked: the next change notifies.
    public func readAgain() {
        readCount += 1
        let notifications = notifications
        let rereadsOnChange = rereadsOnChange
        value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            let onMainActor = MainQueue.isCurrent
            notifications.append(onMainActor: onMainActor)
            if rereadsOnChange, onMainActor {
                MainActor.assumeIsolated { self?.readAgain() }
            }
        }
    }

    /// The change notifications so far.
    public var changeCount: Int { notifications.count }
    /// The notifications that came off the main actor.
    public var changesOffTheMainActor: Int { notifications.offMainActor }
}

/// Whether code runs on the main actor, asked without trapping (as
/// `MainActor.assumeIsolated` would): the main actor runs its jobs on the
/// main dispatch queue. Not `Thread.isMainThread`: on Linux, once
/// `dispatchMain()` has run, the main queue is drained by a worker thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) ?? false
    }
}

/// The notifications an ``ObservedReads`` received, from whichever thread.
private final class NotificationLog: @unchecked Sendable {
    // @unchecked Sendable: `total` and `offMain` are only read or
    // written with `lock` held.
    private let lock = NSLock()
    private var total = 0
    private var offMain = 0

    func append(onMainActor: Bool) {
        lock.lock()
        total += 1
        if !onMainActor { offMain += 1 }
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    var offMainActor: Int {
        lock.lock()
        defer { lock.unlock() }
        return offMain
    }
}
