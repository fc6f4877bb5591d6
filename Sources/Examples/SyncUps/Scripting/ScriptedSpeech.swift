import Stateful
import StatefulExampleSyncUps

/// A speech recognizer a flow drives: `backend` lines say what it answers
/// and hears, and the record-meeting screen receives it through the
/// ``SyncUps/SpeechClient`` it makes.
final class ScriptedSpeech: Sendable {
    private struct State {
        var authorization = SpeechAuthorizationStatus.authorized
        var running: AsyncThrowingStream<SpeechRecognitionResult, any Error>.Continuation?
        /// The next recognizer started fails at once.
        var nextFails = false
    }

    // Guards the answer and the running recognition task.
    private let state = Protected(State())

    /// Answers `status` to every question from now on.
    func authorize(_ status: SpeechAuthorizationStatus) {
        state.withLock { $0.authorization = status }
    }

    /// The running recognition task hears `text`.
    func say(_ text: String) throws(ScriptedSpeechError) {
        guard let running = state.withLock({ $0.running }) else { throw .notRecording }
        running.yield(SpeechRecognitionResult(bestTranscription: text))
    }

    /// The running recognition task fails.
    func fail() throws(ScriptedSpeechError) {
        guard let running = state.withLock({ $0.running }) else { throw .notRecording }
        running.finish(throwing: ScriptedSpeechError.recognizerFailed)
    }

    /// The running recognition task fails, or else the next one as it starts.
    func failWhenListening() {
        let running = state.withLock { state in
            if state.running == nil { state.nextFails = true }
            return state.running
        }
        running?.finish(throwing: ScriptedSpeechError.recognizerFailed)
    }

    /// The client the app's record-meeting screen uses.
    var client: SpeechClient {
        SpeechClient(
            authorizationStatus: { [state] in state.withLock { $0.authorization } },
            requestAuthorization: { [state] in state.withLock { $0.authorization } },
            startTask: { [state] in
                let (stream, continuation) = AsyncThrowingStream<SpeechRecognitionResult, any Error>.makeStream()
                continuation.onTermination = { [state] _ in
                    state.withLock { $0.running = nil }
                }
                let fails = state.withLock { state in
                    defer { state.nextFails = false }
                    state.running = continuation
                    return state.nextFails
                }
                if fails { continuation.finish(throwing: ScriptedSpeechError.recognizerFailed) }
                return stream
            })
    }
}

/// Why a speech line of a flow could not be done, or the failure it causes.
enum ScriptedSpeechError: Error, CustomStringConvertible {
    /// `say` or `speechFails` while no meeting is being recorded.
    case notRecording
    /// What a recognizer told to fail fails with.
    case recognizerFailed

    var description: String {
        switch self {
        case .notRecording:
            "no meeting is being recorded, so nothing listens: start the record screen's task first (`start path(1, record(task))`)"
        case .recognizerFailed:
            "the speech recognizer failed"
        }
    }
}
