/// How a ``CommandContext`` watches its store's State: `watch(holds, onChange)`
/// calls `onChange` after each Action that leaves a State for which `holds`
/// is false, until the returned observation is cancelled.
typealias StateWatch<State> = @MainActor @Sendable (
    _ holds: @escaping @MainActor (State) -> Bool,
    _ onChange: @escaping @MainActor () -> Void
) -> StoreObservation
