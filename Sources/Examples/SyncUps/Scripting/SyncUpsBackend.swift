import StatefulExampleSyncUps

/// What a `backend` line of a SyncUps flow says: what the speech recognizer
/// answers and hears, and whether the storage fails. Written in Swift case syntax:
///
/// ```
/// backend speechAuthorization(denied)
/// start path(1, record(task))
/// backend say("I finished the report")
/// backend speechFails
/// backend saveFails
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
    /// The recognizer fails: the one running at once, or else the next one
    /// as it starts. Never an error, so an exploration can set it anywhere.
    case speechWillFail
    /// Saving the sync-ups fails from now on, as on a full disk (writing
    /// the flow's files fails; kept across `relaunch`).
    case saveFails
    /// Loading the sync-ups fails from now on, as with a file nobody may
    /// read (reading the flow's files fails; kept across `relaunch`).
    case loadFails
    /// Saving and loading work again; the sync-ups are loaded again at the
    /// next `task`.
    case storageWorks
}
