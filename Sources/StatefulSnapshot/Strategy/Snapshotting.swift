import Foundation

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
///
/// let content = ProfileContent(name: "Ada")
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
///
/// A strategy must be deterministic: the same value always gives the same text.
///
/// A format of your own, stored and compared your way (numbers within a
/// tolerance, say), is a ``Diffing``: make the strategy with
/// ``init(pathExtension:diffing:)`` or
/// ``init(pathExtension:diffing:snapshot:)``. swift-snapshot-testing's
/// `Snapshotting<Value, Format>` is written `Snapshotting<Value>`: the format
/// lives in the diffing.
///
/// A strategy may also produce its text later, through a callback (a view
/// that loads, a request that completes): see ``asyncPullback(_:)``. An
/// assertion waits for it up to its `timeout:`.
public struct Snapshotting<Value> {
    /// How long ``render`` waits for an asynchronous strategy, in seconds
    /// (an assertion's `timeout:` has the same default).
    public static var defaultTimeout: TimeInterval { 5 }

    /// Starts rendering a value; calls back once with the text (or bytes) or the error.
    let start: (Value, @escaping (Result<SnapshotPayload, any Error>) -> Void) -> Void

    /// The extension of the snapshot file, without a dot: `txt`, `json`,
    /// `html`… With `nil`, the file is the snapshot's name alone
    /// (`__Snapshots__/ProfileTests/avatar.1`), as swift-snapshot-testing
    /// writes a strategy without an extension. Setting it also drops a
    /// built-in strategy's swift-snapshot-testing file name (see `.data`).
    public var pathExtension: String? {
        didSet { swiftSnapshotTestingPathExtension = .none }
    }

    /// The extension swift-snapshot-testing gives this strategy's files when
    /// it differs from ``pathExtension`` (`.some(nil)`: no extension), used
    /// under `compatibility: .swiftSnapshotTesting`; `.none` when they agree.
    package var swiftSnapshotTestingPathExtension: String??

    /// How a strategy made with a custom ``Diffing`` compares its bytes;
    /// `nil` for text and plain bytes, compared as they are.
    package let comparison: SnapshotComparison?

    /// Turns a value into snapshot text. An error it throws fails the
    /// assertion with the error's description; nothing is recorded. For an
    /// asynchronous strategy, it waits up to ``defaultTimeout`` seconds.
    public var render: (Value) throws -> String {
        let strategy = self
        return { try strategy.text(of: $0, timeout: Self.defaultTimeout) }
    }

    /// A strategy that renders values with `render` into `.txt` files.
    ///
    /// - Parameter render: Turns a value into its snapshot text.
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
    ///
    /// - Parameters:
    ///   - pathExtension: The snapshot file's extension, without a dot;
    ///     `nil` for none.
    ///   - render: Turns a value into its snapshot text.
    public init(pathExtension: String?, render: @escaping (Value) throws -> String) {
        self.init(pathExtension: pathExtension) { value, deliver in
            deliver(Result { .text(try render(value)) })
        }
    }

    /// A binary strategy: the file holds the bytes `bytes` gives, as they
    /// are; a mismatch shows a diff of the two ``HexDump``s, and ``render``
    /// gives the hex dump too.
    ///
    /// ```swift
    /// struct Thumbnail { var pngData: [UInt8] }
    ///
    /// let thumbnail = Snapshotting<Thumbnail>(pathExtension: "png", bytes: { $0.pngData })
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The snapshot file's extension, without a dot;
    ///     `nil` for none.
    ///   - bytes: Turns a value into the bytes of its snapshot.
    public init(pathExtension: String?, bytes: @escaping (Value) throws -> [UInt8]) {
        self.init(pathExtension: pathExtension) { value, deliver in
            deliver(Result { .bytes(try bytes(value)) })
        }
    }

    /// A strategy from its parts: what every public initialiser and pullback builds.
    init(
        pathExtension: String?, swiftSnapshotTestingPathExtension: String?? = .none,
        comparison: SnapshotComparison? = nil,
        start: @escaping (Value, @escaping (Result<SnapshotPayload, any Error>) -> Void) -> Void
    ) {
        self.pathExtension = pathExtension
        self.swiftSnapshotTestingPathExtension = swiftSnapshotTestingPathExtension
        self.comparison = comparison
        self.start = start
    }

