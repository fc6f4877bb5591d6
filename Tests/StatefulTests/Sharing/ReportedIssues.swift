import Stateful

/// Collects what the core reports while `capture` runs, instead of failing
/// the test or writing to standard error.
final class ReportedIssues: Sendable {
    private let reported = Protected<[String]>([])

    var messages: [String] { reported.withLock { $0 } }

    func capture<Result>(_ body: () throws -> Result) rethrows -> Result {
        try IssueReporter.$scoped.withValue({ [reported] issue in reported.withLock { $0.append(issue.message) } }) {
            try body()
        }
    }
}
