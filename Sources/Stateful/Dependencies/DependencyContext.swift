/// Which value a dependency that nothing overrides takes: the app's or the
/// test's.
public enum DependencyContext: Sendable, Hashable {
    /// Each ``DependencyKey``'s ``DependencyKey/liveValue``: what an app runs with.
    case live
    /// Each ``DependencyKey``'s ``DependencyKey/testValue``, whose endpoints
    /// fail the current test when called. `StatefulTesting`'s
    /// `Dependencies.test` starts from it.
    case test
}
