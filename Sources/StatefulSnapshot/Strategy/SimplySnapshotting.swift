/// swift-snapshot-testing's name for a strategy whose value is its own
/// format. Stateful's ``Snapshotting`` has one generic parameter, so this is
/// ``Snapshotting`` itself; kept so that strategies written against that
/// name compile, including those made with a ``Diffing``:
///
/// ```swift
/// let readings = SimplySnapshotting<[Double]>(pathExtension: "csv", diffing: .roughly)
/// let shout: Snapshotting<String> = SimplySnapshotting.lines.pullback { $0.uppercased() }
/// ```
public typealias SimplySnapshotting<Value> = Snapshotting<Value>
