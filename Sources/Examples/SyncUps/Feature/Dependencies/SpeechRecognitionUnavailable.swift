/// The error the live ``SpeechClient`` throws from its recognition task on a
/// platform with no speech engine (Linux).
public struct SpeechRecognitionUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// `speech recognition is not available on this platform`.
    public var description: String {
        "speech recognition is not available on this platform"
    }
}
