/// What the speech recognizer heard so far: each result replaces the one
/// before it, as the platform's recognizer refines its transcription.
///
/// ```swift
/// SpeechRecognitionResult(bestTranscription: "I completed the project", isFinal: true)
/// ```
public struct SpeechRecognitionResult: Hashable, Sendable {
    /// The most likely transcription of everything said since the task started.
    public var bestTranscription: String
    /// Whether the recognizer will not change this result any more.
    public var isFinal: Bool

    /// Creates a result.
    public init(bestTranscription: String, isFinal: Bool = false) {
        self.bestTranscription = bestTranscription
        self.isFinal = isFinal
    }
}
