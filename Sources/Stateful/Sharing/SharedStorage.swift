/// Where an app's shared values live: the value of each ``SharedKey`` in
/// use, and what their strategies keep (a file system, user defaults).
///
/// A storage belongs to a set of dependencies
/// (``Dependencies/sharedStorage``): a `@Shared` with a key finds its value
/// in the storage of the dependencies current where it is made, so every
/// `@Shared(.inMemory("cart"))` made by one app, or one test, holds the
/// same cart.
///
/// | dependencies | storage | keeps files and defaults |
/// |---|---|---|
/// | ``Dependencies/live`` (an app) | ``live`` | on disk, in `UserDefaults` |
/// | a test's (`@Test(.dependencies)`, `withTestDependencies`) | a new ``inMemory()`` per test | in memory |
/// | a flow's (`ScriptContext.dependencies`) | a new ``inMemory()`` per flow, ``relaunched()`` at `relaunch` | in memory |
///
/// So no test sees another test's values, files or defaults, nothing a
/// test or a flow saves reaches the disk, and a flow's `relaunch` finds what
/// the app saved before it.
///
/// In a test process (XCTest or Swift Testing), ``live`` keeps everything in
/// memory too, and a `@Shared` with a key made with live dependencies fails
/// the test, saying to give the test dependencies of its own: values made
/// there would be shared by every such test.
///
/// Set a storage of your own for a SwiftUI preview or a UI-test launch:
///
/// ```swift
/// let store = withDependencies { $0.sharedStorage = .inMemory() } operation: {
///     ScreenStore(ProductList(), initialState: ProductList.State())
/// }
/// ```
public final class SharedStorage: Sendable {
    /// The app's storage: files on disk, the real user defaults. In a test
    /// process it keeps everything in memory, and reports each `@Shared`
    /// with a key made in it (see above).
    public static let live: SharedStorage = TestProcess.isRunning
        ? SharedStorage(isInMemory: true, resources: SharedResources(), reportsUseInTests: true)
        : SharedStorage(isInMemory: false, resources: SharedResources(), reportsUseInTests: false)

    /// A new storage that keeps everything in memory: its keys' files and
    /// defaults included. What a test, a preview or a flow runs with.
    public static func inMemory() -> SharedStorage {
        SharedStorage(isInMemory: true, resources: SharedResources(), reportsUseInTests: false)
    }

    /// Whether its strategies keep what they store in memory instead of on
    /// disk or in the system's user defaults. A strategy of your own reads
    /// it when it makes its backend (see ``resource(_:make:)``).
    public let isInMemory: Bool

    /// What the strategies keep (the file system, the defaults): shared with
    /// every storage ``relaunched()`` from this one.
    private let resources: SharedResources
    /// The value of each key in use, by the key's type and id.
    private let references = SharedReferenceTable()
    /// Whether each `@Shared` with a key made in it fails the running test.
    private let reportsUseInTests: Bool

    private init(isInMemory: Bool, resources: SharedResources, reportsUseInTests: Bool) {
        self.isInMemory = isInMemory
        self.resources = resources
        self.reportsUseInTests = reportsUseInTests
    }

    /// The storage of the same app started again: the same files and
    /// defaults (what the strategies keep), but no value in memory, so each
    /// key loads again; in-memory values are gone. A flow's `relaunch` uses it.
    public func relaunched() -> SharedStorage {
        SharedStorage(isInMemory: isInMemory, resources: resources, reportsUseInTests: reportsUseInTests)
    }

    /// The backend of a strategy in this storage, made by `make` the first
    /// time it is asked for and kept for this storage and every storage
    /// ``relaunched()`` from it.
    ///
    /// ```swift
    /// final class Keychain: Sendable {           // a backend of your own
    ///     let isInMemory: Bool
    ///     init(inMemory: Bool) { isInMemory = inMemory }
    /// }
    ///
    /// let storage = SharedStorage.inMemory()
    /// let keychain = storage.resource(Keychain.self) { Keychain(inMemory: $0.isInMemory) }
    /// ```
    public func resource<Resource: Sendable>(
        _ type: Resource.Type = Resource.self, make: (SharedStorage) -> Resource
    ) -> Resource {
        resources.resource(type) { make(self) }
    }

