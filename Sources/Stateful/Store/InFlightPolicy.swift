/// What ``StoreCore/exclusive(_:policy:operation:)`` does when work under the
/// same key is already running.
public enum InFlightPolicy: Sendable, Hashable {
    /// Keep the running work; the new request does nothing. A second tap on
    /// "Save" while saving starts no second save.
    case ignoreNew
    /// Cancel the running work, then start the new one (a search field that
    /// restarts its query on every keystroke).
    case cancelPrevious
}
