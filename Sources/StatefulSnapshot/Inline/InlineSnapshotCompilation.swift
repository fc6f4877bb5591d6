import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How the inline-snapshot rewriter knows that a source file is the one the
/// running tests were compiled from: a file modified after the test binary
/// was built is not, and nothing is written into it.
package enum InlineSnapshotCompilation: Sendable, Equatable {
    /// The test binary this code is linked into: the latest modification
    /// time of its image (found with `dladdr`) and of the process's
    /// executable.
    case testBinary
    /// As if every file had been compiled at `date`; `nil` takes every file
    /// as compiled (tests of the rewriter, which write their sources as they run).
    case assumed(Date?)

    /// When the binary was built, and a text that names the build (what a
    /// ledger belongs to); `nil` date when every file counts as compiled.
    var build: (date: Date?, name: String) {
        switch self {
        case .assumed(let date):
            return (date, "assumed " + (date.map { String($0.timeIntervalSince1970) } ?? "compiled"))
        case .testBinary:
            return Self.testBinaryBuild
        }
    }

    /// The test binary's build, worked out once per process.
    private static let testBinaryBuild: (date: Date?, name: String) = {
        var candidates: [String] = []
        #if canImport(Darwin)
        var info = Dl_info()
        if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
            candidates.append(String(cString: name))
        }
        #elseif os(Linux)
        if let image = imageContaining(#dsohandle) { candidates.append(image) }
        if let executable = InlineSourceFile.realPath("/proc/self/exe") { candidates.append(executable) }
        #endif
        if let executable = CommandLine.arguments.first, executable.hasPrefix("/") { candidates.append(executable) }
        var latest: (date: Date, path: String, size: Int64)?
        for candidate in candidates {
            var status = stat()
            guard stat(candidate, &status) == 0, FileStatus.Kind(mode: status.st_mode) == .regular else { continue }
            let identity = InlineSourceFile.identity(of: status)
            let date = Date(timeIntervalSince1970: Double(identity.modified) / 1e9)
            if latest.map({ date > $0.date }) ?? true { latest = (date, candidate, identity.size) }
        }
        guard let latest else { return (nil, "unknown binary") }
        return (latest.date, "\(latest.path) \(latest.size) \(latest.date.timeIntervalSince1970)")
    }()

    #if os(Linux)
    /// The file mapped at `address`, from `/proc/self/maps` (the shared
    /// library or executable that holds this code).
    private static func imageContaining(_ address: UnsafeRawPointer) -> String? {
        guard let maps = FileManager.default.contents(atPath: "/proc/self/maps") else { return nil }
        let target = UInt(bitPattern: address)
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, let dash = fields[0].firstIndex(of: "-"),
                  let start = UInt(fields[0][..<dash], radix: 16),
                  let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16),
                  start <= target, target < end
            else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            return path.hasPrefix("/") ? path : nil
        }
        return nil
    }
    #endif
}
