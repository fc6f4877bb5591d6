/// What a parent's State puts on screen: its root screen, the screens pushed
/// on top of it, a sheet, an alert and a confirmation dialog, each drawn
/// from the State (see
/// ``ScreenHost/init(store:presentation:stack:effects:)``).
///
/// When navigation is data in the State (a ``/Stateful/StackState``, an
/// optional child State for a sheet), the host draws the whole stack from
/// it, and going back or dismissing the sheet is a Command the store handles,
/// like any other change of State:
///
/// ```swift
/// let state = App.State()
/// let stack = ScreenStack(
///     root: Screen("Feed") { for item in state.feed.items { Text(item) } },
///     pushed: zip(state.path.ids, state.path).map { id, element in
///         switch element {
///         case .counter(let counter): CounterScreen(counter).screen.mapCommands { App.Command.path(id, .counter($0)) }
///         case .feed(let feed): Screen("Feed") { for item in feed.items { Text(item) } }
///         }
///     },
///     back: state.path.topID.map { App.Command.popFrom($0) },
///     sheet: state.sheet.map { CounterScreen($0).screen.mapCommands(App.Command.sheet) },
///     dismissSheet: App.Command.dismissSheet)
/// ```
///
/// An alert or a confirmation dialog held in the State (an
/// ``/Stateful/AlertState``, or a feature's own value it draws as an
/// ``Alert``) is drawn over the top screen, or over the sheet, as an alert
/// presented by an Effect is. Its buttons send their Commands; a button
/// without one, and dismissing it, send the Command the stack names:
///
/// ```swift
/// let state = Note.State(text: "Milk")
/// let stack = ScreenStack(
///     root: Screen("Note") { Text(state.text) },
///     alert: state.alert.map(Alert.init),       // an AlertState<Command>?
///     dismissAlert: Note.Command.dismissed)
/// ```
public struct ScreenStack<Command> {
    /// The screen at the bottom of the stack.
    public var root: Screen
    /// The screens pushed on top of ``root``, bottom first; the last is shown.
    public var pushed: [Screen]
    /// The Command the top pushed screen's back button sends; `nil` for a
    /// back button that does nothing (or none: nothing pushed).
    public var back: Command?
    /// The sheet over the top screen, if one is presented.
    public var sheet: Screen?
    /// The Command that dismissing ``sheet`` sends (swiping it down, or a
    /// script's `dismiss sheet`).
    public var dismissSheet: Command?
    /// The alert the State shows over the top screen (or its sheet), if any.
    public var alert: Alert?
    /// The Command that dismissing ``alert`` sends: tapping a button of it
    /// that sends no Command of its own, or a script's `dismiss alert`.
    public var dismissAlert: Command?
    /// The confirmation dialog the State shows, if any.
    public var dialog: ConfirmationDialog?
    /// The Command that dismissing ``dialog`` sends: tapping a button of it
    /// that sends no Command of its own, or a script's `dismiss dialog`.
    public var dismissDialog: Command?

    /// Creates a stack; by default the root screen alone.
    ///
    /// - Parameters:
    ///   - root: The screen at the bottom of the stack.
    ///   - pushed: The screens pushed on top of it, bottom first.
    ///   - back: What the top pushed screen's back button sends.
    ///   - sheet: The sheet over the top screen, if one is presented.
    ///   - dismissSheet: What dismissing the sheet sends.
    ///   - alert: The alert over the top screen, if one is presented.
    ///   - dismissAlert: What dismissing the alert sends.
    ///   - dialog: The confirmation dialog over the top screen, if one is presented.
    ///   - dismissDialog: What dismissing the dialog sends.
    public init(
        root: Screen, pushed: [Screen] = [], back: Command? = nil,
        sheet: Screen? = nil, dismissSheet: Command? = nil,
        alert: Alert? = nil, dismissAlert: Command? = nil,
        dialog: ConfirmationDialog? = nil, dismissDialog: Command? = nil
    ) {
        self.root = root
        self.pushed = pushed
        self.back = back
        self.sheet = sheet
        self.dismissSheet = dismissSheet
        self.alert = alert
        self.dismissAlert = dismissAlert
        self.dialog = dialog
        self.dismissDialog = dismissDialog
    }
}

extension ScreenStack: Sendable where Command: Sendable {}
extension ScreenStack: Equatable where Command: Equatable {}
extension ScreenStack: Hashable where Command: Hashable {}
