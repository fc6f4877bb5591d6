import Stateful

extension Dependencies {
    /// Every dependency at its ``DependencyKey/testValue``: the set a test
    /// starts from.
    ///
    /// Using it also makes every unimplemented endpoint (see
    /// ``/Stateful/unimplemented(_:fileID:filePath:line:column:)``) fail the
    /// test that calls it, under XCTest or Swift Testing, with a message
    /// naming the endpoint. Override what the test needs:
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = Dependencies.$current.withValue(.test.updating { $0.clock = clock }) {
    ///     ScreenStore(Weather(), initialState: Weather.State())
    /// }
    /// ```
    ///
    /// `withTestDependencies(_:operation:)` and the `.dependencies` test trait
    /// say the same more briefly.
    public static var test: Dependencies {
        installIssueReporter()
        return Dependencies(context: .test)
    }

    /// Makes the core's reports (an unimplemented endpoint called, a
    /// Command for a missing stack element) fail the running test.
    static func installIssueReporter() {
        IssueReporter.install { issue in
            TestFailure.record(
                issue.message, fileID: issue.fileID, filePath: issue.filePath, line: issue.line, column: issue.column)
        }
    }

    /// The set a test scope starts from: the current set if it is already a
    /// test set (scopes nest), or else ``test``.
    static var currentTestBase: Dependencies {
        Dependencies.current.context == .test ? Dependencies.current : .test
    }
}
