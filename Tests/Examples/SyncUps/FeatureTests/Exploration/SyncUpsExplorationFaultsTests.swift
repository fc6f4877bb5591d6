import Foundation
import StatefulDependencies
import StatefulScript
import StatefulExampleSyncUps
import StatefulExampleSyncUpsScripting
import Testing

/// The SyncUps app's explorable faults beyond speech authorization: saving
/// and loading the sync-ups failing, the recognizer failing mid-meeting.
/// Each, replayed as an exploration runs it, has its effect on the app and
/// leaves every invariant holding; and the exploration CI runs (seed 27)
/// mixes them in with no failure.
@MainActor
@Suite struct SyncUpsExplorationFaultsTests {
    typealias Step = FeatureExplorer<SyncUpsScriptFeature>.Step
    let explorer = SyncUpsScriptFeature().explorer()
    let firstID = SyncUp.ID(UUID(0))

    /// Loads (nothing), then adds the "Design review" sync-up with Ada.
    let addDesignReview: [Step] = [
        .send(.task), .send(.list(.addSyncUpTapped)), .send(.list(.addSyncUp(.setTitle("Design review")))),
        .send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Ada")))), .send(.list(.confirmAddSyncUpTapped)),
    ]

    @Test func aFailedSaveIsShownAndTheSyncUpStays() async throws {
        let steps = [Step.backend(.saveFails)] + addDesignReview
        #expect(try await explorer.replay(steps) == nil)
        let transcript = try await explorer.transcript(of: steps)
        #expect(transcript.contains("the disk is full"), "\(transcript)")
        // Once it works again, the next change is saved.
        let recovered = steps + [.backend(.storageWorks), .send(.list(.addSyncUpTapped)),
                                 .send(.list(.addSyncUp(.setTitle("Retro")))),
                                 .send(.list(.addSyncUp(.setAttendeeName(at: 0, name: "Grace")))),
                                 .send(.list(.confirmAddSyncUpTapped))]
        #expect(try await explorer.replay(recovered) == nil)
        // No failure after the first: the same number of mentions as before.
        func failures(_ text: String) -> Int { text.components(separatedBy: "the disk is full").count - 1 }
        #expect(failures(try await explorer.transcript(of: recovered)) == failures(transcript))
    }

    @Test func aFailedLoadIsShown() async throws {
        let steps: [Step] = [.backend(.loadFails), .send(.task)]
        #expect(try await explorer.replay(steps) == nil)
        let transcript = try await explorer.transcript(of: steps)
        #expect(transcript.contains("permission denied"), "\(transcript)")
        #expect(!transcript.contains("syncUpsLoaded"), "\(transcript)")
    }

    @Test func theRecognizerFailingMidMeetingPausesIt() async throws {
        let steps = addDesignReview + [
            .send(.list(.syncUpTapped(firstID))), .send(.path(0, .detail(.startMeetingTapped))),
            .start(.path(1, .record(.task))), .advance(.seconds(2)), .backend(.speechWillFail), .advance(.seconds(1)),
        ]
        #expect(try await explorer.replay(steps) == nil)
        let transcript = try await explorer.transcript(of: steps)
        #expect(transcript.contains("speechFailed"), "\(transcript)")
        #expect(transcript.contains("speechRecognizerFailed"), "\(transcript)")
    }

    @Test func aMeetingEndedEarlyIsSavedToTheSharedSyncUpByTheRecordScreen() async throws {
        let steps = addDesignReview + [
            .send(.list(.syncUpTapped(firstID))), .send(.path(0, .detail(.startMeetingTapped))),
            .start(.path(1, .record(.task))), .advance(.seconds(2)), .send(.path(1, .record(.endMeetingTapped))),
            .send(.path(1, .record(.confirmSave))),
        ]
        #expect(try await explorer.replay(steps) == nil)
        let transcript = try await explorer.transcript(of: steps)
        // The record screen's own Action saves it; the app only pops the screen.
        #expect(transcript.contains("action path(\n    1\n    .record(\n      .meetingSaved("), "\(transcript)")
        #expect(transcript.contains("action popFrom(1)"), "\(transcript)")
    }

    @Test func theRecognizerSetToFailBeforeTheMeetingFailsAsItStarts() async throws {
        let steps = addDesignReview + [
            .backend(.speechWillFail), .send(.list(.syncUpTapped(firstID))),
            .send(.path(0, .detail(.startMeetingTapped))), .start(.path(1, .record(.task))), .advance(.seconds(1)),
        ]
        #expect(try await explorer.replay(steps) == nil)
        #expect(try await explorer.transcript(of: steps).contains("speechFailed"))
    }

    @Test func theExplorationCIRunsMixesTheFaultsInAndHolds() async throws {
        let report = try await explorer.explore(ExplorationBudget(seed: 27, runs: 40, steps: 25))
        #expect(report.failure == nil, "\(report.text)")
        // The storage's failures were shown (the only `failed` Effects the plan expects),
        // the app launched again, and a record screen's task ran.
        #expect(report.coverage.effects.contains("failed"), "\(report.text)")
        #expect(report.coverage.commands.isSuperset(of: ["task", "path", "list"]), "\(report.text)")
        #expect(report.coverage.commandsGenerated == ["recordTask", "task"], "\(report.text)")
        #expect(report.coverage.commandsNeverSent.isEmpty, "\(report.text)")
        // Screens pushed and popped (a meeting saved or discarded, a sync-up
        // deleted): the app's only Actions besides its children's.
        #expect(report.coverage.actions.isSuperset(of: ["list", "path", "push", "popFrom"]), "\(report.text)")
        // Screens are named by kind, not by the sync-up titles they show,
        // and every name is one the plan lists.
        #expect(report.coverage.screens.isSuperset(of: ["list", "new sync-up sheet", "detail", "record"]), "\(report.text)")
        #expect(report.coverage.screens.isSubset(of: explorer.plan.reachableScreens), "\(report.text)")
        // What the plan lists and no run reached is named, before the checks' verdict.
        let missed = explorer.plan.reachableScreens.subtracting(report.coverage.screens).sorted()
        let neverReached = "screens never reached: \(missed.isEmpty ? "none" : missed.joined(separator: ", "))\n"
        #expect(report.text.contains(neverReached), "\(report.text)")
        #expect(report.text.components(separatedBy: neverReached).first?.contains("every check held") == false, "\(report.text)")
    }
}
