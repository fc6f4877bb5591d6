import Feature
import StatefulSnapshot

/// The counter's State as the deterministic text Stateful's snapshots use.
public func dumpedCounter(_ state: CounterState) -> String {
    ValueDump.text(of: state)
}
