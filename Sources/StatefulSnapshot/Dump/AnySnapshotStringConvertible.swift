/// A type that chooses its own line in a ``SwiftSnapshotTestingDump``, under
/// the name swift-snapshot-testing gives this protocol, so that a migrated
/// suite's conformances compile and keep their recorded text.
///
/// ```swift
/// struct Temperature: AnySnapshotStringConvertible {
///     var celsius: Int
///     var snapshotDescription: String { "\(celsius) °C" }
/// }
/// // - temperature: 21 °C
/// ```
///
/// Stateful's own ``ValueDump`` ignores it; use ``CustomValueDump`` there.
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are written below its line (`false` unless the type says so).
    static var renderChildren: Bool { get }

    /// The text written for the value, after its label.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// Children are not written, unless the type says otherwise.
    public static var renderChildren: Bool { false }
}
