import Foundation

/// Why a strategy gave no text.
public enum SnapshottingError: Error, Equatable, CustomStringConvertible {
    /// An asynchronous strategy did not call back within `seconds`.
    case timedOut(seconds: TimeInterval)
    /// `.json` for a value that is not `Encodable` got something
    /// `JSONSerialization` cannot write.
    case notJSONObject(typeName: String)

    /// What happened and what to do about it.
    public var description: String {
        switch self {
        case .timedOut(let seconds):
            "The snapshot did not arrive within the timeout of \(Self.secondsText(seconds)) seconds: the strategy "
                + "has not called back. Make sure it calls back on every path, and that it does not wait for "
                + "the thread the assertion runs on; if it is only slow, give the assertion a longer timeout "
                + "(timeout: \(Self.secondsText(max(seconds * 2, 1))))."
        case .notJSONObject(let typeName):
            "A value of type \(typeName) is not a JSON object: .json takes an Encodable value, or a dictionary or an array of "
                + "strings, numbers, booleans and NSNull (what JSONSerialization writes). Make the type Encodable, "
                + "or snapshot it with .dump."
        }
    }

    private static func secondsText(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
