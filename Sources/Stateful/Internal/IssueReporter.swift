#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

/// Where the core reports a mistake in the code that uses it, found while it
/// runs: an unimplemented endpoint called, a Command forwarded to a stack
/// element that is not there, an id popped that is not on the stack.
///
/// The core cannot import a test framework, so `StatefulTesting` installs a
/// reporter that fails the running test (XCTest or Swift Testing), when it
/// hands out a test set of dependencies and when a test store is made. Until
/// then, a report is written to standard error as `File.swift:12: message`.
package enum IssueReporter {
    // Guards the installed reporter; it is read on every report and written
    // when StatefulTesting installs its own.
    private static let installed = Protected<(@Sendable (ReportedIssue) -> Void)?>(nil)

    /// Makes `reporter` receive every later report.
    package static func install(_ reporter: @escaping @Sendable (ReportedIssue) -> Void) {
        installed.withLock { $0 = reporter }
    }

    /// The reporter of the current task and the tasks it starts, set with
    /// `$scoped.withValue(_:operation:)`: the flow runner's, which makes a
    /// report fail the flow step that was running. It comes before the
    /// installed one.
    @TaskLocal package static var scoped: (@Sendable (ReportedIssue) -> Void)?

    /// Reports `issue` to the current task's ``scoped`` reporter, else to
    /// the installed reporter, else to standard error.
    package static func report(_ issue: ReportedIssue) {
        if let scoped {
            scoped(issue)
        } else if let reporter = installed.withLock({ $0 }) {
            reporter(issue)
        } else {
            StandardError.write("\(issue.fileID):\(issue.line): \(issue.message)")
        }
    }
}

/// One report to ``IssueReporter``: what went wrong, and the line of the
/// user's code where it did.
package struct ReportedIssue: Sendable {
    package let message: String
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
