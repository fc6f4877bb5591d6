/// A value several screens hold at once: a change made through any of them
/// is seen by all of them, at once.
///
/// A list, a pushed cart screen and a checkout sheet, each a ``ScreenLogic``
/// of its own, can hold one cart: the list declares where it lives, and the
/// screens it opens are given it.
///
/// ```swift
/// struct Cart: Equatable, Sendable { var lines: [String] = [] }
///
/// struct CartScreen: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared var cart: Cart                 // given by whoever opens the screen
///     }
///     enum Command: Sendable { case removeTapped(String) }
///     enum Action: ViewAction {
///         case removed(String)
///
///         static func transform(_ state: State, action: Action) -> State {
///             switch action {
///             case .removed(let line):
///                 state.$cart.withLock { $0.lines.removeAll { $0 == line } }   // the list sees it too
///             }
///             return state
///         }
///     }
///
///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
///         switch command {
///         case .removeTapped(let line): context.dispatchAction(.removed(line))
///         }
///     }
/// }
///
/// struct ProductList: ScreenLogic {
///     struct State: Equatable, Sendable {
///         @Shared(.inMemory("cart")) var cart = Cart()
///         var path = StackState<CartScreen.State>()
///     }
///     enum Command: Sendable { case cartTapped }
///     enum Action: ViewAction {
///         case cartOpened
///
///         static func transform(_ state: State, action: Action) -> State {
///             var state = state
///             switch action {
///             case .cartOpened:   // the list pushes the cart screen with its own cart
///                 state.path.append(CartScreen.State(cart: state.$cart))
///             }
///             return state
///         }
///     }
///
///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
///         context.dispatchAction(.cartOpened)
///     }
/// }
/// ```
///
/// ## Reading and changing
/// `cart` reads the value; `$cart` is the `Shared` itself, to hand to another
/// screen's State or to change the value with ``withLock(_:)``. Change it in
/// an Action's `transform`, like any State: the store records the change as
/// that Action's, so tests, transcripts and dumps show it there. A shared
/// value is the one part of State that `transform` changes in place, for
/// every screen that holds it. `withLock` is safe from any thread, so a
/// Command's work, a dependency or a background task may change it too.
///
/// ## Where the value lives
/// - `@Shared(.inMemory("cart")) var cart = Cart()`: in memory, under a
///   name, for as long as the app runs; every `@Shared` with that name holds
///   the same value (``InMemoryKey``).
/// - `@Shared(.fileStorage(url)) var syncUps: [SyncUp] = []` and
///   `@Shared(.appStorage("isOn")) var isOn = false`: saved to a JSON file or
///   to user defaults (`StatefulPersistence`), loaded again when the app
///   starts.
/// - `Shared(value: Cart())`: a new value shared by whoever is given it, with
///   no key.
/// - `$cart.lines`, `$syncUps[id: id]`: a part of another shared value,
///   shared with it.
///
/// The value lives in the ``SharedStorage`` of the dependencies current
/// where the `@Shared` is made: each test and each flow has one of its own.
///
/// ## Tests, dumps and transcripts
/// A test store asserts a shared change like any State change, wherever it
/// was made: `send(.removed("tea")) { $0.$cart.withLock { $0.lines = [] } }`.
/// A dump writes the value at its first place in the State, after
/// `@Shared(.inMemory("cart"))`, and `(shown above)` at the others.
///
/// Equal `Shared`s are the same reference and part, or hold equal values.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
    package let access: any SharedAccess<Value>

    init(access: any SharedAccess<Value>) {
        self.access = access
    }

    /// A new value, shared by every copy of this `Shared` and every screen
    /// given it; kept in memory only, with no key.
    ///
    /// ```swift
    /// let counter = Shared(value: 0)
    /// ```
    public init(value: Value) {
        access = SharedRootAccess(root: SharedReference(value: value))
    }

    /// The value of `key` in the current dependencies' ``SharedStorage``:
    /// the one every `@Shared` with that key holds, or, when there is none
    /// yet, what the key has stored, or else `wrappedValue`.
    ///
    /// ```swift
    /// @Shared(.inMemory("cart")) var cart = Cart()
    /// ```
    ///
    /// A value the key cannot load (a corrupt file) is reported here, and the
    /// value is `wrappedValue` (see ``loadError``).
    public init(
        wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = SharedSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let storage = Dependencies.current.sharedStorage
        access = SharedRootAccess(root: storage.reference(for: key, default: wrappedValue, site: site))
    }

    /// The same shared value: what a screen's State is made with when it is
    /// given another's, `CartScreen.State(cart: state.$cart)`.
    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The value now, for every holder.
    public var wrappedValue: Value {
        if let values = SharedValues.current, let value = values.value(of: access) { return value }
        return access.read()
    }

    /// This `Shared`: to hand to another screen's State, to change it with
    /// ``withLock(_:)``, or to reach a part of it (`$cart.lines`).
    public var projectedValue: Shared<Value> {
        self
    }

    /// Changes the value for every holder, with its lock held: `body` may
    /// read and change the value as often as it needs, and no other change
    /// comes in between.
    ///
    /// ```swift
    /// let state = ProductList.State()
    /// state.$cart.withLock { $0.lines.append("tea") }
    /// ```
    ///
    /// A persisting key saves the new value (see ``SharedKey/save(_:to:)``).
    /// Read the value through `body`'s argument: the `Shared` itself reads
    /// the value as `body` has left it so far.
    @discardableResult
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if let values = SharedValues.current {
            // Past values being read (a test's expected State): change them,
            // never the app's. A part that is not in them (an element
            // removed) changes a copy, which nothing keeps.
            if let result = try values.update(access, body) { return result }
            var copy = access.read()
            return try body(&copy)
        }
        return try access.update(body)
    }

    /// A part of the value, shared with it: `$cart.lines` is a
    /// `Shared<[Line]>` whose changes are the cart's.
    public subscript<Member: Sendable>(
        dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
    ) -> Shared<Member> {
        let name = SharedPathComponent.name(of: keyPath, root: Value.self)
        return Shared<Member>(access: SharedPartAccess(
            parent: access, component: .property(keyPath, name: name),
            get: { $0[keyPath: keyPath] },
            set: { parent, member in
                parent[keyPath: keyPath] = member
                return true
            },
            last: Protected(wrappedValue[keyPath: keyPath]),
            site: SharedSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)))
    }

    /// Loads the value again from where its key stores it (a file, user
    /// defaults), for every holder: when the app comes back to the
    /// foreground, or to retry after ``loadError``. Nothing happens for a
    /// value without a key, or kept in memory.
    ///
    /// - Throws: What the key throws when it cannot load (then
    ///   ``loadError``); the value is then left as it was.
    public func reload() throws {
        try (access.reference as? any SharedReloading)?.reload()
    }

    /// Why the key could not load what it had stored, or `nil` when it
    /// loaded (or nothing was stored). While it is set, nothing is saved
    /// over what is stored.
    public var loadError: (any Error)? {
        (access.reference as? any SharedErrors)?.loadError
    }

    /// Why the last save failed, or `nil` when it succeeded (or the key
    /// saves nothing).
    public var saveError: (any Error)? {
        (access.reference as? any SharedErrors)?.saveError
    }
}

extension Shared: Equatable where Value: Equatable {
    /// Whether both are the same part of the same shared value, or hold
    /// equal values.
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        if lhs.access.reference === rhs.access.reference, lhs.access.path == rhs.access.path { return true }
        return lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Shared: Hashable where Value: Hashable {
    /// Hashes the value, as `==` compares values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Shared: SharedValueHolder {
    package var sharedReference: any AnySharedReference { access.reference }
    package var sharedPath: [SharedPathComponent] { access.path }
    package var sharedValue: any Sendable { wrappedValue }
}

extension Shared: CustomStringConvertible {
    /// The value's description.
    public var description: String {
        String(describing: wrappedValue)
    }
}

/// What ``Shared/reload()`` asks of a reference, whatever its value's type.
protocol SharedReloading {
    func reload() throws
}

extension SharedReference: SharedReloading {}

/// The failures a reference keeps, whatever its value's type.
protocol SharedErrors {
    var loadError: (any Error)? { get }
    var saveError: (any Error)? { get }
}

extension SharedReference: SharedErrors {}
