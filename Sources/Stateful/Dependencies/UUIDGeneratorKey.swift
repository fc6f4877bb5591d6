/// The UUID dependency: what makes the ids of new things. Read and set it as
/// ``Dependencies/uuid``.
///
/// - Live: random UUIDs (``UUIDGenerator/live``).
/// - Test: a generator that fails the test that makes a UUID without
///   overriding it, naming `Dependencies.uuid`, then returns
///   ``UUIDGenerator/uuid(_:)`` 0. A test that makes ids gives the store
///   ``UUIDGenerator/incrementing``.
public enum UUIDGeneratorKey: DependencyKey {
    /// Random UUIDs.
    public static var liveValue: UUIDGenerator { .live }
    /// Fails the test that calls it, then returns the all-zero UUID.
    public static var testValue: UUIDGenerator {
        UUIDGenerator(unimplemented("Dependencies.uuid", placeholder: UUIDGenerator.uuid(0)))
    }
}

extension Dependencies {
    /// Makes the ids of new things (see ``UUIDGenerator``).
    ///
    /// ```swift
    /// let store = withDependencies { $0.uuid = .incrementing } operation: { ItemsStore() }
    /// …
    /// // in the store's Command:
    /// let id = Dependencies.current.uuid()
    /// ```
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }
}
