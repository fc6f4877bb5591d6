/// Where calls to unimplemented endpoints are reported: to the
/// ``IssueReporter``, which fails the running test once `StatefulTesting`
/// installed its reporter, and writes to standard error until then (that
/// only happens when code outside the tests runs a test value on purpose).
package enum UnimplementedEndpointReporter {
    /// Reports `call` as an issue located at the call.
    package static func report(_ call: UnimplementedEndpointCall) {
        IssueReporter.report(ReportedIssue(
            call.message, fileID: call.fileID, filePath: call.filePath, line: call.line, column: call.column))
    }
}
