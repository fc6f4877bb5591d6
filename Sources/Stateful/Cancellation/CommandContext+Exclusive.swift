/// In-flight policies for a ``ScreenLogic``: double-tap protection without a
/// store class of its own.
extension CommandContext {
    /// Runs `operation` as work known by `id` unless this screen's work under
    /// `id` is already running: a second tap on "Submit" while the first
    /// submission runs does nothing.
    ///
    /// ```swift
    /// enum FeedWork: Hashable, Sendable { case submit }
    ///
    /// func handle(_ command: FeedCommand, context: CommandContext<FeedAction, Never>) async throws {
    ///     switch command {
    ///     case .submitTapped:
    ///         try await context.exclusive(id: FeedWork.submit) {
    ///             try await Dependencies.current.feedClient.submit(context.state.draft)
    ///             context.dispatchAction(.submitted)
    ///         }
    ///     default:
    ///         break
    ///     }
    /// }
    /// ```
    ///
    /// With ``InFlightPolicy/ignoreNew`` (the default) the call returns
    /// `false` at once while `id` is running, and the Command completes
    /// having done nothing. With ``InFlightPolicy/cancelPrevious`` the work
    /// running under `id` is cancelled (what it dispatches from then on is
    /// dropped) and this one runs, as
    /// ``cancellable(id:cancelInFlight:operation:)`` with `cancelInFlight: true`.
    ///
    /// Ids are those of ``cancellable(id:cancelInFlight:operation:)``: scoped
    /// to the screen the context serves, so two elements of a stack never
    /// block each other, and ``cancel(id:)`` cancels the exclusive work too.
    ///
    /// - Parameters:
    ///   - id: Names the work among this screen's.
    ///   - policy: What a call does while work under `id` runs.
    ///   - operation: The work.
    /// - Returns: Whether `operation` ran.
    /// - Throws: `CancellationError` when the work was cancelled through its
    ///   id; otherwise what `operation` throws.
    @MainActor
    @discardableResult
    public func exclusive<ID: Hashable & Sendable>(
        id: ID,
        policy: InFlightPolicy = .ignoreNew,
        operation: @escaping @MainActor @Sendable () async throws -> Void
    ) async throws -> Bool {
        switch policy {
        case .ignoreNew:
            guard !isRunning(id: id) else { return false }
            try await cancellable(id: id, operation: operation)
        case .cancelPrevious:
            try await cancellable(id: id, cancelInFlight: true, operation: operation)
        }
        return true
    }
}
