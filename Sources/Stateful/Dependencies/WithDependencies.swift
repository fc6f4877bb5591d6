/// Runs `operation` with the current dependencies changed by `update`.
///
/// The changes hold for `operation` and for the tasks it starts; afterwards
/// the dependencies are as before. Scopes nest: an inner scope starts from
/// the outer one's set.
///
/// ```swift
/// let clock = TestClock()
/// let store = withDependencies {
///     $0.clock = clock
///     $0.weatherClient.forecast = { _ in .sunny }
/// } operation: {
///     ProfileStore()   // its StoreCore keeps these dependencies
/// }
/// ```
public func withDependencies<R>(
    _ update: (inout Dependencies) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    try withDependencies(from: .current, update, operation: operation)
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
    try await withDependencies(from: .current, update, isolation: isolation, operation: operation)
}

/// Runs `operation` with `base` changed by `update` as the current
/// dependencies: the one way a scope is made, for ``withDependencies(_:operation:)``
/// (from the current set) and for the test scopes of StatefulTesting (from a
/// test set).
package func withDependencies<R>(
    from base: Dependencies,
    _ update: (inout Dependencies) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    try Dependencies.$current.withValue(try base.updating(update), operation: operation)
}

/// The asynchronous form of ``withDependencies(from:_:operation:)``, on the caller's actor.
package func withDependencies<R>(
    from base: Dependencies,
    _ update: (inout Dependencies) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await Dependencies.$current.withValue(try base.updating(update), operation: operation, isolation: isolation)
}
