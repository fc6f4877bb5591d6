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
    /// let store = Dependencies.$current.withValue(.test.updating { $0.clock = clock }) {
    ///     WeatherStore()
    /// }
    /// ```
    ///
    /// `withTestDependencies(_:operation:)` and the `.dependencies` test trait
    /// say the same more briefly.
    public static var test: Dependencies {
        UnimplementedEndpointReporter.install { call in
            TestFailure.record(
                call.message, fileID: call.fileID, filePath: call.filePath, line: call.line, column: call.column)
        }
        return Dependencies(context: .test)
    }

    /// The set a test scope starts from: the current set if it is already a
    /// test set (scopes nest), or else ``test``.
    static var currentTestBase: Dependencies {
        Dependencies.current.context == .test ? Dependencies.current : .test
    }
}
