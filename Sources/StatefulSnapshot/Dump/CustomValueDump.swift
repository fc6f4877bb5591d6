/// A type that chooses how ``ValueDump`` writes it.
///
/// Return a ``DumpNode``; use ``ValueDump/node(of:)`` for the parts, so they
/// keep their own layout and redaction.
///
/// ```swift
/// struct Money: CustomValueDump {
///     var cents: Int
///     var currency: String
///
///     var customDump: DumpNode {
///         .leaf("\(cents / 100).\(cents % 100) \(currency)")
///     }
/// }
/// ValueDump.text(of: Money(cents: 1250, currency: "EUR"))  // 12.50 EUR
/// ```
///
/// A custom dump is trusted as written: it must mask its own secrets
/// (``/Stateful/Redaction/masked(_:)``) and contain nothing machine-dependent.
public protocol CustomValueDump {
    /// How the value is written in dumps, diffs and transcripts.
    var customDump: DumpNode { get }
}
