import StatefulExampleSyncUps

/// What a `backend` line of a SyncUps flow says: what the speech recognizer
/// answers and hears. Written in Swift case syntax:
///
/// ```
/// backend speechAuthorization(denied)
/// start path(1, record(task))
/// backend say("I finished the report")
/// backend speechFails
/// ```
public enum SyncUpsBackend: Sendable, Hashable, Decodable {
    /// What asking for speech recognition answers from now on
    /// (`authorized` until a flow says otherwise).
    case speechAuthorization(SpeechAuthorizationStatus)
    /// The recognizer running for the meeting hears this: its best
    /// transcription so far becomes `text`. An error when no meeting is
    /// being recorded.
    case say(String)
    /// The recognizer running for the meeting fails. An error when no
    /// meeting is being recorded.
    case speechFails
}
