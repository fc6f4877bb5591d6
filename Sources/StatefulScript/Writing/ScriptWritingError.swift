/// Why a value cannot be written as flow-script text.
///
/// The script language writes what its decoder reads (see
/// ``ScriptValueDecoder``); a value outside that language is refused with the
/// type named, never written as text that would decode to something else.
/// Messages never quote the value itself: it may be secret.
public enum ScriptWritingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script has no literal for a value of this type (a dictionary, a
    /// class, a function, a number that is not finite, …); `reason` says why.
    case notExpressible(typeName: String, reason: String)
    /// A value of a secret case or label is not a string, so it cannot be
    /// written as a `secret` parameter (parameters are strings).
    case secretIsNotAString(typeName: String)
    /// The flow would be larger than a flow file may be (``ScriptLimits/fileSize``
    /// bytes): record a shorter session, or without screen checkpoints.
    case flowTooLarge(limit: Int)

    /// What is wrong and what to do.
    public var message: String {
        switch self {
        case let .notExpressible(typeName, reason):
            "a value of type `\(typeName)` cannot be written in a flow script: \(reason)"
        case let .secretIsNotAString(typeName):
            "a secret value of type `\(typeName)` cannot be recorded: only secret strings become `secret` parameters; "
                + "make the secret a `String` or leave it out of the recording"
        case let .flowTooLarge(limit):
            "the recorded flow would be larger than a flow file may be (\(limit) bytes): "
                + "record a shorter session, or record it without screen checkpoints"
        }
    }

    /// `error: message`.
    public var description: String {
        "error: \(message)"
    }
}
