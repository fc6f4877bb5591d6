/// One kind of screen a ``PathElement`` can be: its logic and the four enum
/// cases that carry its State, Command, Action and Effect among the path's.
///
/// ```swift
/// let counter = PathScreen<Path>.screen(
///     Counter(), state: Path.counter, command: Path.Command.counter,
///     action: Path.Action.counter, effect: Path.Effect.counter)
/// ```
///
/// Built with ``screen(_:state:command:action:effect:)``; listed in
/// ``PathElement/screens``.
public struct PathScreen<Element: PathElement>: Sendable {
    /// The screen's logic type, for reports: `Counter`.
    public let name: String
    /// What this screen makes of a Command for an element (`nil` when the
    /// stack has no such element): nothing when the Command is another
    /// screen's; the work that runs it when the element holds this screen.
    /// Each case is read by its tag once resolved (see ``CaseMemo``).
    @usableFromInline let route: @Sendable (Element.Command, Element?) -> PathCommandRoute<Element>
    /// Applies an Action to an element; `false` when the Action is not this
    /// screen's. An Action of this screen for an element of another screen
    /// changes nothing.
    @usableFromInline let reduce: @Sendable (inout Element, Element.Action) -> Bool
    /// Whether an Action is this screen's.
    @usableFromInline let ownsAction: @Sendable (Element.Action) -> Bool
    /// Whether an element holds this screen.
    @usableFromInline let holds: @Sendable (Element) -> Bool

    /// An entry for the screen whose logic is of type `logic`.
    @usableFromInline
    init(
        logic: Any.Type,
        route: @escaping @Sendable (Element.Command, Element?) -> PathCommandRoute<Element>,
        reduce: @escaping @Sendable (inout Element, Element.Action) -> Bool,
        ownsAction: @escaping @Sendable (Element.Action) -> Bool,
        holds: @escaping @Sendable (Element) -> Bool
    ) {
        name = TypeName.full(logic)
        self.route = route
        self.reduce = reduce
        self.ownsAction = ownsAction
        self.holds = holds
    }

    /// Registers the screen whose behaviour is `logic`.
    ///
    /// - Parameters:
    ///   - logic: The screen's logic, made (on the main actor) for each of its Commands.
    ///   - state: The case of the element that holds the screen's State.
    ///   - command: The case of ``PathElement/Command`` that carries the screen's Commands.
    ///   - action: The case of ``PathElement/Action`` that carries the screen's Actions.
    ///   - effect: The case of ``PathElement/Effect`` that carries the screen's Effects.
    /// - Returns: The entry for ``PathElement/screens``.
    // Inlinable: the entry's closures, which route every Command and reduce
    // every Action of the screen, are then compiled where the path lists its
    // screens, for its types, instead of as generic code that makes the
    // screen's types (its optionals, its contexts) at run time on each call.
    @inlinable
    public static func screen<Logic: ScreenLogic>(
        _ logic: @autoclosure @escaping @MainActor @Sendable () -> Logic,
        state: @escaping @Sendable (Logic.State) -> Element,
        command: @escaping @Sendable (Logic.Command) -> Element.Command,
        action: @escaping @Sendable (Logic.Action) -> Element.Action,
        effect: @escaping @Sendable (Logic.Effect) -> Element.Effect
    ) -> PathScreen {
        // Each case is resolved once, on first use, and kept (see CaseMemo).
        let stateCase = CaseMemo()
        let commandCase = CaseMemo()
        let actionCase = CaseMemo()
        return PathScreen(
            logic: Logic.self,
            route: { elementCommand, element in
                guard let childCommand = EnumCasePayload.extract(command, from: elementCommand, memo: commandCase)
                else { return .otherScreen }
                guard let element, let initial = EnumCasePayload.extract(state, from: element, memo: stateCase)
                else { return .elementMissing }
                return .run { context in
                    // The child was just found (`initial`): it is not looked
                    // up, nor read, again before its work starts.
                    try await context.forward(
                        childCommand, to: logic(), initial: initial,
                        scope: context.cancellation.appending(ObjectIdentifier(Logic.self)),
                        state: { EnumCasePayload.extract(state, from: $0, memo: stateCase) },
                        action: { PathElementAction(action($0)) },
                        effect: { childEffect, element in element.dispatchEffect(effect(childEffect)) })
                }
            },
            reduce: { element, elementAction in
                guard let childAction = EnumCasePayload.extract(action, from: elementAction, memo: actionCase)
                else { return false }
                if let childState = EnumCasePayload.extract(state, from: element, memo: stateCase) {
                    element = state(Logic.Action.transform(childState, action: childAction))
                }
                return true
            },
            ownsAction: { EnumCasePayload.extract(action, from: $0, memo: actionCase) != nil },
            holds: { EnumCasePayload.extract(state, from: $0, memo: stateCase) != nil })
    }
}

/// An Action of one element of a path, as the ``ViewAction`` of the context
/// its screen's work runs in.
@usableFromInline
struct PathElementAction<Element: PathElement>: ViewAction, Sendable {
    /// The element's Action.
    @usableFromInline let action: Element.Action

    @usableFromInline
    init(_ action: Element.Action) {
        self.action = action
    }

    /// `wrap` applied to the element's Action: what the element context's
    /// Actions become in the parent.
    @usableFromInline
    static func unwrapping<Parent>(
        _ wrap: @escaping @Sendable (Element.Action) -> Parent
    ) -> @Sendable (PathElementAction) -> Parent {
        { wrap($0.action) }
    }

    /// Applies the element's Action through its screen's entry.
    @usableFromInline
    static func transform(_ state: Element, action: PathElementAction) -> Element {
        var state = state
        for screen in RegisteredScreens.of(Element.self) where screen.reduce(&state, action.action) { break }
        return state
    }
}
