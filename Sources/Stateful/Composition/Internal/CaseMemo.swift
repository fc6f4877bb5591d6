/// What one embedding function (`Path.counter`) makes, learnt once: the
/// name of its case, and for each case tag seen, whether it is that case
/// and whether its payload can be copied out without `Mirror`.
///
/// A path's registry finds an element's screen, a Command's and an Action's
/// case on every Command; each tag is resolved by `Mirror` the first time it
/// is seen (per embedding function, so per element type), and by its tag
/// alone from then on (see ``EnumCaseLayout``).
@usableFromInline
final class CaseMemo: @unchecked Sendable {
    // @unchecked Sendable: `name` and `tags` are only read or written inside
    // `known.withLock`.

    /// What a case tag is to this embedding function.
    @usableFromInline
    enum Resolution {
        /// Another case.
        case otherCase
        /// Its case, whose payload ``EnumCaseLayout/payload(of:tag:as:)`` copies out.
        case projected
        /// Its case, whose payload only `Mirror` reads (an `indirect` case, say).
        case reflected
    }

    private struct Known {
        var name: String?
        var tags: [UInt32: Resolution] = [:]
    }

    private let known = Protected(Known())

    @usableFromInline
    init() {}

    /// The memorised case name, or `learn()`'s, memorised when it is not `nil`.
    ///
    /// - Parameter learn: Finds the name by reflection.
    func name(orLearn learn: () -> String?) -> String? {
        if let name = known.withLock({ $0.name }) { return name }
        guard let learnt = learn() else { return nil }
        known.withLock { $0.name = learnt }
        return learnt
    }

    /// What `tag` was resolved to, if it was.
    @usableFromInline
    func resolution(of tag: UInt32) -> Resolution? {
        known.withLock { $0.tags[tag] }
    }

    /// Keeps what `tag` resolved to.
    @usableFromInline
    func remember(_ resolution: Resolution, for tag: UInt32) {
        known.withLock { $0.tags[tag] = resolution }
    }
}
