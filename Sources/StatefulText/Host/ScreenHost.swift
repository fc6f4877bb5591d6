import Stateful

/// Hosts one feature's screens in text: the seed's `UIHostingController` and
/// coordinator, without UIKit.
///
/// A host draws its root screen from the store's State, and keeps a
/// ``Presentation``: a navigation stack of pushed screens, a sheet, a
/// progress HUD, a confirmation dialog and an alert. The feature says what each Effect does to the presentation
/// (a host built with a ``ScreenStack`` also draws the sheet, alert and
/// dialog its State holds):
///
/// ```swift
/// let store = ProfileStore()
/// let host = ScreenHost(store: store) { state in
///     ProfileScreen(state: state).screen
/// } effects: { effect in
///     ProfilePresentation.change(for: effect)
/// }
/// ```
///
/// Three ways to keep it up to date:
/// - ``subscribe()`` follows the store's `state` and `effect` streams, like
///   a running app;
/// - ``observe(_:)`` follows a ``/Stateful/StoreCore``'s events synchronously,
///   in order, so a test or a transcript sees every step deterministically;
/// - setting ``state`` and ``presentation`` directly shows any screen with
///   any overlay, for snapshots.
///
/// ``render(width:)`` draws the top screen with its overlays; ``outline``
/// lists them.
@MainActor
public final class ScreenHost<Store: ViewStore> {
    /// The store whose State the root screen shows.
    public let store: Store
    /// The State the root screen shows; the store's State when the host was
    /// created, then whatever ``subscribe()`` or ``observe(_:)`` delivers.
    public var state: Store.State {
        didSet {
            drawnStack = nil
            drawnPresented = nil
            onChange?()
        }
    }
    /// The pushed screens and overlays.
    public var presentation: Presentation {
        didSet {
            drawnPresented = nil
            onChange?()
        }
    }
    /// Whether ``observe(_:)`` or ``subscribe()`` was called: a host that
    /// follows no store sees nothing its store does.
    private var followsAStore = false
    /// Called after every change of ``state`` or ``presentation``.
    public var onChange: (@MainActor () -> Void)?

    private let stackForState: @MainActor (Store.State) -> ScreenStack<Store.Command>
    private let changeForEffect: @MainActor (Store.Effect) -> PresentationChange
    /// The stack drawn from ``state``, kept until the State changes: a
    /// screen is a function of its State, so it is built once per State
    /// however many lookups, checks and renderings read it.
    private var drawnStack: ScreenStack<Store.Command>?
    /// What the host presents, kept until the State or the presentation changes.
    private var drawnPresented: PresentedScreen?
    /// The count of shared-value changes when the kept screens were drawn: a
    /// State's `@Shared` values can change with no new State given to the
    /// host (work that changes them itself, another store), and the screens
    /// drawn before are then redrawn.
    private var drawnSharedChanges = SharedChangeCount.current

    /// Forgets the kept screens when a shared value changed since they were drawn.
    private func forgetScreensDrawnBeforeASharedChange() {
        let changes = SharedChangeCount.current
        guard changes != drawnSharedChanges else { return }
        drawnSharedChanges = changes
        drawnStack = nil
        drawnPresented = nil
    }

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - store: The store to show.
    ///   - presentation: The presentation to start with; nothing pushed, no overlay by default.
    ///   - screen: Draws the root screen for a State.
    ///   - effects: What each Effect does to the presentation.
    public convenience init(
        store: Store,
        presentation: Presentation = Presentation(),
        screen: @escaping @MainActor (Store.State) -> Screen,
        effects: @escaping @MainActor (Store.Effect) -> PresentationChange
    ) {
        self.init(store: store, presentation: presentation, stack: { ScreenStack(root: screen($0)) }, effects: effects)
    }

