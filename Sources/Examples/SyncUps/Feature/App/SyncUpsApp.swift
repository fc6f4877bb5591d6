import Stateful

/// The whole SyncUps app as one ``ScreenLogic``: the list of sync-ups with
/// its "New sync-up" sheet at the root, and a navigation stack of detail,
/// record and past-meeting screens, all in one State, run by one store.
///
/// ```swift
/// let store = ScreenStore(syncUps: SyncUpsApp.State())           // the file's sync-ups
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
/// its id. What children ask of the app arrives as their Effects and
/// becomes the app's Actions: the list opens a detail (``Action/push(_:)``),
/// the detail starts a meeting or shows one (a push) or leaves once its
/// sync-up is deleted (``Action/popFrom(_:)``), the record screen leaves
/// once its meeting is saved or discarded (a pop). A detail screen's
/// speech-recognition alerts become the app's ``Effect/alert(_:_:)``,
/// tagged with the screen's id; the other alerts are the screens' State.
///
/// **Shared sync-ups.** The sync-ups are one shared value
/// (``State/syncUps``, `@Shared`): the list holds them all, each detail
/// screen its element (`$syncUps[id: id]`), the record screen the same
/// element. An edit, a deleted meeting, a deleted sync-up or a saved
/// meeting is made by the screen that makes it, in its own Action, with
/// `withLock`, and every other screen shows it at once: no Action of the
/// app copies a sync-up.
///
/// **Persistence.** The sync-ups live in the sync-ups file (the `.syncUps`
/// key, ``SyncUpsFile``): loaded when the State is made, saved at every
/// change. ``Command/task`` loads the file again. A file that cannot be
/// loaded (the sync-ups' `loadError`) fails ``Command/task``; a change that
/// could not be saved (their `saveError`) fails the Command whose work made
/// it. Both reach the screen as ``Effect/failed(_:)``, with a
/// ``SyncUpsStorageError``'s message.
public struct SyncUpsApp: ScreenLogic {
    /// Creates the app's logic.
    public init() {}

    /// Does the work of `command`; reports a change of the sync-ups that
    /// could not be saved.
    public func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        if command == .task {
            do {
                try context.state.$syncUps.reload()
            } catch {
                throw SyncUpsStorageError(error)
            }
            return
        }
        let before = context.state.syncUps
        do {
            try await route(command, context)
        } catch {
            try reportFailedSave(since: before, context)
            throw error
        }
        try reportFailedSave(since: before, context)
    }

    /// Throws the save failure of the sync-ups when they changed since
    /// `before` and their last save failed.
    private func reportFailedSave(since before: IdentifiedArrayOf<SyncUp>, _ context: CommandContext<Action, Effect>) throws {
        let syncUps = context.state.$syncUps
        guard syncUps.wrappedValue != before, let error = syncUps.saveError else { return }
        throw SyncUpsStorageError(error)
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
                    case .openSyncUp(let id):
                        let syncUps = app.state.$syncUps
                        guard let syncUp = syncUps[id: id] else { return }
                        app.dispatchAction(.push(.detail(SyncUpDetail.State(syncUp: syncUp, of: syncUps))))
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
        case .dismiss: app.dispatchAction(.popFrom(id))
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
        case .dismiss:
            app.dispatchAction(.popFrom(id))
        case .startMeeting:
            app.dispatchAction(.push(.record(RecordMeeting.State(syncUp: detail.$syncUp))))
        case .showMeeting(let meetingID):
            guard let meeting = detail.syncUp.meetings.first(where: { $0.id == meetingID }) else { return }
            app.dispatchAction(.push(.meeting(PastMeeting.State(meeting: meeting, syncUp: detail.syncUp))))
        case .failed(let message):
            app.dispatchEffect(.failed(message))
        }
    }
}
