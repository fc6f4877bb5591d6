import Foundation
import StatefulSnapshot
import Testing
import XCTest

/// Reports test failures to whichever framework is running the test.
///
/// Inside a Swift Testing test the failure is recorded as an `Issue`; inside
/// an XCTest test case it is an `XCTFail`. Either way it points at the
/// caller's file and line.
///
/// With `STATEFUL_ANNOTATIONS=github` in the environment (see
/// ``/StatefulSnapshot/GitHubAnnotation``), each failure is also printed to
/// standard output as a GitHub Actions `::error file=…,line=…::…` line, so
/// that `swift test` in a workflow puts it on the pull request's diff.
public enum TestFailure {
    /// Records a failure with `message` at the given location.
    public static func record(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        if let annotation = annotation(
            message, filePath: "\(filePath)", line: Int(line), column: Int(column),
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath)
        {
            print(annotation)
        }
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID),
                    filePath: String(describing: filePath),
                    line: Int(line),
                    column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// Adds the files of a failing snapshot assertion to the running test's
    /// report: the snapshot it recorded, or the output it produced and the
    /// difference (a custom ``/StatefulSnapshot/Diffing``'s own attachments).
    ///
    /// Under Swift Testing each is recorded on the test (`Attachment.record`;
    /// `swift test --attachments-path DIR` saves them). Under XCTest they are
    /// added to an activity named `activity` as `XCTAttachment`s where
    /// XCTest has them (Apple platforms; the test must run on the main
    /// thread, as XCTest runs it). XCTest on Linux has no attachments: there
    /// the message and the pending file tell the failure.
    package static func attach(
        _ attachments: [DiffAttachment], activity: String, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt
    ) {
        guard !attachments.isEmpty else { return }
        attachmentObserver?(attachments)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line),
                column: Int(column))
            for attachment in attachments {
                Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
            }
            return
        }
        #if canImport(Darwin)
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            XCTContext.runActivity(named: activity) { activity in
                for attachment in attachments {
                    let added = XCTAttachment(data: attachment.data)
                    added.name = attachment.name
                    activity.add(added)
                }
            }
        }
        #endif
    }

    /// Sees every attachment ``attach(_:activity:fileID:filePath:line:column:)``
    /// adds in this task, for tests of what is attached.
    @TaskLocal package static var attachmentObserver: (@Sendable ([DiffAttachment]) -> Void)?

    /// The annotation a failure prints when `environment` asks for
    /// annotations: at the call site, its path relative to the directory
    /// the tests run in (the package's root).
    package static func annotation(
        _ message: String, filePath: String, line: Int, column: Int, environment: [String: String],
        currentDirectory: String
    ) -> GitHubAnnotation? {
        guard GitHubAnnotation.isRequested(in: environment) else { return nil }
        return GitHubAnnotation(
            file: GitHubAnnotation.relativePath(filePath, to: currentDirectory), line: line, column: column,
            title: "test failed", message: message)
    }
}
