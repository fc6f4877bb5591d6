import Foundation

extension Snapshotting where Value == Data {
    /// The bytes themselves in a `.bin` file, as swift-snapshot-testing's
    /// `.data` keeps them. A mismatch shows a diff of the two ``HexDump``s, so
    /// the changed bytes are plain; the pending file holds the actual bytes.
    ///
    /// ```swift
    /// assertSnapshot(of: Data("Hello".utf8), as: .data)   // …/greeting.bin, 5 bytes
    /// ```
    ///
    /// Under `compatibility: .swiftSnapshotTesting` the file has no
    /// extension (`…/greeting.1`), as swift-snapshot-testing names it, so a
    /// migrated suite's recordings match without renaming.
    ///
    /// Before Stateful kept bytes as they are, `.data` wrote the hex dump
    /// into a `.hex` file; those files keep matching with ``hexDump``.
    public static var data: Snapshotting {
        var strategy = Snapshotting(pathExtension: "bin") { [UInt8]($0) }
        strategy.swiftSnapshotTestingPathExtension = .some(nil)
        return strategy
    }

    /// Bytes as a ``HexDump`` in a `.hex` text file: 16 bytes a line, each
    /// line the offset, the bytes in hex, and the printable ASCII between
    /// bars — so a changed byte shows as a changed line in the diff.
    ///
    /// ```swift
    /// assertSnapshot(of: Data("Hello".utf8), as: .hexDump)
    /// // 00000000  48 65 6c 6c 6f                                    |Hello|
    /// ```
    public static var hexDump: Snapshotting {
        Snapshotting(pathExtension: "hex") { HexDump.text(of: [UInt8]($0)) }
    }
}
