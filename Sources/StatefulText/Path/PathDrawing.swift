import Stateful

/// How one kind of screen of a ``/Stateful/PathElement`` draws: its
/// ``Screen``, and the alert and the sheet its State holds, with the Commands they send
/// given as the path's.
///
/// Listed once per screen in ``DrawnPathElement/drawings``, beside the
/// path's ``/Stateful/PathElement/screens``; a ``ScreenStack`` then draws the
/// whole stack from the path with no switch over its cases:
///
/// ```swift-excerpt
/// static var drawings: [PathDrawing<Path, Labels>] {
///     [
///         .screen(state: Path.detail, command: Path.Command.detail, dismissAlert: .alertDismissed) { detail, labels in
///             DetailScreen(state: detail, labels: labels).screen
///         } alert: { detail, labels in
///             detail.alert.map { Alert($0, labels: labels) }
///         } sheet: { detail, labels in
///             detail.editing.map { EditScreen(state: $0, labels: labels).screen.mapCommands(Detail.Command.edit) }
///         },
///         .screen(state: Path.summary) { summary, labels in SummaryScreen(summary, labels).screen },
///     ]
/// }
/// ```
///
/// `Context` is whatever the drawing needs beside the State (its words, a
/// locale); `Void` for none.
public struct PathDrawing<Element: PathElement, Context>: Sendable where Element.Command: Hashable {
    /// The element's screen, its controls sending ``/Stateful/PathElement/Command``s;
    /// `nil` when the element is not this drawing's screen.
    let screen: @Sendable (Element, Context) -> Screen?
    /// The alert the element's State shows, its buttons sending the
    /// element's Commands, and what dismissing it sends; `nil` for none.
    let alert: @Sendable (Element, Context) -> (alert: Alert, dismiss: Element.Command?)?
    /// The sheet the element's State presents (an optional child State), its
    /// controls sending the element's Commands, and what dismissing it
    /// sends; `nil` for none.
    let sheet: @Sendable (Element, Context) -> (sheet: Screen, dismiss: Element.Command?)?

    /// Registers how the screen in `state`'s case draws; its controls send
    /// its own Commands, wrapped by `command` as the path's.
    ///
    /// - Parameters:
    ///   - state: The case of the element that holds the screen's State.
    ///   - command: The case of ``/Stateful/PathElement/Command`` that carries the screen's Commands.
    ///   - dismissAlert: What dismissing the screen's alert sends, as the screen's Command.
    ///   - dismissSheet: What dismissing the screen's sheet sends, as the screen's Command.
    ///   - draw: Draws the screen from its State.
    ///   - alert: The alert the State shows, its buttons sending the screen's
    ///     Commands; by default none.
    ///   - sheet: The sheet the State presents (an optional child's State
    ///     drawn, its controls sending the screen's Commands); by default none.
    /// - Returns: The entry for ``DrawnPathElement/drawings``.
    public static func screen<State, ChildCommand>(
        state: @escaping @Sendable (State) -> Element,
        command: @escaping @Sendable (ChildCommand) -> Element.Command,
        dismissAlert: ChildCommand? = nil,
        dismissSheet: ChildCommand? = nil,
        draw: @escaping @Sendable (State, Context) -> Screen,
        alert: @escaping @Sendable (State, Context) -> Alert? = { _, _ in nil },
        sheet: @escaping @Sendable (State, Context) -> Screen? = { _, _ in nil }
    ) -> PathDrawing where ChildCommand: Sendable {
        let dismiss = dismissAlert.map(command)
        let dismissPresented = dismissSheet.map(command)
        return PathDrawing(
            screen: { element, context in
                EnumCasePayload.extract(state, from: element).map { draw($0, context).mapCommands(command) }
            },
            alert: { element, context in
                guard let childState = EnumCasePayload.extract(state, from: element),
                      let shown = alert(childState, context) else { return nil }
                return (shown.mapCommands(command), dismiss)
            },
            sheet: { element, context in
                guard let childState = EnumCasePayload.extract(state, from: element),
                      let shown = sheet(childState, context) else { return nil }
                return (shown.mapCommands(command), dismissPresented)
            })
    }

    /// Registers how an alert held in `state`'s case draws: a destination
    /// (see ``ScreenStack/presenting(_:context:command:dismiss:)``) that is
    /// an alert rather than a sheet. Its buttons send their Commands,
    /// wrapped by `command` as the element's.
    ///
    /// ```swift
    /// enum Destination: PathElement, Equatable, Sendable {
    ///     case counter(Counter.State)
    ///     case alert(AlertState<Note.Command>)
    ///
    ///     enum Command: Hashable, Sendable { case counter(Counter.Command), alert(Note.Command) }
    ///     enum Action: Sendable { case counter(Counter.Action) }
    ///     enum Effect: Sendable { case counter(Counter.Effect) }
    ///
    ///     static var screens: [PathScreen<Destination>] {
    ///         [.screen(Counter(), state: Self.counter, command: Command.counter, action: Action.counter, effect: Effect.counter)]
    ///     }
    /// }
    ///
    /// extension Destination: DrawnPathElement {
    ///     static var drawings: [PathDrawing<Destination, Void>] {
    ///         [
    ///             .screen(state: Destination.counter, command: Destination.Command.counter) { counter, _ in CounterScreen(counter).screen },
    ///             .alert(state: Destination.alert, command: Destination.Command.alert) { alert, _ in Alert(alert) },
    ///         ]
    ///     }
    /// }
    /// ```
    ///
    /// On a stack, such an element is drawn as an empty screen with the alert over it.
    ///
    /// - Parameters:
    ///   - state: The case of the element that holds the alert's State.
    ///   - command: The case of ``/Stateful/PathElement/Command`` that carries the alert's buttons' Commands.
    ///   - draw: Draws the alert from its State.
    /// - Returns: The entry for ``DrawnPathElement/drawings``.
    public static func alert<State, ChildCommand>(
        state: @escaping @Sendable (State) -> Element,
        command: @escaping @Sendable (ChildCommand) -> Element.Command,
        draw: @escaping @Sendable (State, Context) -> Alert
    ) -> PathDrawing where ChildCommand: Sendable {
        PathDrawing(
            screen: { _, _ in nil },
            alert: { element, context in
                EnumCasePayload.extract(state, from: element).map { (draw($0, context).mapCommands(command), nil) }
            },
            sheet: { _, _ in nil })
    }

    /// Registers how a screen without Commands (no logic of its own) draws.
    ///
    /// - Parameters:
    ///   - state: The case of the element that holds the screen's State.
    ///   - draw: Draws the screen from its State.
    /// - Returns: The entry for ``DrawnPathElement/drawings``.
    public static func screen<State>(
        state: @escaping @Sendable (State) -> Element,
        draw: @escaping @Sendable (State, Context) -> Screen
    ) -> PathDrawing {
        PathDrawing(
            screen: { element, context in EnumCasePayload.extract(state, from: element).map { draw($0, context) } },
            alert: { _, _ in nil }, sheet: { _, _ in nil })
    }
}
