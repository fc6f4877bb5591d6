import Stateful

/// The record-meeting screen of the issue, cut down: a meeting timer and a
/// live transcript, both started by one `task` Command.
struct RecordMeeting: Equatable, Sendable {
    var secondsElapsed = 0
    var transcript = ""
}

enum RecordMeetingCommand: Sendable {
    /// Runs the timer and the speech recognizer at once, until cancelled.
    case task
}

enum RecordMeetingAction: ViewAction, Equatable, Sendable {
    case timerTicked
    case speechResult(String)

    static func transform(_ state: RecordMeeting, action: RecordMeetingAction) -> RecordMeeting {
        var state = state
        switch action {
        case .timerTicked: state.secondsElapsed += 1
        case .speechResult(let transcript): state.transcript = transcript
        }
        return state
    }
}

enum RecordMeetingEffect: Equatable, Sendable {
    /// The alert that says the recognizer failed.
    case speechRecognizerFailed
}

struct SpeechRecognizerFailure: Error {}

/// The speech-recognition dependency: a stream of ever longer transcripts.
struct SpeechClient: Sendable {
    var startTask: @Sendable () async -> AsyncThrowingStream<String, any Error>

    /// A recognizer that yields `transcripts`, then finishes (or fails with
    /// `failure`): filled before the Command runs, as a TCA test fills it.
    static func finished(_ transcripts: [String], failure: (any Error)? = nil) -> SpeechClient {
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        for transcript in transcripts {
            continuation.yield(transcript)
        }
        continuation.finish(throwing: failure)
        return SpeechClient(startTask: { stream })
    }

    /// A recognizer whose results the test yields when it wants to.
    static func held() -> (SpeechClient, AsyncThrowingStream<String, any Error>.Continuation) {
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        return (SpeechClient(startTask: { stream }), continuation)
    }
}

/// Runs, in a task group, a child that ticks once a second on the clock and
/// a child that applies every transcript the recognizer streams: two child
/// tasks of one Command, off the main actor.
@MainActor
final class RecordMeetingStore: CoreViewStore {
    typealias State = RecordMeeting
    typealias Command = RecordMeetingCommand
    typealias Effect = RecordMeetingEffect

    let core = StoreCore<RecordMeetingCommand, RecordMeetingAction, RecordMeetingEffect>(
        initialState: RecordMeeting(), errorEffect: { _ in .speechRecognizerFailed })
    let clock: TestClock
    let speech: SpeechClient

    init(clock: TestClock, speech: SpeechClient) {
        self.clock = clock
        self.speech = speech
    }

    func handleCommand(
        _ command: RecordMeetingCommand, context: CommandContext<RecordMeetingAction, RecordMeetingEffect>
    ) async throws {
        switch command {
        case .task:
            let clock = clock
            let speech = speech
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        for try await transcript in await speech.startTask() {
                            await context.dispatchAction(.speechResult(transcript))
                        }
                    } catch {
                        await context.dispatchEffect(.speechRecognizerFailed)
                    }
                }
                group.addTask {
                    while true {
                        do {
                            try await clock.sleep(for: .seconds(1))
                        } catch {
                            return
                        }
                        await context.dispatchAction(.timerTicked)
                    }
                }
            }
        }
    }
}