    /// Writes every change still waiting to be stored: a strategy that
    /// coalesces its writes (the file strategy, on disk) stores them now.
    /// A flow calls it before `relaunch`; an app, before it is suspended.
    public func flush() {
        resources.flushAll()
    }

    /// Registers `flush` to run on ``flush()``: for a strategy's backend that
    /// holds writes back.
    public func onFlush(_ flush: @escaping @Sendable () -> Void) {
        resources.addFlush(flush)
    }

    /// The reference of `key` in this storage: the one already made, or a
    /// new one holding what the key loads (or `defaultValue`).
    package func reference<Key: SharedKey>(
        for key: Key, default defaultValue: () -> Key.Value, site: SharedSite
    ) -> SharedReference<Key.Value> {
        if reportsUseInTests {
            IssueReporter.report(site.issue(
                "@Shared(\(key.name)) was made with live dependencies in a test, so every test that does so "
                    + "shares its value. Give the test dependencies of its own: `@Test(.dependencies)` "
                    + "(Swift Testing) or `withTestDependencies { … }` (XCTest), around the State's creation."))
        }
        return references.reference(for: key) {
            SharedReference(key: key, default: defaultValue(), storage: self)
        }
    }

    /// Whether `other` is this storage.
    package func isSame(as other: SharedStorage) -> Bool {
        self === other
    }
}

/// What strategies keep, shared by a storage and its relaunched copies.
final class SharedResources: @unchecked Sendable {
    // @unchecked Sendable: `making` is a lock; everything else is in `state`,
    // a lock-protected box.
    // Guards the resources and the flush handlers.
    private let state = Protected<(resources: [ObjectIdentifier: any Sendable], flushes: [@Sendable () -> Void])>(
        ([:], []))
    // Held while a resource is made, so that it is made once even when two
    // threads ask at once; recursive, since making one may ask for another.
    private let making = RecursiveLock()

    func resource<Resource: Sendable>(_ type: Resource.Type, make: () -> Resource) -> Resource {
        let id = ObjectIdentifier(type)
        if let existing = state.withLock({ $0.resources[id] }) as? Resource { return existing }
        return making.withLock {
            if let existing = state.withLock({ $0.resources[id] }) as? Resource { return existing }
            let made = make()
            state.withLock { $0.resources[id] = made }
            return made
        }
    }

    func addFlush(_ flush: @escaping @Sendable () -> Void) {
        state.withLock { $0.flushes.append(flush) }
    }

    func flushAll() {
        for flush in state.withLock({ $0.flushes }) { flush() }
    }
}

/// The references of one storage, by key.
final class SharedReferenceTable: @unchecked Sendable {
    // @unchecked Sendable: `making` is a lock; the table is in `table`, a
    // lock-protected box.
    private struct Entry: @unchecked Sendable {
        // @unchecked Sendable: the reference is a `SharedReference`, which is
        // Sendable; it is stored type-erased as `AnyObject`.
        let reference: AnyObject
    }

    // Guards the table.
    private let table = Protected<[AnyHashable: Entry]>([:])
    // Held while a reference is made and loads, so that two threads making
    // the same key get one reference; recursive, since loading may make
    // another `@Shared`.
    private let making = RecursiveLock()

    func reference<Key: SharedKey>(
        for key: Key, make: () -> SharedReference<Key.Value>
    ) -> SharedReference<Key.Value> {
        let id = AnyHashable(KeyIdentity(keyType: ObjectIdentifier(Key.self), id: AnyHashable(key.id)))
        if let existing = table.withLock({ $0[id] })?.reference as? SharedReference<Key.Value> { return existing }
        return making.withLock {
            if let existing = table.withLock({ $0[id] })?.reference as? SharedReference<Key.Value> { return existing }
            let made = make()
            table.withLock { $0[id] = Entry(reference: made) }
            return made
        }
    }

    private struct KeyIdentity: Hashable, @unchecked Sendable {
        // @unchecked Sendable: `id` wraps a key's `ID`, which is Sendable.
        let keyType: ObjectIdentifier
        let id: AnyHashable
    }
}
