import Foundation
import Synchronization

/// Names for the temporary files behind atomic writes: hidden, next to their
/// destination, and distinct across threads (a counter) and processes (the pid).
enum TemporaryName {
    private static let counter = Atomic<Int>(0)

    static func next(for fileName: String) -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        let pid = ProcessInfo.processInfo.processIdentifier
        return ".\(fileName).\(pid).\(number).tmp"
    }
}
