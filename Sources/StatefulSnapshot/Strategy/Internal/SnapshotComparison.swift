import Foundation

/// How a strategy made with a ``Diffing`` of your own compares a snapshot
/// file's bytes with the actual output's: both read back with `fromData`,
/// then `diff`. `nil`: the message when they do not match.
package struct SnapshotComparison {
    private let compareBytes: (_ recorded: [UInt8], _ actual: [UInt8]) -> (String, [DiffAttachment])?

    /// The comparison of `diffing`.
    package init<Format>(_ diffing: Diffing<Format>) {
        let fromData = diffing.fromData
        let diff = diffing.diff
        compareBytes = { recorded, actual in
            diff(fromData(Data(recorded)), fromData(Data(actual)))
        }
    }

    /// `nil` when `actual` matches `recorded`, else the diffing's message and attachments.
    package func difference(recorded: [UInt8], actual: [UInt8]) -> (message: String, attachments: [DiffAttachment])? {
        guard let (message, attachments) = compareBytes(recorded, actual) else { return nil }
        return (message, attachments)
    }
}
