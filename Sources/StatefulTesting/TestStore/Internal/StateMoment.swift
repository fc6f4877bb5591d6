import Stateful
import StatefulSnapshot

/// A State as it was at one moment, with the values of the shared
/// references it holds then: a State holds its `@Shared` values by
/// reference, so a test store that keeps a State to compare later keeps
/// their values too.
struct StateMoment<State: Equatable> {
    /// The State.
    var state: State
    /// The values of its shared references at that moment.
    var shared: SharedValues

    /// The State now, with its shared values now.
    static func now(_ state: State) -> StateMoment {
        StateMoment(state: state, shared: .capture(in: state))
    }

    /// This moment with `update` applied, as a test's `assert` closure
    /// describes the State expected next: its changes to shared values
    /// (`$0.$cart.withLock { … }`) change the copy of this moment's values,
    /// never the app's.
    func expecting(_ update: ((inout State) throws -> Void)?) throws -> StateMoment {
        guard let update else { return self }
        var state = state
        let shared = shared.copy()
        try shared.reading { try update(&state) }
        return StateMoment(state: state, shared: shared)
    }

    /// Whether `actual` is this expected moment: the States are equal
    /// (a `Shared` equal to itself wherever both hold the same one), and
    /// every shared value both hold is equal.
    func matches(_ actual: StateMoment) -> Bool {
        let statesAreEqual = actual.shared.merging(shared).reading { state == actual.state }
        guard statesAreEqual else { return false }
        return shared.references(differingFrom: actual.shared) { lhs, rhs in
            ValueDump.node(of: lhs) != ValueDump.node(of: rhs)
        }.isEmpty
    }

    /// The dump of the State, its shared values as this moment has them.
    var dump: DumpNode {
        shared.reading { ValueDump.node(of: state) }
    }
}
