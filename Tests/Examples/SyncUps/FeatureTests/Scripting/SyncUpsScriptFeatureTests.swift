import Foundation
import StatefulDependencies
import StatefulScript
import StatefulExampleSyncUps
import StatefulExampleSyncUpsScripting
import Testing

/// The SyncUps flow feature: its speech backend, its saved file across a
/// relaunch, its numbered ids and its date.
@MainActor
@Suite struct SyncUpsScriptFeatureTests {
    /// Runs `source` in a fresh session; returns the failures' messages, the
    /// session's last screen and its State.
    func run(
        _ source: String, options: [String: String] = [:]
    ) async throws -> (failures: [String], screen: String, state: SyncUpsApp.State) {
        var parser = FlowScriptParser<SyncUpsApp.Command, SyncUpsBackend>()
        let script = try parser.parse(source: source, path: "test.flow", directory: FileManager.default.temporaryDirectory)
        let session = try FlowSession(
            feature: SyncUpsScriptFeature(), name: "test", settings: FlowSettings(featureOptions: options))
        var failures: [String] = []
        for step in script.flattenedSteps {
            if let failure = await session.execute(step).failure { failures.append(failure.message) }
        }
        let screen = try session.screen()
        let state = session.session.store.currentState
        await session.finish()
        return (failures, screen, state)
    }

    let addDesignReview = """
        send task
        list(addSyncUpTapped)
        list(addSyncUp(setTitle("Design review")))
        list(addSyncUp(setAttendeeName(at: 0, name: "Ada")))
        list(confirmAddSyncUpTapped)

        """

    @Test func speechLinesNeedAMeetingBeingRecorded() async throws {
        let (failures, _, _) = try await run("""
            backend say("hello")
            backend speechFails
            """)
        let message = "cannot configure the backend: no meeting is being recorded, so nothing listens: "
            + "start the record screen's task first (`start path(1, record(task))`)"
        #expect(failures == [message, message])
    }

    @Test func whatTheRecognizerHearsReachesTheRecordScreenAtOnce() async throws {
        let (failures, screen, _) = try await run(addDesignReview + """
            list(syncUpTapped("00000000-0000-0000-0000-000000000000"))
            path(0, detail(startMeetingTapped))
            start path(1, record(task))
            backend say("first words")
            expect state path[1].record.transcript == "first words"
            expect state path[1].record.secondsElapsed == 0
            """)
        #expect(failures == [])
        #expect(screen.contains("first words"))
    }

    @Test func aDeniedRecognizerIsAskedAbout() async throws {
        let (failures, _, _) = try await run(addDesignReview + """
            backend speechAuthorization(denied)
            list(syncUpTapped("00000000-0000-0000-0000-000000000000"))
            path(0, detail(startMeetingTapped))
            expect outline contains "alert \\"Speech recognition denied\\""
            """)
        #expect(failures == [])
    }

    @Test func theSavedSyncUpsOutliveARelaunchAndNewIdsDoNotCollide() async throws {
        let (failures, _, state) = try await run(addDesignReview + """
            relaunch
            send task
            expect state syncUps[0].title == "Design review"
            list(addSyncUpTapped)
            """)
        #expect(failures == [])
        #expect(state.syncUps.map(\.id) == [SyncUp.ID(UUID(0))])
        #expect(state.addSyncUp?.syncUp.id == SyncUp.ID(UUID(1_000_000)), "the relaunch's own range")
    }

    @Test func theDateIsTheStartDatePlusTheScriptsClock() async throws {
        let (failures, _, state) = try await run(addDesignReview + """
            list(syncUpTapped("00000000-0000-0000-0000-000000000000"))
            path(0, detail(startMeetingTapped))
            start path(1, record(task))
            advance 90s
            path(1, record(endMeetingTapped))
            tap "Save and end"
            """)
        #expect(failures == [])
        #expect(state.syncUps.first?.meetings.map(\.date) == [SyncUpsScriptFeature.startDate.addingTimeInterval(90)])
    }

    @Test func japaneseScreensWithTheLanguageOption() async throws {
        let (failures, screen, _) = try await run("send task", options: ["--language": "ja"])
        #expect(failures == [])
        #expect(!screen.contains("Daily Sync-ups"))
        #expect(SyncUpsScriptFeature.languageOption.validate("fr") == "--language takes en or ja, not 'fr'")
    }
}
