import Observation
import Synchronization

/// What every shared reference says of itself, whatever its value's type:
/// for dumps, snapshots and equality.
package protocol AnySharedReference: AnyObject, Sendable {
    /// The key's name (`.inMemory("cart")`), or `nil` for a value shared
    /// without a key (`Shared(value:)`).
    var name: String? { get }
    /// The value now, without registering an Observation read.
    var currentValue: any Sendable { get }
    /// Whether two values of this reference are equal: `==` when the value
    /// is `Equatable`, otherwise `nil`.
    func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool?
}

/// How many shared references this process has made: while none has, a
/// State holds none, and nothing looks for them.
package enum SharedReferenceCount {
    private static let made = Atomic<Int>(0)

    /// Whether any shared reference was ever made in this process.
    package static var anyMade: Bool { made.load(ordering: .relaxed) > 0 }

    static func noteMade() {
        made.add(1, ordering: .relaxed)
    }
}

/// How many times a shared value changed in this process: a screen drawn,
/// or a dump made, from a State is still right while this count is the
/// same as when it was made — a State changes by an Action, or by a shared
/// value it holds changing, which no Action may announce (work that calls
/// `withLock` itself, another store, a file changed on disk).
package enum SharedChangeCount {
    private static let changes = Atomic<Int>(0)

    /// The count now.
    package static var current: Int { changes.load(ordering: .acquiring) }

    static func noteChange() {
        changes.add(1, ordering: .releasing)
    }
}

