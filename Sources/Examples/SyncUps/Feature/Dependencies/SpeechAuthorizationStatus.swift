/// Whether the app may transcribe what is said, as the platform's speech
/// framework reports it.
public enum SpeechAuthorizationStatus: String, CaseIterable, Hashable, Sendable, Codable {
    /// The user has not been asked yet; recording a meeting asks.
    case notDetermined
    /// The user said no: meetings are not recorded unless they change it in settings.
    case denied
    /// The device cannot transcribe speech (always the case on Linux).
    case restricted
    /// Meetings are transcribed.
    case authorized
}
