#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// Whether this process runs tests (XCTest or Swift Testing), as SwiftPM,
/// Xcode and `xctest` start them: then the live shared storage keeps
/// everything in memory (see `SharedStorage.live`).
enum TestProcess {
    static let isRunning: Bool = {
        for name in ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
        where getenv(name) != nil {
            return true
        }
        guard let program = CommandLine.arguments.first else { return false }
        let last = program.split(separator: "/").last.map(String.init) ?? program
        return last.hasSuffix(".xctest") || last == "xctest" || last.hasPrefix("swiftpm-testing-helper")
    }()
}
