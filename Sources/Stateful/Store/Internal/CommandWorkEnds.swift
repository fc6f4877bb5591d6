/// What the task of a Command's work does at its two ends, for one store's
/// core: at its start, what a test store or a flow asked for (the first
/// part's moments, starting cancelled); at its end, the running-Commands
/// entry, the error Effect or report, and the `commandFinished` event.
///
/// One per core, made with it: the work's task captures this one reference
/// rather than each of the core's parts, and does not keep the core alive
/// (the core's end cancels the work).
@MainActor
final class CommandWorkEnds<Command: Sendable, Action: ViewAction, Effect: Sendable>: Sendable
where Action.State: Sendable {
    let running = RunningCommands()
    let dispatcher: StoreDispatcher<Command, Action, Effect>
    /// See ``StoreCore``'s `errorEffect`.
    private let errorEffect: ((any Error) -> Effect)?
    /// See ``StoreCore``'s `errorSite`.
    private let errorSite: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)?

    init(
        dispatcher: StoreDispatcher<Command, Action, Effect>,
        errorEffect: ((any Error) -> Effect)?,
        errorSite: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)?
    ) {
        self.dispatcher = dispatcher
        self.errorEffect = errorEffect
        self.errorSite = errorSite
    }

    /// Runs first in the work's task, when a first-part observer or a
    /// cancelled start asked for something (see
    /// ``StoreCore/start(_:for:cancelled:firstPart:)``).
    static func begin(
        firstPart: (@MainActor @Sendable (FirstPartMoment) -> Void)?,
        inline: InlineStart?,
        workExecutor: (any TaskExecutor)?,
        cancelled: Bool
    ) {
        if let firstPart, let inline {
            inline.began = true
            firstPart(.began)
            if inline.returned, let settling = workExecutor as? SettlingExecutor {
                // Started in a job of its own: its first part ends with that
                // job, and with the first parts of the children it forwards to.
                settling.runAfterQueuedJobs { inline.tracker.leave() }
            }
        }
        if cancelled { withUnsafeCurrentTask { $0?.cancel() } }
    }

    /// Runs last in the work's task of Command `id`, which ended by
    /// returning (`error` is `nil`) or by throwing `error`.
    func end(_ id: CommandID, throwing error: (any Error)?) {
        let outcome: CommandOutcome
        if let error {
            _ = running.remove(id)
            if Task.isCancelled || error is CancellationError {
                outcome = .cancelled
            } else {
                if let errorEffect {
                    dispatcher.dispatchEffect(errorEffect(error), command: id)
                } else if let errorSite,
                          // A missing child was reported where it was forwarded to.
                          (error as? ChildNotPresented)?.wasReported != true {
                    IssueReporter.report(ReportedIssue(
                        "a Command's work (\(TypeName.full(Command.self))) threw \(error), "
                            + "and its store has no error Effect: catch it in the work, or give the store an errorEffect",
                        fileID: errorSite.fileID, filePath: errorSite.filePath,
                        line: errorSite.line, column: errorSite.column))
                }
                outcome = .failed(error)
            }
        } else {
            outcome = running.remove(id) ? .ignored : .completed
        }
        if dispatcher.hasObservers { dispatcher.notify(.commandFinished(id, outcome)) }
    }
}
