/// Runs `operation` with the current dependencies changed by `update`.
///
/// The changes hold for `operation` and for the tasks it starts; afterwards
/// the dependencies are as before. Scopes nest: an inner scope starts from
/// the outer one's set.
///
/// ```swift
/// let store = withDependencies {
///     $0.clock = clock
///     $0.weatherClient.forecast = { _ in .sunny }
/// } operation: {
///     WeatherStore()   // its StoreCore keeps these dependencies
/// }
/// ```
public func withDependencies<R>(
    _ update: (inout Dependencies) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    let dependencies = try Dependencies.current.updating(update)
    return try Dependencies.$current.withValue(dependencies, operation: operation)
}

/// Runs the asynchronous `operation` with the current dependencies changed
/// by `update`, on the caller's actor.
///
/// The changes hold for `operation` and every task it starts (child tasks,
/// task groups, `Task { }`); afterwards the dependencies are as before.
///
/// ```swift
/// let forecast = try await withDependencies {
///     $0.weatherClient.forecast = { _ in .sunny }
/// } operation: {
///     try await Dependencies.current.weatherClient.forecast("Kyoto")
/// }
/// ```
public func withDependencies<R>(
    _ update: (inout Dependencies) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let dependencies = try Dependencies.current.updating(update)
    return try await Dependencies.$current.withValue(dependencies, operation: operation, isolation: isolation)
}
