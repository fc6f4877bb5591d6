import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        parts(of: fileName)?.pid
    }

    /// The name of the file a temporary was to replace (`NAME` of `.NAME.PID.N.tmp`).
    static func destination(of fileName: String) -> String? {
        parts(of: fileName)?.destination
    }

    private static func parts(of fileName: String) -> (destination: String, pid: Int32)? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
        let parts = fileName.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, let pid = Int32(parts[parts.count - 2]),
              !parts[0].isEmpty
        else { return nil }
        return (parts.dropLast(2).joined(separator: "."), pid)
    }

    /// Whether the temporary at `path` (named `fileName`) was left by a write
    /// that can no longer finish: its writing process is gone, or, for a
    /// name without a process id (Foundation's `.dat.nosync…`), it has not
    /// changed for a minute.
    static func isAbandoned(_ fileName: String, at path: String, now: Date = Date()) -> Bool {
        if let pid = writer(of: fileName), pid > 0, pid != getpid() {
            // ESRCH: no such process. EPERM means one runs (another user's).
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        if writer(of: fileName) == getpid() { return false }
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else {
            return false
        }
        return now.timeIntervalSince(modified) >= 60
    }
}
