import Foundation
import Stateful
import StatefulDependencies
import StatefulExampleSyncUps
import StatefulExampleSyncUpsScripting
import StatefulScript
import StatefulText
import Testing

/// A SyncUps session becomes a flow: recorded, replayed, the same.
@MainActor
@Suite struct SyncUpsRecordingTests {
    nonisolated static let flowsFolder = SyncUpsRecordReplay.packageRoot.appendingPathComponent("Sources/Examples/SyncUps/Tool/Flows")

    nonisolated static var bundledFlows: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: flowsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".flow") }.sorted()
    }

    @Test("every bundled SyncUps flow, run with the recorder on and its recording replayed, gives the same transcript byte for byte",
          arguments: bundledFlows)
    func recordedFlowReplaysIdentically(_ name: String) async throws {
        let original = try await SyncUpsRecordReplay.run(
            SyncUpsScriptFeature(), file: Self.flowsFolder.appendingPathComponent(name))
        let replay = try await SyncUpsRecordReplay.run(
            SyncUpsScriptFeature(), source: original.recorded, parameters: original.secrets)
        #expect(replay.failures == [], "\(original.recorded)")
        #expect(replay.transcript == original.transcript)
        // The replay, recorded again, is the same flow.
        #expect(replay.recorded == original.recorded)
    }

    @Test("a bundled flow's recording is its Commands, the clock, the backend settings and the host steps (taps and typing as the flow wrote them)")
    func recordingOfAFlowReadsAsAFlow() async throws {
        let run = try await SyncUpsRecordReplay.run(
            SyncUpsScriptFeature(), file: Self.flowsFolder.appendingPathComponent("speech-failure.flow"), checkpoints: .none)
        #expect(run.recorded == """
            # A recorded session: replay it with `run` or `check`.
            task
            tap "Add sync-up"
            type "Design review" into "Title"
            type "Ada" into "Name"
            tap "New attendee"
            type "Grace" into "Name"
            tap "Add"
            tap "Design review"
            tap "Start meeting"
            start path(1, record(task))
            advance 2s
            backend say("Grace reviewed the plan")
            backend speechFails
            tap "Continue meeting"
            advance 3s
            tap "End meeting"
            tap "Save and end"
            tap "1/5/2026, 9:00 AM"

            """)
    }

    @Test("a host session of SyncUps without SwiftUI — add a sync-up, start and end a meeting — recorded, replays under check")
    func hostSessionRecordsAndReplays() async throws {
        let clock = TestClock()
        let store = withDependencies {
            $0.clock = clock
            $0.sharedStorage = .inMemory()
            $0.uuid = .incrementing()
            $0.date = .constant(SyncUpsScriptFeature.startDate)
            $0.speechClient = SpeechClient(
                authorizationStatus: { .denied }, requestAuthorization: { .denied },
                startTask: { AsyncThrowingStream { $0.finish() } })
        } operation: {
            ScreenStore(syncUps: SyncUpsApp.State())
        }
        let host = ScreenHost(syncUps: store)
        host.observeStore()
        let recorder = SessionRecorder<SyncUpsApp.Command, SyncUpsBackend>(clock: clock, checkpoints: .screens)
        host.recordSession(into: recorder)
        recorder.recordBackend(.speechAuthorization(.denied))

        await store.dispatchCommand(.task)
        await store.dispatchCommand(.list(.addSyncUpTapped))
        await store.dispatchCommand(.list(.addSyncUp(.setTitle("Retro \"Q1\""))))
        await store.dispatchCommand(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Ada"))))
        await store.dispatchCommand(.list(.confirmAddSyncUpTapped))
        await store.dispatchCommand(.list(.syncUpTapped(SyncUp.ID(UUID(0)))))
        await store.dispatchCommand(.path(0, .detail(.startMeetingTapped)))
        // Speech is denied: the app asks; the person starts without recording.
        recorder.hostStepBegan(.tap("Start without recording"))
        if let command = try host.tap("Start without recording") { await store.dispatchCommand(command) }
        recorder.hostStepEnded()
        let meeting = Task { await store.dispatchCommand(.path(1, .record(.task))) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        await store.dispatchCommand(.path(1, .record(.endMeetingTapped)))
        recorder.hostStepBegan(.tap("Save and end"))
        if let command = try host.tap("Save and end") { await store.dispatchCommand(command) }
        recorder.hostStepEnded()
        await meeting.value
        recorder.stop()

        let flow = try recorder.flowText()
        let steps = flow.split(separator: "\n").filter { !$0.hasPrefix("expect screen compact contains") }.joined(separator: "\n")
        #expect(steps.contains("start path(1, record(task))\nadvance 1s\npath(1, record(endMeetingTapped))"), "\(flow)")
        // A checkpoint after every step that changed the screen: the lines
        // the checkpoint before did not show, a line apiece, at the width
        // they were drawn at.
        let lines = flow.split(separator: "\n")
        let statements = steps.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("advance") }
        var checked = 0
        var previous: Set<Substring> = []
        for (index, line) in lines.enumerated() where statements.contains(line) {
            let group = lines.dropFirst(index + 1).drop { $0.hasPrefix("advance") }.prefix { $0.hasPrefix("expect screen") }
            if !group.isEmpty { checked += 1 }
            #expect(previous.isDisjoint(with: group), "\(line) checks again what the checkpoint before checked")
            if !group.isEmpty { previous = Set(group) }
        }
        #expect(checked * 2 > statements.count, "most steps change the screen:\n\(flow)")
        for line in lines where line.hasPrefix("expect screen") {
            #expect(line.hasSuffix("|\"") && !line.contains("\\n") && line.count < 90, "\(line)")
        }
        #expect(flow.contains(#"| Retro \"Q1\""#))
        #expect(flow.contains(#"list(addSyncUp(setTitle("Retro \"Q1\"")))"#))
        #expect(steps.hasPrefix("# A recorded session: replay it with `run` or `check`.\nbackend speechAuthorization(denied)\ntask\n"))
        let replay = try await SyncUpsRecordReplay.run(SyncUpsScriptFeature(), source: flow + """
            expect screen contains "Retro \\"Q1\\""
            expect screen contains "Past meetings"
            """)
        #expect(replay.failures == [], "\(flow)")
    }
}
