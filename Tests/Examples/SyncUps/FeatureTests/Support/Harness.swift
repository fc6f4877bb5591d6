import Foundation
import Stateful
import StatefulDependencies
import StatefulTesting
import StatefulExampleSyncUps

/// The dependencies every SyncUps test starts from: numbered UUIDs, a fixed
/// date, the test's clock. Speech, settings and storage stay unimplemented
/// unless the test says otherwise.
func syncUpsTestDependencies(
    clock: TestClock,
    speech: SpeechClient? = nil,
    storage: SyncUpsStorage? = nil,
    openSettings: SettingsOpener? = nil
) -> (inout Dependencies) -> Void {
    { dependencies in
        dependencies.uuid = .incrementing()
        dependencies.date = .constant(fixedNow)
        dependencies.clock = clock
        if let speech { dependencies.speechClient = speech }
        if let storage { dependencies.syncUpsStorage = storage }
        if let openSettings { dependencies.openSettings = openSettings }
    }
}

/// A store running one screen's logic alone, with the test dependencies.
@MainActor
func makeScreenStore<Logic: ScreenLogic>(
    _ logic: Logic,
    _ state: Logic.State,
    clock: TestClock = TestClock(),
    speech: SpeechClient? = nil,
    openSettings: SettingsOpener? = nil,
    errorEffect: @escaping (any Error) -> Logic.Effect
) -> ScreenStore<Logic> {
    withTestDependencies(syncUpsTestDependencies(clock: clock, speech: speech, openSettings: openSettings)) {
        ScreenStore(logic, initialState: state, errorEffect: errorEffect)
    }
}

/// The app's store, with the test dependencies.
@MainActor
func makeAppStore(
    _ state: SyncUpsApp.State = SyncUpsApp.State(),
    clock: TestClock = TestClock(),
    speech: SpeechClient? = nil,
    storage: SyncUpsStorage? = nil,
    openSettings: SettingsOpener? = nil
) -> ScreenStore<SyncUpsApp> {
    withTestDependencies(syncUpsTestDependencies(clock: clock, speech: speech, storage: storage, openSettings: openSettings)) {
        ScreenStore(syncUps: state)
    }
}
