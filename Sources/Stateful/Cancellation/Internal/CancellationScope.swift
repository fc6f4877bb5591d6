/// Where a context's cancellation ids live: the store's registry of work
/// started under an id, and the path of the child screen the context serves
/// (empty for the store's own work), so that the same id used by two
/// children names two different pieces of work.
@usableFromInline
struct CancellationScope: Sendable {
    /// The registry every context of one store shares.
    let registry: CancellationRegistry
    /// The child screens between the store and this context, outermost first:
    /// each one's logic type, as its `ObjectIdentifier` (compared and hashed
    /// as a pointer; a type's name would be made by reflection on every
    /// forwarded Command), then its id among its siblings, if any.
    let path: [CancellationComponent]

    /// The scope of a child reached from this one through `component`.
    @usableFromInline
    func appending(_ component: some Hashable & Sendable) -> CancellationScope {
        // One allocation: `path + [component]` would make a second array.
        var longer: [CancellationComponent] = []
        longer.reserveCapacity(path.count + 1)
        longer.append(contentsOf: path)
        longer.append(CancellationComponent(component))
        return CancellationScope(registry: registry, path: longer)
    }

    /// The scope of a child reached from this one through `first`, then
    /// `second` (a child's logic type, then its id among its siblings), made
    /// with one allocation where two ``appending(_:)`` calls make two.
    @usableFromInline
    func appending(
        _ first: some Hashable & Sendable, _ second: some Hashable & Sendable
    ) -> CancellationScope {
        var longer: [CancellationComponent] = []
        longer.reserveCapacity(path.count + 2)
        longer.append(contentsOf: path)
        longer.append(CancellationComponent(first))
        longer.append(CancellationComponent(second))
        return CancellationScope(registry: registry, path: longer)
    }

    /// The key of the work this scope starts under `id`.
    func key(for id: some Hashable & Sendable) -> CancellationKey {
        CancellationKey(path: path, id: CancellationComponent(id))
    }
}

/// One cancellation id inside one child screen's scope.
struct CancellationKey: Hashable, Sendable {
    let path: [CancellationComponent]
    let id: CancellationComponent
}

/// A hashable value of any type, compared as `AnyHashable` compares: an id,
/// or one step of a child screen's path.
struct CancellationComponent: Hashable, Sendable {
    let base: any Hashable & Sendable

    init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    static func == (lhs: CancellationComponent, rhs: CancellationComponent) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
