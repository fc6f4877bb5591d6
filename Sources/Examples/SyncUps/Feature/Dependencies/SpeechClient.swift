import Stateful

/// Transcribes a meeting while it is recorded: a struct of closures, so a
/// test or a flow says exactly what the recognizer hears.
///
/// ```swift
/// $0.speechClient = SpeechClient(
///     authorizationStatus: { .authorized },
///     requestAuthorization: { .authorized },
///     startTask: {
///         AsyncThrowingStream { continuation in
///             continuation.yield(SpeechRecognitionResult(bestTranscription: "I completed the project"))
///             continuation.finish()
///         }
///     })
/// ```
///
/// The live value is honest about Linux, which has no speech engine: it
/// reports ``SpeechAuthorizationStatus/restricted``, and a recognition task
/// fails at once with ``SpeechRecognitionUnavailable``.
public struct SpeechClient: Sendable {
    /// Whether the app may transcribe speech, without asking.
    public var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus
    /// Asks the user, when they have not been asked yet, and returns the answer.
    public var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus
    /// Starts transcribing: each element is the transcription so far; the
    /// stream finishes when the recognizer stops, and throws when it fails.
    /// Cancelling the task that iterates it stops the recognizer.
    public var startTask: @Sendable () -> AsyncThrowingStream<SpeechRecognitionResult, any Error>

    /// Creates a client from its endpoints.
    public init(
        authorizationStatus: @escaping @Sendable () -> SpeechAuthorizationStatus,
        requestAuthorization: @escaping @Sendable () async -> SpeechAuthorizationStatus,
        startTask: @escaping @Sendable () -> AsyncThrowingStream<SpeechRecognitionResult, any Error>
    ) {
        self.authorizationStatus = authorizationStatus
        self.requestAuthorization = requestAuthorization
        self.startTask = startTask
    }

    /// A device that cannot transcribe speech: restricted, and every
    /// recognition task fails with ``SpeechRecognitionUnavailable``.
    public static var unavailable: SpeechClient {
        SpeechClient(
            authorizationStatus: { .restricted },
            requestAuthorization: { .restricted },
            startTask: { AsyncThrowingStream { $0.finish(throwing: SpeechRecognitionUnavailable()) } })
    }
}

extension SpeechClient: DependencyKey {
    /// ``unavailable``: there is no speech engine on Linux.
    public static var liveValue: SpeechClient { .unavailable }

    /// Every endpoint fails the test that calls it without overriding it.
    public static var testValue: SpeechClient {
        SpeechClient(
            authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied),
            requestAuthorization: unimplemented("SpeechClient.requestAuthorization", placeholder: .denied),
            startTask: unimplemented(
                "SpeechClient.startTask", placeholder: AsyncThrowingStream { $0.finish(throwing: SpeechRecognitionUnavailable()) }))
    }
}

extension Dependencies {
    /// Transcribes meetings.
    public var speechClient: SpeechClient {
        get { self[SpeechClient.self] }
        set { self[SpeechClient.self] = newValue }
    }
}