    /// Creates a host that draws a whole navigation stack from the State: an
    /// app of many screens whose navigation is data its store owns (a
    /// ``/Stateful/StackState`` of pushed screens, an optional sheet).
    ///
    /// ```swift
    /// let appStore = ScreenStore(App(), initialState: App.State())
    /// let host = ScreenHost(store: appStore) { state in
    ///     AppScreens.stack(for: state)        // a ScreenStack<App.Command>
    /// } effects: { effect in
    ///     AppPresentation.change(for: effect)
    /// }
    /// ```
    ///
    /// The screens pushed by Effects (``PresentationChange/push(_:)``) and a
    /// sheet presented by one are drawn over those of the State. Going back
    /// from a screen of the State, or dismissing its sheet, is the Command the
    /// stack names: ``goBack()`` and ``dismissSheet()`` return it for the
    /// caller to send.
    ///
    /// - Parameters:
    ///   - store: The store to show.
    ///   - presentation: The presentation to start with; no overlay by default.
    ///   - stack: Draws the stack of screens for a State.
    ///   - effects: What each Effect does to the presentation.
    public init(
        store: Store,
        presentation: Presentation = Presentation(),
        stack: @escaping @MainActor (Store.State) -> ScreenStack<Store.Command>,
        effects: @escaping @MainActor (Store.Effect) -> PresentationChange
    ) {
        self.store = store
        self.state = store.currentState
        self.presentation = presentation
        self.stackForState = stack
        self.changeForEffect = effects
    }

    // MARK: Screens

    /// The screens the State puts on screen (see ``ScreenStack``).
    ///
    /// Drawn once for each State the host is given, and kept until the next:
    /// the closure that draws it must depend on the State alone.
    public var stack: ScreenStack<Store.Command> {
        forgetScreensDrawnBeforeASharedChange()
        if let drawnStack { return drawnStack }
        let stack = stackForState(state)
        drawnStack = stack
        return stack
    }

    /// The root screen, drawn from ``state``.
    public var rootScreen: Screen {
        stack.root
    }

    /// The screen on top: the last pushed one (pushed by an Effect, or else
    /// by the State), with a back button titled after the screen below it
    /// ("Back" when that one has no title), or the root screen.
    public var topScreen: Screen {
        topScreen(over: stack)
    }

    /// The sheet shown: one presented by an Effect, or else the State's.
    public var sheet: Screen? {
        sheet(over: stack)
    }

    /// The alert shown: one presented by an Effect, or else the State's
    /// (``ScreenStack/alert``).
    public var alert: Alert? {
        alert(over: stack)
    }

    /// The confirmation dialog shown: one presented by an Effect, or else
    /// the State's (``ScreenStack/dialog``).
    public var dialog: ConfirmationDialog? {
        dialog(over: stack)
    }

    // What the presentation shows over the State's `stack`: the stack is
    // drawn once, then read for each part.
    private func topScreen(over stack: ScreenStack<Store.Command>) -> Screen {
        ScreenStack<Store.Command>.top(of: stack.root, pushed: stack.pushed + presentation.pushed)
    }

    private func sheet(over stack: ScreenStack<Store.Command>) -> Screen? {
        presentation.sheet ?? stack.sheet
    }

    private func alert(over stack: ScreenStack<Store.Command>) -> Alert? {
        presentation.alert ?? stack.alert
    }

    private func dialog(over stack: ScreenStack<Store.Command>) -> ConfirmationDialog? {
        presentation.dialog ?? stack.dialog
    }

    /// Whether a screen is pushed over the root screen, so that there is a
    /// screen to go back to.
    public var canGoBack: Bool {
        !presentation.pushed.isEmpty || !stack.pushed.isEmpty
    }

    // MARK: Effects

    /// Applies what `effect` does to the presentation.
    public func handle(_ effect: Store.Effect) {
        apply(changeForEffect(effect))
    }

    /// Changes the presentation.
    public func apply(_ change: PresentationChange) {
        switch change {
        case .showProgress(let progress): presentation.progress = progress
        case .dismissProgress: presentation.progress = nil
        case .presentAlert(let alert): presentation.alert = alert
        case .dismissAlert: presentation.alert = nil
        case .presentDialog(let dialog): presentation.dialog = dialog
        case .dismissDialog: presentation.dialog = nil
        case .presentSheet(let sheet): presentation.sheet = sheet
        case .dismissSheet: presentation.sheet = nil
        case .push(let screen): presentation.pushed.append(screen)
        case .pop: if !presentation.pushed.isEmpty { presentation.pushed.removeLast() }
        case .popToRoot: presentation.pushed.removeAll()
        case .none: break
        }
    }

