import Stateful
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, with
/// test dependencies (see `Dependencies.test`), overridden as it says.
///
/// ```swift
/// @MainActor
/// @Test(.dependencies { $0.weatherClient.forecast = { _ in .sunny } })
/// func showsTheForecast() async {
///     let store = TestStore(Weather(), initialState: Weather.State())   // its core keeps these dependencies
///     await store.send(.task) { $0.forecast = .sunny }
/// }
/// ```
///
/// On a suite each test starts from the suite's set; a test's own trait,
/// or `withTestDependencies` inside it, changes that set further. Each test
/// gets a ``/Stateful/SharedStorage`` of its own, so no test sees another's
/// `@Shared` values, files or defaults, even in one suite.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    private let update: @Sendable (inout Dependencies) -> Void

    /// Creates the trait; `update` overrides the test set.
    public init(_ update: @escaping @Sendable (inout Dependencies) -> Void) {
        self.update = update
    }

    /// A suite's trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs `function` with the test set, changed by the trait's `update`.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await withTestDependencies(update, operation: function)
            return
        }
        // A test (not a suite): shared values of its own.
        try await withTestDependencies({
            $0.sharedStorage = .inMemory()
            update(&$0)
        }, operation: function)
    }
}

extension Trait where Self == DependenciesTrait {
    /// Runs the test (or each test of the suite) with test dependencies as
    /// they are: `@Test(.dependencies)`, `@Suite(.dependencies)`. Each test
    /// then has its own shared values (see ``/Stateful/SharedStorage``).
    public static var dependencies: Self {
        DependenciesTrait { _ in }
    }

    /// Runs the test (or each test of the suite) with test dependencies,
    /// overridden by `update`: `@Test(.dependencies { $0.clock = TestClock() })`.
    public static func dependencies(
        _ update: @escaping @Sendable (inout Dependencies) -> Void = { _ in }
    ) -> Self {
        DependenciesTrait(update)
    }
}
