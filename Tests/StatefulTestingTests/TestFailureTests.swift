import StatefulTesting
import Testing

@Suite struct TestFailureTests {
    @Test func recordsAnIssueWithTheMessageInSwiftTesting() {
        withKnownIssue {
            TestFailure.record("expected failure")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "expected failure" }
        }
    }
}