    /// Dismisses the alert, as tapping a button that only dismisses does:
    /// one presented by an Effect is dismissed here; for the State's alert,
    /// returns the Command that dismisses it (``ScreenStack/dismissAlert``),
    /// for the caller to send to the store.
    @discardableResult
    public func dismissAlert() -> Store.Command? {
        if presentation.alert != nil {
            apply(.dismissAlert)
            return nil
        }
        return stack.alert == nil ? nil : stack.dismissAlert
    }

    /// Dismisses the confirmation dialog: one presented by an Effect is
    /// dismissed here; for the State's dialog, returns the Command that
    /// dismisses it (``ScreenStack/dismissDialog``), for the caller to send.
    @discardableResult
    public func dismissDialog() -> Store.Command? {
        if presentation.dialog != nil {
            apply(.dismissDialog)
            return nil
        }
        return stack.dialog == nil ? nil : stack.dismissDialog
    }

    /// Dismisses the sheet, as swiping it down does: one presented by an
    /// Effect is dismissed here; for the State's sheet, returns the Command
    /// that dismisses it (``ScreenStack/dismissSheet``), for the caller to
    /// send to the store.
    @discardableResult
    public func dismissSheet() -> Store.Command? {
        if presentation.sheet != nil {
            apply(.dismissSheet)
            return nil
        }
        return stack.sheet == nil ? nil : stack.dismissSheet
    }

    /// Taps the button titled `title` on the alert shown, or else on the
    /// confirmation dialog shown, and returns the Command the button sends,
    /// for the caller to send to the store.
    ///
    /// An alert or dialog presented by an Effect is dismissed here (and a
    /// button that only dismisses returns `nil`). One held in the State
    /// (``ScreenStack/alert``, ``ScreenStack/dialog``) is left to the store:
    /// the button's Command clears it, and a button without a Command returns
    /// the stack's dismissal Command (``ScreenStack/dismissAlert``,
    /// ``ScreenStack/dismissDialog``).
    ///
    /// ```swift
    /// let store = ScreenStore(Note(), initialState: Note.State(text: "Milk"))
    /// let host = ScreenHost(store: store, stack: NoteScreens.stack(for:)) { _ in .none }
    /// host.observeStore()
    /// await store.dispatchCommand(.deleteTapped)      // the alert shows
    /// if let command = try host.tap("Archive") {
    ///     store.send(command)   // a CoreViewStore: its first part is applied on return
    /// }
    /// ```
    ///
    /// Titles match when they are canonically equivalent (as Swift strings
    /// compare); the first button with the title is tapped.
    ///
    /// - Throws: ``PresentationTapError/nothingShown`` when neither is
    ///   shown (``PresentationTapError/nothingShownFollowingNoStore`` when,
    ///   besides, the host follows no store); ``PresentationTapError/noButton(title:buttons:)`` when no
    ///   button has the title; ``PresentationTapError/commandNotAccepted(button:commandType:storeCommandType:)``
    ///   when the button's Command is not a `Store.Command`. Nothing is
    ///   dismissed when it throws.
    public func tap(_ title: String) throws(PresentationTapError) -> Store.Command? {
        let buttons: [AlertButton]
        // What dismisses it: a change of the presentation (an Effect's), or
        // a Command of the State's stack.
        let dismissal: PresentationChange
        var dismissCommand: Store.Command?
        let stack = stack
        if let alert = presentation.alert {
            (buttons, dismissal) = (alert.buttons, .dismissAlert)
        } else if let alert = stack.alert {
            (buttons, dismissal, dismissCommand) = (alert.buttons, .none, stack.dismissAlert)
        } else if let dialog = presentation.dialog {
            (buttons, dismissal) = (dialog.buttons, .dismissDialog)
        } else if let dialog = stack.dialog {
            (buttons, dismissal, dismissCommand) = (dialog.buttons, .none, stack.dismissDialog)
        } else {
            throw followsAStore ? .nothingShown : .nothingShownFollowingNoStore
        }
        guard let button = buttons.first(where: { $0.title == title }) else {
            throw .noButton(title: title, buttons: AlertButton.drawingOrder(buttons).map(\.title))
        }
        var command: Store.Command?
        if let sent = button.command {
            guard let accepted = sent as? Store.Command else {
                throw .commandNotAccepted(
                    button: title, commandType: TypeName.full(type(of: sent)),
                    storeCommandType: TypeName.full(Store.Command.self))
            }
            command = accepted
        }
        apply(dismissal)
        return command ?? dismissCommand
    }

