import Stateful

/// The whole SyncUps app as one ``ScreenLogic``: the list of sync-ups with
/// its "New sync-up" sheet at the root, and a navigation stack of detail,
/// record and past-meeting screens, all in one State, run by one store.
///
/// ```swift
/// let store = ScreenStore(syncUps: SyncUpsApp.State())
/// await store.dispatchCommand(.task)                              // loads the sync-ups
/// await store.dispatchCommand(.list(.syncUpTapped(id)))           // pushes the detail, #0
/// await store.dispatchCommand(.path(0, .detail(.startMeetingTapped)))  // pushes the record screen, #1
/// await store.dispatchCommand(.path(1, .record(.task)))           // runs the meeting
/// ```
///
/// The app routes the list's Commands to its logic with
/// `CommandContext.forward`, and every pushed screen's with one
/// `forward(_:toElement:of:…)` through the screens its ``Path`` registers,
/// so a screen's work stops when the screen leaves the State; a Command for
/// a screen that is not there fails with `ChildNotPresented`, naming it and
/// its id. What children ask of the app arrives as their
/// Effects and becomes the app's Actions: the list opens a detail
/// (``Action/push(_:)``), the detail starts a meeting or shows one (a push)
/// or deletes its sync-up (``Action/syncUpDeleted(_:detail:)``), the record
/// screen saves its meeting (``Action/meetingSaved(_:record:)``) or
/// discards it (a pop). A detail screen's speech-recognition alerts become
/// the app's ``Effect/alert(_:_:)``, tagged with the screen's id; the other
/// alerts are the screens' State.
///
/// **One source of the sync-ups.** The list holds every sync-up; a change
/// a detail screen makes to its sync-up (an edit, a deleted meeting) is
/// copied into the list by the same Action, and a saved meeting is added to
/// the list's sync-up and to every detail screen showing it.
///
/// **Persistence.** ``Command/task`` loads the sync-ups from the storage
/// dependency; after every other Command whose work changed them, the app
/// saves them (also when that work was cancelled, as the record screen's is
/// when it is popped), unless they are what was last loaded or saved: two
/// Commands that end after the same change save once. A load or save
/// failure is the Effect ``Effect/failed(_:)``, with the storage's message.
public struct SyncUpsApp: ScreenLogic {
    /// The sync-ups as the storage last had them, as far as this app knows.
    private let stored = StoredSyncUps()

    /// Creates the app's logic.
    public init() {}

    /// Does the work of `command`, then saves the sync-ups if it changed them.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        if command == .task {
            let syncUps = try await Dependencies.current.syncUpsStorage.load()
            stored.syncUps = syncUps
            context.dispatchAction(.syncUpsLoaded(syncUps))
            return
        }
        let before = context.state.syncUps
        do {
            try await route(command, context)
        } catch {
            try await saveIfChanged(since: before, context)
            throw error
        }
        try await saveIfChanged(since: before, context)
    }

    private func saveIfChanged(since before: [SyncUp], _ context: CommandContext<Action, Effect>) async throws {
        let syncUps = context.state.syncUps
        guard syncUps != before, syncUps != stored.syncUps else { return }
        let previous = stored.syncUps
        // Noted before the save ends, so that a Command ending meanwhile
        // does not save the same sync-ups again; forgotten if it fails.
        stored.syncUps = syncUps
        do {
            try await Dependencies.current.syncUpsStorage.save(syncUps)
        } catch {
            if stored.syncUps == syncUps { stored.syncUps = previous }
            throw error
        }
    }

    private func route(_ command: Command, _ context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .task:
            break
        case .list(let command):
            try await context.forward(
                command, to: SyncUpsList(),
                state: { $0.list },
                action: { .list($0) },
                effect: { effect, app in
                    switch effect {
                    case .openSyncUp(let syncUp): app.dispatchAction(.push(.detail(SyncUpDetail.State(syncUp: syncUp))))
                    case .failed(let message): app.dispatchEffect(.failed(message))
                    }
                })
        case .path(let id, let command):
            try await context.forward(command, toElement: id, of: \.path, action: { .path(id, $0) }) { effect, app in
                switch effect {
                case .detail(let effect): detailAsked(effect, from: id, app)
                case .record(let effect): recordAsked(effect, from: id, app)
                }
            }
        case .popFrom(let id):
            guard context.state.path.contains(id: id) else { throw SyncUpsError.noScreen(id) }
            context.dispatchAction(.popFrom(id))
        }
    }

    /// What the record screen's Effect does to the app.
    @MainActor
    private func recordAsked(_ effect: RecordMeeting.Effect, from id: StackElementID, _ app: CommandContext<Action, Effect>) {
        switch effect {
        case .saveMeeting(let meeting): app.dispatchAction(.meetingSaved(meeting, record: id))
        case .discardMeeting: app.dispatchAction(.popFrom(id))
        case .failed(let message): app.dispatchEffect(.failed(message))
        }
    }

    /// What a detail screen's Effect does to the app.
    @MainActor
    private func detailAsked(_ effect: SyncUpDetail.Effect, from id: StackElementID, _ app: CommandContext<Action, Effect>) {
        guard let detail = app.state.path[id: id]?[case: Path.detail] else { return }
        switch effect {
        case .alert(let alert):
            app.dispatchEffect(.alert(id, .detail(alert)))
        case .deleteSyncUp:
            app.dispatchAction(.syncUpDeleted(detail.syncUp.id, detail: id))
        case .startMeeting:
            app.dispatchAction(.push(.record(RecordMeeting.State(syncUp: detail.syncUp))))
        case .showMeeting(let meetingID):
            guard let meeting = detail.syncUp.meetings.first(where: { $0.id == meetingID }) else { return }
            app.dispatchAction(.push(.meeting(PastMeeting.State(meeting: meeting, syncUp: detail.syncUp))))
        case .failed(let message):
            app.dispatchEffect(.failed(message))
        }
    }
}

/// The sync-ups the storage holds as far as the app knows: main-actor
/// state of the app's logic, shared by its Commands' work.
@MainActor
private final class StoredSyncUps: Sendable {
    var syncUps: [SyncUp]?
}
