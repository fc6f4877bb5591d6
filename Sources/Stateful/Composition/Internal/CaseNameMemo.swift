import Synchronization

/// The name of the enum case that one embedding function (`Path.counter`)
/// makes, learnt from its first result: ``EnumCasePayload`` then reflects
/// only the value it matches, not also the value re-embedded.
final class CaseNameMemo: Sendable {
    /// The case name, `nil` until first learnt.
    private let name = Mutex<String?>(nil)

    /// The memorised name, or `learn()`'s, memorised when it is not `nil`.
    ///
    /// - Parameters:
    ///   - learn: Finds the name by reflection.
    func name(orLearn learn: () -> String?) -> String? {
        if let known = name.withLock({ $0 }) { return known }
        guard let learnt = learn() else { return nil }
        name.withLock { $0 = learnt }
        return learnt
    }
}
