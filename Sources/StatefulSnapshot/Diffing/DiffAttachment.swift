import Foundation

/// A file that a failing ``Diffing`` comparison hands to the test report
/// beside its message: a patch, a picture of the difference, a log.
///
/// `assertSnapshot` adds them to the failing test's report with the output
/// it produced (or the snapshot it recorded): under Swift Testing with
/// `Attachment.record`, under XCTest as `XCTAttachment`s where XCTest has
/// them (Apple platforms). XCTest on Linux has none: there the failure's
/// message and the pending file carry the mismatch.
///
/// It stands where swift-snapshot-testing's `diff` returns `XCTAttachment`s:
/// a comparison that returns none (`return ("message", [])`) compiles as it
/// is. One that built an attachment from data writes
/// `.data(data, name: "difference.patch")` instead.
public enum DiffAttachment: Sendable, Equatable {
    /// Bytes shown under `name` in the test report.
    case data(Data, name: String)

    /// The attachment's bytes.
    public var data: Data {
        switch self {
        case .data(let data, _): data
        }
    }

    /// The name the test report shows.
    public var name: String {
        switch self {
        case .data(_, let name): name
        }
    }
}
