#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// Where calls to unimplemented endpoints are reported.
///
/// The core cannot import a test framework, so `StatefulTesting` installs a
/// reporter that fails the running test (XCTest or Swift Testing) whenever it
/// hands out a test set of dependencies (`Dependencies.test`). Until then, a
/// call is written to standard error: that only happens when code outside the
/// tests runs a test value on purpose.
package enum UnimplementedEndpointReporter {
    // Guards the installed reporter; it is read on every report and written
    // when StatefulTesting installs its own.
    private static let installed = Protected<(@Sendable (UnimplementedEndpointCall) -> Void)?>(nil)

    /// Makes `reporter` receive every later report.
    package static func install(_ reporter: @escaping @Sendable (UnimplementedEndpointCall) -> Void) {
        installed.withLock { $0 = reporter }
    }

    /// Reports `call` to the installed reporter, or to standard error.
    package static func report(_ call: UnimplementedEndpointCall) {
        if let reporter = installed.withLock({ $0 }) {
            reporter(call)
        } else {
            writeToStandardError("\(call.fileID):\(call.line): \(call.message)\n")
        }
    }

    private static func writeToStandardError(_ text: String) {
        #if os(Windows)
        print(text, terminator: "")
        #else
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        #endif
    }
}
