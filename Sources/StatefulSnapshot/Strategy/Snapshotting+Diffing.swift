import Foundation

extension Snapshotting {
    /// A strategy whose value is its own format, stored and compared by
    /// `diffing`: swift-snapshot-testing's `SimplySnapshotting` initialiser.
    ///
    /// ```swift
    /// let readings = SimplySnapshotting<[Double]>(pathExtension: "csv", diffing: .roughly)
    /// assertSnapshot(of: [0.5, 1.25], as: readings)
    /// ```
    ///
    /// The snapshot file and the pending file hold the bytes `diffing.toData`
    /// gives, as they are; the next run compares
    /// `diffing.diff(fromData(recorded), fromData(actual))` and a failure
    /// shows the message it returns. With ``Diffing/lines`` or
    /// ``Diffing/bytes`` the strategy is Stateful's own text or bytes
    /// strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: The snapshot file's extension, without a dot; `nil` for none.
    ///   - diffing: How the value is stored and compared.
    public init(pathExtension: String?, diffing: Diffing<Value>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }

    /// A strategy that turns a value into a format, stored and compared by `diffing`.
    ///
    /// ```swift
    /// let speeds = Snapshotting<Route>(pathExtension: "csv", diffing: .roughly) { route in
    ///     route.legs.map(\.speed)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The snapshot file's extension, without a dot; `nil` for none.
    ///   - diffing: How the format is stored and compared.
    ///   - snapshot: Turns a value into the format.
    public init<Format>(
        pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing, asyncSnapshot: { Async(value: snapshot($0)) })
    }

    /// A strategy whose format arrives later, through ``Async``; the
    /// assertion waits for it up to its `timeout:`.
    ///
    /// ```swift
    /// let loaded = Snapshotting<Loader>(pathExtension: "csv", diffing: .roughly) { loader in
    ///     Async { callback in callback(loader.speeds) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pathExtension: The snapshot file's extension, without a dot; `nil` for none.
    ///   - diffing: How the format is stored and compared.
    ///   - asyncSnapshot: Starts turning a value into the format.
    public init<Format>(
        pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        let toData = diffing.toData
        let builtIn = diffing.builtIn
        self.init(
            pathExtension: pathExtension,
            comparison: builtIn == nil ? SnapshotComparison(diffing) : nil
        ) { value, deliver in
            asyncSnapshot(value).run { format in
                switch builtIn {
                case .text(let text): deliver(.success(.text(text(format))))
                case .bytes: deliver(.success(.bytes([UInt8](toData(format)))))
                case nil: deliver(.success(.encoded([UInt8](toData(format)))))
                }
            }
        }
    }
}
