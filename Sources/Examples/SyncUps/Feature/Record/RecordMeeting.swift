import Stateful
import StatefulDependencies

/// The meeting in progress: a timer on the clock dependency ticks every
/// second, each attendee speaks for their share of the time, and the speech
/// client transcribes what is said.
///
/// The ``Command/task`` Command (what SwiftUI's `.task` sends when the
/// screen appears) runs the meeting: it asks for speech recognition when it
/// was never asked, then runs the timer and the transcription side by side
/// in a task group until the time is up. Popping the screen cancels it
/// (``SyncUpsApp`` forwards the Command with `CommandContext.forward`, which
/// stops the work of a screen that leaves the State).
///
/// | event | what happens |
/// |---|---|
/// | a second passes (not paused) | ``State/secondsElapsed`` grows; at each attendee's share the next one speaks |
/// | the time is up | the meeting is saved: ``Action/meetingSaved(_:)``, then ``Effect/dismiss`` |
/// | "Next" | the next attendee speaks; on the last one, the "End meeting?" alert (save or resume) |
/// | "End meeting" | pauses and asks "End meeting?": "Save and end", "Discard", "Resume" |
/// | the recognizer fails | pauses and asks: "Continue meeting" or "Discard meeting" |
///
/// The alerts are State (``State/alert``): the timer is paused while one is
/// up, and each of its buttons' Commands clears it.
///
/// Saving makes a ``Meeting`` with an id from the UUID dependency, the date
/// from the date dependency and the transcript, and adds it to the shared
/// sync-up (``State/syncUp``) in this screen's own Action: the list and the
/// detail screen show it at once. Then ``Effect/dismiss`` asks the parent
/// to pop the screen.
public struct RecordMeeting: ScreenLogic {
    /// Creates the record screen's logic.
    public init() {}

    /// Does the work of `command`.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .task:
            try await runMeeting(context)
        case .nextTapped:
            let state = context.state
            if state.speakerIndex >= state.syncUp.attendees.count - 1 {
                context.dispatchAction(.alertShown(.endMeeting(isDiscardable: false)))
            } else {
                context.dispatchAction(.nextSpeaker)
            }
        case .endMeetingTapped:
            context.dispatchAction(.alertShown(.endMeeting(isDiscardable: true)))
        case .confirmSave:
            if context.state.alert != nil { context.dispatchAction(.alertDismissed) }
            saveMeeting(context)
        case .confirmDiscard:
            if context.state.alert != nil { context.dispatchAction(.alertDismissed) }
            context.dispatchEffect(.dismiss)
        case .resume:
            if context.state.alert != nil { context.dispatchAction(.alertDismissed) }
        }
    }

    /// Which child of the meeting's task group ended.
    private enum Part: Sendable {
        case timer, speech
    }

    private func runMeeting(_ context: CommandContext<Action, Effect>) async throws {
        let speech = Dependencies.current.speechClient
        var authorization = speech.authorizationStatus()
        if authorization == .notDetermined {
            authorization = await speech.requestAuthorization()
        }
        let transcribes = authorization == .authorized
        try await withThrowingTaskGroup(of: Part.self) { group in
            if transcribes {
                group.addTask {
                    await transcribe(speech, context)
                    return .speech
                }
            }
            group.addTask {
                try await runTimer(context)
                return .timer
            }
            // The meeting is over when the timer ends; the transcription
            // may end earlier (the recognizer stopped or failed).
            while let part = try await group.next() {
                if part == .timer {
                    group.cancelAll()
                    return
                }
            }
        }
    }

    private func runTimer(_ context: CommandContext<Action, Effect>) async throws {
        let clock = Dependencies.current.clock
        while true {
            try await clock.sleep(for: .seconds(1))
            guard !context.state.isPaused else { continue }
            context.dispatchAction(.timerTicked)
            if context.state.isTimeUp {
                saveMeeting(context)
                return
            }
        }
    }

    private func transcribe(_ speech: SpeechClient, _ context: CommandContext<Action, Effect>) async {
        do {
            for try await result in speech.startTask() {
                context.dispatchAction(.transcriptChanged(result.bestTranscription))
            }
        } catch {
            guard !Task.isCancelled else { return }
            context.dispatchAction(.speechFailed)
        }
    }

    private func saveMeeting(_ context: CommandContext<Action, Effect>) {
        let dependencies = Dependencies.current
        let meeting = Meeting(
            id: Meeting.ID(dependencies.uuid()), date: dependencies.date.now, transcript: context.state.transcript)
        context.dispatchAction(.meetingSaved(meeting))
        context.dispatchEffect(.dismiss)
    }
}