/// The one place a shared value lives: every ``Shared`` made from the same
/// key in one storage (or copied from one `Shared(value:)`) reads and
/// changes it. Observable: SwiftUI and `withObservationTracking` see every
/// change, made on any thread.
package final class SharedReference<Root: Sendable>: AnySharedReference, Observable, @unchecked Sendable {
    // @unchecked Sendable: `value`, `failures` and `subscription` are read and
    // written only with `lock` held; everything else is set once in `init`.
    private let lock = RecursiveLock()
    /// The value. `update` changes it in place (so a change to one element
    /// of a large collection copies nothing else), and its closure may read
    /// the same shared value again, since the lock is recursive: such a read
    /// overlaps the change, so the runtime's exclusivity check is off here,
    /// and the read sees the value as the closure has left it so far.
    @exclusivity(unchecked) private var value: Root
    private var failures = Failures()
    private var subscription: SharedSubscription?
    private let registrar = ObservationRegistrar()
    /// `\.observedValue`, made once.
    private let observedKeyPath: KeyPath<SharedReference, Root>
    package let name: String?
    /// What a key without a stored value holds, and goes back to when its
    /// stored value is removed.
    private let defaultValue: Root
    private let persistence: Persistence?
    /// Whether a failed load or save is also written to standard error: in
    /// an app, whose storage is on disk. A test's or a flow's storage keeps
    /// failures in ``loadError`` and ``saveError`` only, since they are how
    /// the app itself learns of them.
    private let logsFailures: Bool
    private let equality: ((Root, Root) -> Bool)?

    private struct Failures {
        var load: (any Error)?
        var save: (any Error)?
    }

    /// `\.failures`, made once, for Observation of `loadError` and `saveError`.
    private let failuresKeyPath: KeyPath<SharedReference, (load: (any Error)?, save: (any Error)?)>

    private struct Persistence: Sendable {
        let save: @Sendable (Root) throws -> Void
        let load: @Sendable () throws -> Root?
    }

    /// A value shared without a key: `Shared(value:)`.
    package init(value: Root) {
        self.value = value
        defaultValue = value
        name = nil
        persistence = nil
        logsFailures = false
        observedKeyPath = \SharedReference.observedValue
        failuresKeyPath = \SharedReference.observedFailures
        equality = StateEquality.comparison(for: Root.self)
        SharedReferenceCount.noteMade()
    }

    /// The value of `key` in `storage`: what the key loads, or
    /// `defaultValue`. After a failed load (``loadError``), nothing is saved
    /// over what is stored until it loads.
    package init<Key: SharedKey>(key: Key, default defaultValue: Root, storage: SharedStorage)
    where Key.Value == Root {
        name = key.name
        self.defaultValue = defaultValue
        logsFailures = !storage.isInMemory
        observedKeyPath = \SharedReference.observedValue
        failuresKeyPath = \SharedReference.observedFailures
        equality = StateEquality.comparison(for: Root.self)
        persistence = Persistence(
            save: { [storage] value in try key.save(value, to: storage) },
            load: { [storage] in try key.load(from: storage) })
        do {
            value = try key.load(from: storage) ?? defaultValue
        } catch {
            value = defaultValue
            failures.load = error
            if logsFailures { StandardError.write(Self.loadMessage(key.name, error)) }
        }
        SharedReferenceCount.noteMade()
        let subscription = key.subscribe(in: storage) { [weak self] result in
            self?.storedValueChanged(result)
        }
        lock.withLock { self.subscription = subscription }
    }

    deinit {
        subscription?.cancel()
    }

    // MARK: Reading

    /// The value now; registers an Observation read.
    package var observedValue: Root {
        registrar.access(self, keyPath: observedKeyPath)
        return lock.withLock { value }
    }

    /// The value now, without an Observation read.
    package var unobservedValue: Root { lock.withLock { value } }

    package var currentValue: any Sendable { unobservedValue }

    package func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let equality, let lhs = lhs as? Root, let rhs = rhs as? Root else { return nil }
        return equality(lhs, rhs)
    }

    /// Both failures; registers an Observation read.
    package var observedFailures: (load: (any Error)?, save: (any Error)?) {
        registrar.access(self, keyPath: failuresKeyPath)
        return lock.withLock { (failures.load, failures.save) }
    }

    /// The last load's failure, `nil` once it loaded.
    package var loadError: (any Error)? { observedFailures.load }

    /// The last save's failure, `nil` once a save succeeded.
    package var saveError: (any Error)? { observedFailures.save }

    // MARK: Changing

    /// Changes the value with `body`, under the lock, then saves it.
    /// Observers are told around the change, on the thread that makes it.
    package func update<Result, Failure: Error>(
        _ body: (inout Root) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome: Swift.Result<Result, Failure> = registrar.withMutation(of: self, keyPath: observedKeyPath) {
            lock.withLock {
                let outcome = Swift.Result<Result, Failure> { () throws(Failure) -> Result in try body(&value) }
                SharedChangeCount.noteChange()
                saveLocked()
                return outcome
            }
        }
        return try outcome.get()
    }

    /// Saves the value, with the lock held, unless the last load failed.
    private func saveLocked() {
        guard let persistence, let name else { return }
        let failure: (any Error)?
        if let loadFailure = failures.load {
            failure = SharedSaveRefusal(name: name, loadError: loadFailure)
        } else {
            do {
                try persistence.save(value)
                failure = nil
            } catch {
                failure = error
            }
        }
        setSaveFailure(failure, name: name)
    }

    /// Records the last save's outcome, telling observers when it changed.
    private func setSaveFailure(_ failure: (any Error)?, name: String) {
        guard failure != nil || failures.save != nil else { return }
        registrar.withMutation(of: self, keyPath: failuresKeyPath) {
            failures.save = failure
        }
        if let failure, logsFailures { StandardError.write("\(name) could not be saved: \(failure)") }
    }

    /// Loads the stored value again, as if it had changed outside the app:
    /// the value becomes what is stored (the default when nothing is), and
    /// a failure is ``loadError``, and thrown. A value without a key has
    /// nothing to load.
    package func reload() throws {
        guard let persistence else { return }
        do {
            storedValueChanged(.success(try persistence.load()))
        } catch {
            storedValueChanged(.failure(error))
            throw error
        }
    }

    /// What the key's subscription reports: the stored value changed
    /// outside the app's saves (`nil`: removed, so back to the default), or
    /// could not be read.
    private func storedValueChanged(_ result: Swift.Result<Root?, any Error>) {
        switch result {
        case .success(let stored):
            let new = stored ?? defaultValue
            let (unchanged, hadFailure) = lock.withLock { (equality?(value, new) ?? false, failures.load != nil) }
            if hadFailure {
                registrar.withMutation(of: self, keyPath: failuresKeyPath) {
                    lock.withLock {
                        failures.load = nil
                        // A save refused because of that failure is moot: the
                        // value is now what is stored.
                        if failures.save is SharedSaveRefusal { failures.save = nil }
                    }
                }
            }
            guard !unchanged else { return }
            registrar.withMutation(of: self, keyPath: observedKeyPath) {
                lock.withLock {
                    value = new
                    SharedChangeCount.noteChange()
                }
            }
        case .failure(let error):
            registrar.withMutation(of: self, keyPath: failuresKeyPath) {
                lock.withLock { failures.load = error }
            }
            if logsFailures, let name { StandardError.write(Self.loadMessage(name, error)) }
        }
    }

    private static func loadMessage(_ name: String, _ error: any Error) -> String {
        "\(name) could not be loaded: \(error). It holds its default value, and nothing is saved over what "
            + "is stored until it loads: fix or remove the stored value."
    }
}

/// The error a save gives while what is stored could not be loaded: saving
/// would replace it, and so lose it.
public struct SharedSaveRefusal: Error, CustomStringConvertible, Sendable {
    /// The key's name.
    public let name: String
    /// Why what is stored could not be loaded.
    public let loadError: any Error

    /// Says what was not saved, and why.
    public var description: String {
        "\(name) was not saved: what is stored could not be loaded (\(loadError)), and saving would replace it. "
            + "Fix or remove the stored value; it is loaded again when it changes."
    }
}
