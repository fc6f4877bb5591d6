import Foundation

/// How a snapshot format is stored in its file and compared: the format's
/// bytes (``toData``), the format read back from them (``fromData``), and
/// whether two values match (``diff``) — with swift-snapshot-testing's names
/// and shape, so that a team's own `Diffing` compiles unchanged.
///
/// A strategy made with `Snapshotting(pathExtension:diffing:)` or
/// `Snapshotting(pathExtension:diffing:snapshot:)` writes the snapshot file
/// and the pending file with ``toData``, and on the next run compares
/// `diff(fromData(recorded), fromData(actual))`: the actual value is read
/// back from the bytes it would be recorded as, so a comparison never passes
/// for output that would fail once recorded. `diff` returns `nil` when the
/// two match — which may be a tolerance, not equality — or the message the
/// failure shows, with attachments for the test report:
///
/// ```swift
/// import Foundation
///
/// extension Diffing where Value == [Double] {
///     /// Numbers one a line; values within 0.01 of each other match.
///     static var roughly: Diffing {
///         Diffing(
///             toData: { Data($0.map { String($0) }.joined(separator: "\n").utf8) },
///             fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n").compactMap { Double($0) } }
///         ) { old, new in
///             guard old.count != new.count || zip(old, new).contains(where: { abs($0 - $1) > 0.01 }) else { return nil }
///             return ("\(old) is not within 0.01 of \(new)", [])
///         }
///     }
/// }
/// ```
///
/// Built-ins: ``lines`` (text, compared line by line as every text snapshot
/// is) and ``bytes`` (bytes as they are, a mismatch shown as a diff of hex
/// dumps).
///
/// A diffing decides what is written: Stateful writes the bytes ``toData``
/// gives as they are, so a format of your own must leave secrets out itself
/// (mask them, or refuse a value that holds a `SecretValue`, as `.json` does).
public struct Diffing<Value> {
    /// Turns a value into the bytes of its snapshot file.
    public var toData: (_ value: Value) -> Data {
        didSet { builtIn = nil }
    }

    /// Reads a value back from the bytes of a snapshot file.
    public var fromData: (_ data: Data) -> Value {
        didSet { builtIn = nil }
    }

    /// Compares the recorded value (first) with the actual one (second):
    /// `nil` when they match, or the failure's message and attachments.
    public var diff: (_ old: Value, _ new: Value) -> (String, [DiffAttachment])? {
        didSet { builtIn = nil }
    }

    /// swift-snapshot-testing 1.19's name for ``diff``, kept so that code
    /// reading or setting it compiles.
    public var diffV2: (_ old: Value, _ new: Value) -> (String, [DiffAttachment])? {
        get { diff }
        set { diff = newValue }
    }

    /// What a built-in diffing stores, so that a strategy made with it
    /// behaves exactly as Stateful's own text or bytes strategies; `nil`
    /// for a diffing of your own, and once any of its parts is replaced.
    package var builtIn: BuiltIn?

    /// The storage of a built-in diffing.
    package enum BuiltIn {
        /// Text, normalised and compared line by line.
        case text((Value) -> String)
        /// Bytes as ``toData`` gives them, compared byte for byte.
        case bytes
    }

    /// A diffing from its three parts.
    ///
    /// ```swift
    /// let caseInsensitive = Diffing<String>(
    ///     toData: { Data($0.utf8) },
    ///     fromData: { String(decoding: $0, as: UTF8.self) }
    /// ) { old, new in
    ///     old.lowercased() == new.lowercased() ? nil : ("\"\(old)\" is not \"\(new)\" in any case", [])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - toData: Turns a value into the bytes of its snapshot file.
    ///   - fromData: Reads a value back from a snapshot file's bytes.
    ///   - diff: Compares the recorded value with the actual one: `nil`
    ///     when they match, else the failure's message and attachments.
    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ old: Value, _ new: Value) -> (String, [DiffAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.builtIn = nil
    }

    /// A diffing from its three parts, under swift-snapshot-testing 1.19's
    /// name: `.diff(toData:fromData:) { old, new in … }`.
    ///
    /// - Parameters:
    ///   - toData: Turns a value into the bytes of its snapshot file.
    ///   - fromData: Reads a value back from a snapshot file's bytes.
    ///   - diffV2: Compares the recorded value with the actual one: `nil`
    ///     when they match, else the failure's message and attachments.
    /// - Returns: The diffing.
    public static func diff(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diffV2: @escaping (_ old: Value, _ new: Value) -> (String, [DiffAttachment])?
    ) -> Diffing {
        Diffing(toData: toData, fromData: fromData, diff: diffV2)
    }
}
