/// How a value becomes the text stored in a snapshot file: a strategy for
/// `assertSnapshot(of:as:)`.
///
/// Built-ins: `lines` for `String` and `[String]`, and ``description`` for
/// values whose `description` is deterministic. Make your own with
/// ``init(render:)``, or adapt an existing one with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == ProfileContent {
///     static var summary: Snapshotting {
///         Snapshotting<String>.lines.pullback { "name: \($0.name)" }
///     }
/// }
/// assertSnapshot(of: content, as: .summary)
/// ```
///
/// The text is normalised (LF line endings, exactly one final newline) before
/// it is compared or written, so a strategy need not care about either. The
/// file's extension is the strategy's ``pathExtension`` (`txt` unless it says
/// otherwise), so that editors and diff tools know the format:
///
/// ```swift
/// var page = Snapshotting<String>.lines
/// page.pathExtension = "html"          // …/home.html
/// ```
/// A strategy must be deterministic: the same value always gives the same text.
public struct Snapshotting<Value> {
    /// Turns a value into snapshot text. An error it throws fails the
    /// assertion with the error's description; nothing is recorded.
    public let render: (Value) throws -> String

    /// The extension of the snapshot file, without a dot: `txt`, `json`, `html`…
    public var pathExtension: String

    /// A strategy that renders values with `render` into `.txt` files.
    public init(render: @escaping (Value) throws -> String) {
        self.init(pathExtension: "txt", render: render)
    }

    /// A strategy that renders values with `render` into `.<pathExtension>` files.
    ///
    /// ```swift
    /// let csv = Snapshotting<[[String]]>(pathExtension: "csv") { rows in
    ///     rows.map { $0.joined(separator: ",") }.joined(separator: "\n")
    /// }
    /// ```
    public init(pathExtension: String, render: @escaping (Value) throws -> String) {
        self.pathExtension = pathExtension
        self.render = render
    }

    /// A strategy for `NewValue` that transforms it into a `Value` first, then renders it with this one.
    ///
    /// ```swift
    /// let titles: Snapshotting<[Screen]> = Snapshotting<[String]>.lines.pullback { $0.map(\.title) }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue>(pathExtension: pathExtension) { try render(transform($0)) }
    }

    /// A strategy for `NewValue` whose transform may throw (the assertion then fails with the error).
    public func pullback<NewValue>(throwing transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue>(pathExtension: pathExtension) { try render(transform($0)) }
    }

    /// This strategy writing `.<pathExtension>` files.
    ///
    /// ```swift
    /// assertSnapshot(of: page, as: Snapshotting<String>.lines.withPathExtension("html"))
    /// ```
    public func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

extension Snapshotting where Value == String {
    /// The text itself, line by line.
    public static var lines: Snapshotting<String> {
        Snapshotting { $0 }
    }
}

extension Snapshotting where Value == [String] {
    /// One element per line.
    public static var lines: Snapshotting<[String]> {
        Snapshotting { $0.joined(separator: "\n") }
    }
}

extension Snapshotting where Value: CustomStringConvertible {
    /// The value's `description`. Use it only for types whose description is
    /// deterministic (no addresses, dates, hash-ordered collections) and that
    /// hold no secrets; prefer a dedicated strategy otherwise.
    public static var description: Snapshotting<Value> {
        Snapshotting { $0.description }
    }
}

extension Snapshotting where Value == String {
    /// The text itself in a file with extension `pathExtension`: `.html`, `.md`, `.sql`…
    ///
    /// ```swift
    /// assertSnapshot(of: page, as: .lines(pathExtension: "html"))   // …/page.html
    /// ```
    public static func lines(pathExtension: String) -> Snapshotting<String> {
        Snapshotting(pathExtension: pathExtension) { $0 }
    }
}
