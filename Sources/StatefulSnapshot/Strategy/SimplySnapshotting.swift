/// swift-snapshot-testing's name for a strategy whose value is its own
/// format; in Stateful every strategy writes text, so it is ``Snapshotting``
/// itself. Kept so that custom strategies written against that name compile.
///
/// ```swift
/// let shout: Snapshotting<String> = SimplySnapshotting.lines.pullback { $0.uppercased() }
/// ```
public typealias SimplySnapshotting<Value> = Snapshotting<Value>
