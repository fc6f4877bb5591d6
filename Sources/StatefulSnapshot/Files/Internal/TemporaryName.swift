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

    /// Whether `fileName` is one of these names (`.NAME.PID.N.tmp`).
    static func isTemporary(_ fileName: String) -> Bool {
        writer(of: fileName) != nil
    }

    /// The process id in a temporary name, if it is one.
    static func writer(of fileName: String) -> Int32? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
        let parts = fileName.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, Int(parts[parts.count - 1]) != nil, let pid = Int32(parts[parts.count - 2]) else { return nil }
        return pid
    }
}
