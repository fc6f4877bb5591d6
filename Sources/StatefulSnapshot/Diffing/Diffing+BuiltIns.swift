import Foundation

extension Diffing where Value == String {
    /// UTF-8 text compared line by line: the diff every text snapshot shows.
    /// A strategy made with it normalises the text (LF line endings, one
    /// final newline) as `Snapshotting.lines` does; its ``Diffing/diff``
    /// returns the unified diff, also attached as `difference.patch`.
    ///
    /// ```swift
    /// let markdown = SimplySnapshotting<String>(pathExtension: "md", diffing: .lines)
    /// ```
    public static var lines: Diffing {
        var diffing = Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            let old = SnapshotText.normalized(old)
            let new = SnapshotText.normalized(new)
            guard old != new else { return nil }
            let patch = UnifiedDiff(expected: old, actual: new).rendered(expectedLabel: "recorded", actualLabel: "actual")
            return (patch, [.data(Data(patch.utf8), name: "difference.patch")])
        }
        diffing.builtIn = .text { $0 }
        return diffing
    }
}

extension Diffing where Value == Data {
    /// Bytes as they are, compared byte for byte; a mismatch shows a diff of
    /// the two ``HexDump``s, as `.data` does.
    ///
    /// ```swift
    /// let thumbnail = SimplySnapshotting<Data>(pathExtension: "png", diffing: .bytes)
    /// ```
    public static var bytes: Diffing {
        var diffing = Diffing(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            let diff = UnifiedDiff(expected: HexDump.text(of: [UInt8](old)), actual: HexDump.text(of: [UInt8](new)))
            return (diff.rendered(expectedLabel: "recorded", actualLabel: "actual"), [])
        }
        diffing.builtIn = .bytes
        return diffing
    }
}
