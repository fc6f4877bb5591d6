import Synchronization
import StatefulExampleSyncUps

extension SpeechClient {
    /// A recognizer that is `status`, asks no one, and hears `results`, then
    /// stops (or fails with `failure`).
    static func fake(
        _ status: SpeechAuthorizationStatus,
        results: [String] = [],
        failure: (any Error)? = nil
    ) -> SpeechClient {
        return SpeechClient(
            authorizationStatus: { status },
            requestAuthorization: { status },
            startTask: {
                AsyncThrowingStream { continuation in
                    for result in results {
                        continuation.yield(SpeechRecognitionResult(bestTranscription: result))
                    }
                    continuation.finish(throwing: failure)
                }
            })
    }

    /// An authorized recognizer whose results the test yields through the
    /// returned continuation, and which notes when its task is stopped.
    static func controlled() -> (SpeechClient, SpeechRecognitionControl) {
        let control = SpeechRecognitionControl()
        let client = SpeechClient(
            authorizationStatus: { .authorized },
            requestAuthorization: { .authorized },
            startTask: { control.start() })
        return (client, control)
    }
}

/// The test's side of a ``SpeechClient/controlled()`` recognizer.
final class SpeechRecognitionControl: Sendable {
    private struct Task: Sendable {
        var continuation: AsyncThrowingStream<SpeechRecognitionResult, any Error>.Continuation?
        var starts = 0
        var terminations = 0
    }

    private let task = Mutex(Task())

    func start() -> AsyncThrowingStream<SpeechRecognitionResult, any Error> {
        let (stream, continuation) = AsyncThrowingStream<SpeechRecognitionResult, any Error>.makeStream()
        continuation.onTermination = { [weak self] _ in
            self?.task.withLock { $0.terminations += 1 }
        }
        task.withLock {
            $0.continuation = continuation
            $0.starts += 1
        }
        return stream
    }

    /// How many recognition tasks were started.
    var starts: Int { task.withLock { $0.starts } }
    /// How many recognition streams ended: finished, failed or cancelled.
    var terminations: Int { task.withLock { $0.terminations } }

    /// The recognizer hears `text`.
    func hear(_ text: String) {
        _ = task.withLock { $0.continuation }?.yield(SpeechRecognitionResult(bestTranscription: text))
    }

    /// The recognizer fails.
    func fail(_ error: any Error) {
        task.withLock { $0.continuation }?.finish(throwing: error)
    }
}

/// The error a fake recognizer fails with.
struct RecognizerFailure: Error, Equatable {}
