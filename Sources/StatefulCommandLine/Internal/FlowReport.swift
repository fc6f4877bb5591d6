/// What one flow of a `run` or `check` printed and how it ended: kept per
/// flow so that flows run by parallel workers are printed in the same order,
/// with the same bytes, as a run of one process.
struct FlowReport: Codable {
    enum Outcome: String, Codable {
        /// Every step held and the transcript matched.
        case passed
        /// A step or the transcript comparison failed.
        case failed
        /// The script did not parse, or the feature could not start.
        case scriptError
        /// Not run: its tags or the feature's options say so (``skipReason``).
        case skipped
    }

    /// The flow's place among the flows of the run.
    var index: Int
    /// The row of the flow's `rows` block this report is of (from 1); 0
    /// for a flow without rows.
    var row = 0
    var standard = ""
    var error = ""
    var outcome = Outcome.passed
    /// The flow's JUnit test case (an error for a flow that could not run).
    var testCase: JUnitReport.TestCase?
    /// Why the flow was not run, when it was skipped.
    var skipReason: String?
    /// The flow as the `--report` page shows it (only with `--report`).
    var page: RunReportPage.Flow?

    init(index: Int) {
        self.index = index
    }
}
