import Foundation
import Stateful
import StatefulDependencies
import StatefulPersistence
import StatefulTesting
import StatefulExampleSyncUps

/// The dependencies every SyncUps test starts from: numbered UUIDs, a fixed
/// date, the test's clock, and a shared storage of the test's own (its files
/// in memory). Speech and settings stay unimplemented unless the test says
/// otherwise.
func syncUpsTestDependencies(
    clock: TestClock,
    speech: SpeechClient? = nil,
    openSettings: SettingsOpener? = nil
) -> (inout Dependencies) -> Void {
    { dependencies in
        dependencies.uuid = .incrementing()
        dependencies.date = .constant(fixedNow)
        dependencies.clock = clock
        dependencies.sharedStorage = .inMemory()
        if let speech { dependencies.speechClient = speech }
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

/// The app's store, with the test dependencies, and the test's own files.
///
/// The sync-ups file holds `syncUps` (none: no file) before the State is
/// made; `state` makes the State from the sync-ups loaded from it, shared
/// (by default the list alone).
@MainActor
func makeAppStore(
    syncUps: IdentifiedArrayOf<SyncUp> = [],
    clock: TestClock = TestClock(),
    speech: SpeechClient? = nil,
    openSettings: SettingsOpener? = nil,
    prepare: (SharedFileSystem) throws -> Void = { _ in },
    state: (Shared<IdentifiedArrayOf<SyncUp>>) throws -> SyncUpsApp.State = { SyncUpsApp.State(syncUps: $0) }
) throws -> (store: ScreenStore<SyncUpsApp>, files: SharedFileSystem) {
    try withTestDependencies(syncUpsTestDependencies(clock: clock, speech: speech, openSettings: openSettings)) {
        let files = SharedFileSystem.of(Dependencies.current.sharedStorage)
        if !syncUps.isEmpty {
            try files.write(SyncUpsFile.contents(of: syncUps), to: SyncUpsFile.url)
        }
        try prepare(files)
        let state = try state(Shared(wrappedValue: [], .syncUps))
        return (ScreenStore(syncUps: state), files)
    }
}

/// The sync-ups the test's sync-ups file holds now; `nil` when there is no file.
func savedSyncUps(_ files: SharedFileSystem) throws -> IdentifiedArrayOf<SyncUp>? {
    try files.contents(of: SyncUpsFile.url).map(SyncUpsFile.syncUps(fromContents:))
}

/// The State of the detail screen of the sync-up with `id`, an element of
/// `syncUps`, shared with them.
func detailState(
    _ id: SyncUp.ID, of syncUps: Shared<IdentifiedArrayOf<SyncUp>>,
    editing: SyncUpForm.State? = nil, alert: SyncUpDetail.Alert? = nil
) throws -> SyncUpDetail.State {
    SyncUpDetail.State(syncUp: try syncUps.element(id), of: syncUps, editing: editing, alert: alert)
}

/// A test fixture's mistake: the sync-ups have no element with this id.
struct NoSuchSyncUp: Error {
    let id: SyncUp.ID
}

extension Shared where Value == IdentifiedArrayOf<SyncUp> {
    /// The element with `id`, shared with the sync-ups; throws when there is none.
    func element(_ id: SyncUp.ID) throws -> Shared<SyncUp> {
        guard let element = self[id: id] else { throw NoSuchSyncUp(id: id) }
        return element
    }
}
