import Testing
import XCTest

/// Reports test failures to whichever framework is running the test.
///
/// Inside a Swift Testing test the failure is recorded as an `Issue`; inside
/// an XCTest test case it is an `XCTFail`. Either way it points at the
/// caller's file and line.
public enum TestFailure {
    /// Records a failure with `message` at the given location.
    public static func record(
        _ message: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
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
}