    /// The text of `value` (a binary strategy's ``HexDump``), waiting up to
    /// `timeout` seconds for an asynchronous strategy to call back (a
    /// synchronous one never waits).
    ///
    /// - Parameters:
    ///   - value: The value to render.
    ///   - timeout: The longest wait, in seconds.
    /// - Returns: The snapshot text.
    /// - Throws: The strategy's error, or ``SnapshottingError/timedOut(seconds:)``.
    public func text(of value: Value, timeout: TimeInterval) throws -> String {
        try payload(of: value, timeout: timeout).readableText
    }

    /// The text or bytes of `value`, waiting as ``text(of:timeout:)`` does.
    package func payload(of value: Value, timeout: TimeInterval) throws -> SnapshotPayload {
        let delivery = SnapshotDelivery()
        start(value) { delivery.deliver($0) }
        return try delivery.wait(timeout: timeout)
    }

    /// A strategy for `NewValue` that transforms it into a `Value` first, then renders it with this one.
    ///
    /// ```swift
    /// let titles: Snapshotting<[Screen]> = Snapshotting<[String]>.lines.pullback { $0.map(\.title) }
    /// ```
    ///
    /// - Parameter transform: Turns the new value into one this strategy renders.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue> {
        let start = self.start
        return Snapshotting<NewValue>(
            pathExtension: pathExtension, swiftSnapshotTestingPathExtension: swiftSnapshotTestingPathExtension,
            comparison: comparison
        ) { value, deliver in
            start(transform(value), deliver)
        }
    }

    /// A strategy for `NewValue` whose transform may throw (the assertion then fails with the error).
    ///
    /// - Parameter transform: Turns the new value into one this strategy renders, or throws.
    public func pullback<NewValue>(throwing transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let start = self.start
        return Snapshotting<NewValue>(
            pathExtension: pathExtension, swiftSnapshotTestingPathExtension: swiftSnapshotTestingPathExtension,
            comparison: comparison
        ) { value, deliver in
            do {
                start(try transform(value), deliver)
            } catch {
                deliver(.failure(error))
            }
        }
    }

    /// A strategy for `NewValue` whose `Value` arrives later: the assertion
    /// waits for it up to its `timeout:` (5 seconds unless it says
    /// otherwise), and fails saying so when it does not arrive in time.
    ///
    /// ```swift
    /// let loader = Loader()
    /// let loaded: Snapshotting<Loader> = Snapshotting<String>.lines.asyncPullback { loader in
    ///     Async { callback in loader.load { page in callback(page.text) } }
    /// }
    /// assertSnapshot(of: loader, as: loaded, timeout: 10)
    /// ```
    ///
    /// - Parameter transform: Starts producing the value this strategy renders.
    public func asyncPullback<NewValue>(_ transform: @escaping (NewValue) -> Async<Value>) -> Snapshotting<NewValue> {
        let start = self.start
        return Snapshotting<NewValue>(
            pathExtension: pathExtension, swiftSnapshotTestingPathExtension: swiftSnapshotTestingPathExtension,
            comparison: comparison
        ) { value, deliver in
            transform(value).run { start($0, deliver) }
        }
    }

    /// This strategy writing `.<pathExtension>` files (`nil`: files with no extension).
    ///
    /// ```swift
    /// let page = "<h1>Hello</h1>"
    /// assertSnapshot(of: page, as: Snapshotting<String>.lines.withPathExtension("html"))
    /// ```
    ///
    /// - Parameter pathExtension: The snapshot file's extension, without a dot; `nil` for none.
    public func withPathExtension(_ pathExtension: String?) -> Snapshotting {
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

extension Snapshotting {
    /// The value as `String(describing:)` writes it: its `description` when
    /// it has one, as swift-snapshot-testing's `.description` takes any
    /// value. Use it only for values whose text is deterministic (no
    /// addresses, dates, hash-ordered collections) and holds no secrets;
    /// prefer a dedicated strategy otherwise.
    ///
    /// ```swift
    /// enum Direction: CaseIterable { case up, down }
    /// assertSnapshot(of: Direction.up, as: .description)   // up
    /// ```
    public static var description: Snapshotting<Value> {
        Snapshotting { String(describing: $0) }
    }
}

extension Snapshotting where Value == String {
    /// The text itself in a file with extension `pathExtension`: `.html`, `.md`, `.sql`…
    ///
    /// ```swift
    /// let page = "<h1>Hello</h1>"
    /// assertSnapshot(of: page, as: .lines(pathExtension: "html"))   // …/page.html
    /// ```
    public static func lines(pathExtension: String?) -> Snapshotting<String> {
        Snapshotting(pathExtension: pathExtension) { $0 }
    }
}
