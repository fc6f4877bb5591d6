/// The dependencies a piece of work uses: each ``DependencyKey``'s live or
/// test value, unless overridden.
///
/// The current set, ``current``, is a task-local value: `withDependencies(_:operation:)`
/// overrides dependencies for the code it runs and every task that code
/// starts (child tasks, task groups, `Task { }`), and nowhere else.
///
/// ```swift
/// let forecast = try await withDependencies {
///     $0.weatherClient.forecast = { _ in .sunny }
/// } operation: {
///     try await Dependencies.current.weatherClient.forecast("Kyoto")
/// }
/// ```
///
/// A store keeps the set that was current when its ``StoreCore`` was
/// created (``StoreCore/dependencies``) and makes it current for the work of
/// every Command, so a store created inside `withDependencies` keeps its
/// overrides after the scope ends.
///
/// Outside any override the set is ``live``. Tests start from
/// `Dependencies.test` (in `StatefulTesting`), where every dependency takes
/// its ``DependencyKey/testValue``.
public struct Dependencies: Sendable {
    /// Whether dependencies that nothing overrides take their live or their
    /// test value.
    public let context: DependencyContext
    private var overrides: [ObjectIdentifier: any Sendable] = [:]

    /// Where the `@Shared` values made with these dependencies live (see
    /// ``SharedStorage``): ``SharedStorage/live`` for ``live``, and a new
    /// in-memory storage for each test set, so that no test sees another's
    /// shared values, files or defaults. Set it to give a preview or a flow
    /// storage of its own.
    public var sharedStorage: SharedStorage

    /// Every dependency at its ``DependencyKey/liveValue``: what an app runs with.
    public static let live = Dependencies(context: .live)

    /// The dependencies of the current task: ``live`` unless a caller, or the
    /// store whose Command is running, set others.
    @TaskLocal public static var current = Dependencies.live

    /// Creates a set without overrides. Only the package creates a
    /// ``DependencyContext/test`` set: `StatefulTesting`'s `Dependencies.test`
    /// also makes unimplemented endpoints report to the running test.
    package init(context: DependencyContext) {
        self.context = context
        sharedStorage = context == .live ? .live : .inMemory()
    }

    /// The value of the dependency `key`: its override, or else its live or
    /// test value by ``context``. Setting it overrides it in this set.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
            switch context {
            case .live: return Key.liveValue
            case .test: return Key.testValue
            }
        }
        set {
            overrides[ObjectIdentifier(key)] = newValue
        }
    }

    /// Whether `key` is overridden in this set.
    public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
        overrides[ObjectIdentifier(key)] != nil
    }

    /// Whether this set gives every dependency the same value as `other`
    /// without comparing values: both have the same context and no override.
    /// A store binds its dependencies for a Command's work only when they are
    /// not equivalent to the caller's.
    package func isEquivalent(to other: Dependencies) -> Bool {
        context == other.context && overrides.isEmpty && other.overrides.isEmpty
            && sharedStorage.isSame(as: other.sharedStorage)
    }

    /// A copy of this set with the changes `update` makes.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = ProfileStore(dependencies: .current.updating { $0.clock = clock })
    /// ```
    public func updating(_ update: (inout Dependencies) throws -> Void) rethrows -> Dependencies {
        var copy = self
        try update(&copy)
        return copy
    }
}
