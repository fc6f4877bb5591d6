import Stateful

/// Runs `operation` with test dependencies: each dependency's
/// ``/Stateful/DependencyKey/testValue``, changed by `update`.
///
/// Inside an outer test scope, it starts from that scope's set, so scopes
/// nest. A call to an endpoint nobody overrode fails the test, naming it.
///
/// ```swift
/// func testForecast() async throws {
///     let store = withTestDependencies {
///         $0.weatherClient.forecast = { _ in .sunny }
///     } operation: {
///         TestStore(Weather(), initialState: Weather.State())
///     }
///     await store.send(.task) { $0.forecast = .sunny }
/// }
/// ```
public func withTestDependencies<R>(
    _ update: (inout Dependencies) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    try withDependencies(from: .currentTestBase, update, operation: operation)
}

/// Runs the asynchronous `operation` with test dependencies: each
/// dependency's ``/Stateful/DependencyKey/testValue``, changed by `update`.
/// The set holds for every task `operation` starts.
///
/// ```swift
/// let clock = TestClock()
/// let forecast = try await withTestDependencies {
///     $0.clock = clock
///     $0.weatherClient.forecast = { _ in .rainy }
/// } operation: {
///     try await Dependencies.current.weatherClient.forecast("Kyoto")
/// }
/// ```
public func withTestDependencies<R>(
    _ update: (inout Dependencies) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await withDependencies(from: .currentTestBase, update, isolation: isolation, operation: operation)
}
