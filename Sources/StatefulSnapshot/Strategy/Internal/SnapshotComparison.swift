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

    /// Text kept as a strategy gave it, compared as swift-snapshot-testing
    /// compares it: carriage returns count, and only the number of final
    /// line feeds does not (a file Stateful wrote with one added matches).
    /// A mismatch shows the difference as swift-snapshot-testing writes it
    /// (``SwiftSnapshotTestingLineDiff``).
    package static var textAsWritten: SnapshotComparison {
        SnapshotComparison(Diffing<String>(
        toData: { Data($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) }
    ) { recorded, actual in
        func withoutFinalLineFeeds(_ text: String) -> Substring.UTF8View {
            var bytes = Substring(text).utf8
            while bytes.last == 0x0A { bytes.removeLast() }
            return bytes
        }
        guard !withoutFinalLineFeeds(recorded).elementsEqual(withoutFinalLineFeeds(actual)),
              let difference = SwiftSnapshotTestingLineDiff.text(from: recorded, to: actual)
        else { return nil }
        return (difference, [.data(Data(difference.utf8), name: "difference.patch")])
    })
    }
}
