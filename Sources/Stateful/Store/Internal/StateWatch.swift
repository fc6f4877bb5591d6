/// How a ``CommandContext`` watches its store's State: `watch(holds, onChange)`
/// calls `onChange` after each Action that leaves a State for which `holds`
/// is false, with the Command that dispatched that Action (`nil` for an
/// Action dispatched by no Command's work), until the returned observation
/// is cancelled.
@usableFromInline
typealias StateWatch<State> = @MainActor @Sendable (
    _ holds: @escaping @MainActor (State) -> Bool,
    _ onChange: @escaping @MainActor (CommandID?) -> Void
) -> StoreObservation
