import Stateful

extension FlowSession {
    /// Runs `step` so that what the core reports as a mistake of the
    /// feature's code while the step runs fails the step, at the step's
    /// place, with the core's message: a Command forwarded to a stack
    /// element that is not there (naming the element's id), an id popped that
    /// is not on the stack, an unimplemented dependency endpoint called.
    ///
    /// Work a step starts and leaves running (`start`) keeps reporting to
    /// this session, so its mistakes fail the step that is running when it
    /// makes them. Without this the report would only reach standard error
    /// (or the test that runs the flow) and the flow would pass.
    func performReportingMistakes(_ step: Step) async throws(StepError) -> [String] {
        let mistakes = reportedMistakes
        let reporter: @Sendable (ReportedIssue) -> Void = { mistakes.append($0) }
        let outcome: Result<[String], StepError> = await IssueReporter.$scoped.withValue(reporter) {
            await self.outcome(of: step)
        }
        let reported = mistakes.take().map { masker.mask("the feature's code made a mistake: " + $0) }
        switch outcome {
        case .success(let printed):
            guard reported.isEmpty else { throw StepError(message: reported.joined(separator: "\n")) }
            return printed
        case .failure(let error):
            guard !reported.isEmpty else { throw error }
            throw StepError(
                message: ([error.message] + reported).joined(separator: "\n"), blocksLaterSteps: error.blocksLaterSteps)
        }
    }

    private func outcome(of step: Step) async -> Result<[String], StepError> {
        do {
            return .success(try await perform(step))
        } catch {
            return .failure(error)
        }
    }
}