    /// Goes back one screen, as tapping the back button does: a screen
    /// pushed by an Effect is popped here; from a screen the State pushed,
    /// returns the Command of its back button (``ScreenStack/back``), for
    /// the caller to send to the store.
    @discardableResult
    public func goBack() -> Store.Command? {
        if !presentation.pushed.isEmpty {
            apply(.pop)
            return nil
        }
        return stack.pushed.isEmpty ? nil : stack.back
    }

    // MARK: Following the store

    /// Follows the store's `state` and `effect` streams until the returned
    /// task is cancelled (or both streams end).
    ///
    /// Both subscriptions start before this returns, so no Effect sent after
    /// the call is missed. The two streams are separate, so the order of a
    /// State change relative to an Effect is up to the scheduler; use
    /// ``observe(_:)`` where that order matters.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let host = ScreenHost(store: store) { ProfileScreen(state: $0).screen } effects: {
    ///     ProfilePresentation.change(for: $0)
    /// }
    /// let subscription = host.subscribe()
    /// await store.dispatchCommand(.load)
    /// subscription.cancel()
    /// ```
    public func subscribe() -> Task<Void, Never> {
        followsAStore = true
        let states = store.state
        let effects = store.effect
        let stateTask = Task { @MainActor in
            for await state in states { self.state = state }
        }
        let effectTask = Task { @MainActor in
            for await effect in effects { self.handle(effect) }
        }
        return Task {
            await withTaskCancellationHandler {
                await stateTask.value
                await effectTask.value
            } onCancel: {
                stateTask.cancel()
                effectTask.cancel()
            }
        }
    }

    /// Follows `core` synchronously: every Action's resulting State and every
    /// Effect reaches the host as it happens, in order.
    ///
    /// ```swift
    /// let server = FakeProfileServer()
    /// let store = ProfileStore(client: server.client)
    /// let host = ScreenHost(store: store) { ProfileScreen(state: $0).screen } effects: {
    ///     ProfilePresentation.change(for: $0)
    /// }
    /// host.observe(store.core)
    /// await store.dispatchCommand(.save)    // the host has seen every step
    /// ```
    @discardableResult
    public func observe<Command, Action>(
        _ core: StoreCore<Command, Action, Store.Effect>
    ) -> StoreObservation where Action.State == Store.State {
        followsAStore = true
        return core.observe { [weak self] event in
            switch event {
            case .action(_, _, let after, _): self?.state = after
            case .effect(let effect, _): self?.handle(effect)
            case .commandStarted, .commandFinished: break
            }
        }
    }

    // MARK: Rendering

    /// What the host shows now, as a value that renders anywhere.
    ///
    /// Made once for each State and presentation, and kept until either changes.
    public var presented: PresentedScreen {
        forgetScreensDrawnBeforeASharedChange()
        if let drawnPresented { return drawnPresented }
        let stack = stack
        let presented = PresentedScreen(
            screen: topScreen(over: stack), progress: presentation.progress, alert: alert(over: stack),
            dialog: dialog(over: stack), sheet: sheet(over: stack))
        drawnPresented = presented
        return presented
    }

    /// The top screen (or the sheet over it) drawn `width` columns wide, with
    /// its overlays (see ``PresentedScreen/render(width:)``).
    public func render(width: ScreenWidth) throws(ScreenRenderError) -> String {
        try presented.render(width: width)
    }

    /// The top screen's outline followed by its overlays (see ``PresentedScreen/outline``).
    public var outline: String {
        presented.outline
    }
}
