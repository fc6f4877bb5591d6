import StatefulSnapshot
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

    /// `STATEFUL_ANNOTATIONS=github swift test` prints each failure as a
    /// GitHub Actions annotation at the call site, relative to the package.
    @Test func withAnnotationsRequestedAFailureIsAnnotatedAtTheCallSite() throws {
        let annotation = try #require(TestFailure.annotation(
            "Snapshot __Snapshots__/LoginTests/empty.txt does not match:\n-a\n+b",
            filePath: "/work/app/Tests/LoginTests/LoginTests.swift", line: 12, column: 9,
            environment: ["STATEFUL_ANNOTATIONS": "github"], currentDirectory: "/work/app"))
        #expect(annotation.description == "::error file=Tests/LoginTests/LoginTests.swift,line=12,col=9,title=test failed::"
            + "Snapshot __Snapshots__/LoginTests/empty.txt does not match:%0A-a%0A+b")
    }

    @Test func withoutTheSettingNothingIsAnnotated() {
        for environment in [[:], ["STATEFUL_ANNOTATIONS": ""], ["GITHUB_ACTIONS": "true"]] {
            #expect(TestFailure.annotation("m", filePath: "/p/T.swift", line: 1, column: 1, environment: environment,
                                           currentDirectory: "/p") == nil)
        }
    }
}
