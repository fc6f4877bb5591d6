import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `swift test` command that started this test process, found among its
/// ancestors: SwiftPM starts every test process itself (one for XCTest, one
/// for Swift Testing, one per XCTest test under `--parallel`), so the
/// selection a person typed (`--filter`, `--skip`, `--disable-xctest`…) is
/// read there, the same for every process of the run, whatever SwiftPM
/// passed each one.
enum SwiftTestInvocation {
    /// The arguments of the nearest ancestor that is `swift-test` (or `swift
    /// test`), without the program; `nil` when none is (a test bundle run by
    /// Xcode or by hand). Worked out once per process.
    static let arguments: [String]? = {
        var pid = getppid()
        // A few levels: `swift test` may run `swift-test` itself, which runs
        // the bundle (or a helper that runs it).
        for _ in 0..<6 {
            guard pid > 1, let process = ProcessArguments.of(pid) else { return nil }
            if let found = testArguments(process.arguments) { return found }
            pid = process.parent
        }
        return nil
    }()

    /// `arguments` without the program when they are those of `swift-test`
    /// or of `swift test`.
    static func testArguments(_ arguments: [String]) -> [String]? {
        guard let program = arguments.first.map({ ($0 as NSString).lastPathComponent }) else { return nil }
        if program == "swift-test" { return Array(arguments.dropFirst()) }
        if program == "swift", arguments.count > 1, arguments[1] == "test" {
            return Array(arguments.dropFirst(2))
        }
        return nil
    }
}

/// Another process's arguments and parent, read from the system.
private struct ProcessArguments {
    var arguments: [String]
    var parent: pid_t

    static func of(_ pid: pid_t) -> ProcessArguments? {
        #if os(Linux)
        guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
              let status = FileManager.default.contents(atPath: "/proc/\(pid)/stat")
        else { return nil }
        let arguments = command.split(separator: 0, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        // `pid (name) state ppid …`: the name may hold spaces and parentheses.
        let text = String(decoding: status, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
        return ProcessArguments(arguments: Array(arguments), parent: parent)
        #elseif canImport(Darwin)
        var info = kinfo_proc()
        var size = MemoryLayout<kinfo_proc>.stride
        var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
        guard sysctl(&name, 4, &info, &size, nil, 0) == 0, size > 0 else { return nil }
        let parent = info.kp_eproc.e_ppid
        var argumentsName: [Int32] = [CTL_KERN, KERN_PROCARGS2, pid]
        var length = 0
        guard sysctl(&argumentsName, 3, nil, &length, nil, 0) == 0, length > 4 else { return nil }
        var buffer = [UInt8](repeating: 0, count: length)
        guard sysctl(&argumentsName, 3, &buffer, &length, nil, 0) == 0, length > 4 else { return nil }
        // argc, the executable path, padding, then argc NUL-terminated arguments.
        let count = buffer.withUnsafeBytes { Int($0.loadUnaligned(as: Int32.self)) }
        var parts = buffer[4..<length].split(separator: 0, omittingEmptySubsequences: true).dropFirst()
            .map { String(decoding: $0, as: UTF8.self) }
        parts = Array(parts.prefix(count))
        return ProcessArguments(arguments: parts, parent: parent)
        #else
        return nil
        #endif
    }
}
