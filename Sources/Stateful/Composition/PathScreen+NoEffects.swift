extension PathScreen {
    /// Registers a screen whose logic sends no Effects (its `Effect` is
    /// `Never`): no case of the path's `Effect` to name, and none to write.
    /// A path all of whose screens send none declares no `Effect` at all
    /// (it is `Never`).
    ///
    /// ```swift
    /// enum FeedPath: PathElement, Equatable, Sendable {
    ///     case feed(FeedState)
    ///     enum Command: Hashable, Sendable { case feed(FeedCommand) }
    ///     enum Action: Equatable, Sendable { case feed(FeedAction) }
    ///
    ///     static var screens: [PathScreen<FeedPath>] {
    ///         [.screen(Feed(), state: Self.feed, command: Command.feed, action: Action.feed)]
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - logic: Makes the screen's logic.
    ///   - state: The path's case that holds the screen's State.
    ///   - command: The path Command's case that carries the screen's Commands.
    ///   - action: The path Action's case that carries the screen's Actions.
    // Inlinable, as the screen it makes is (see screen(_:state:command:action:effect:)).
    @inlinable
    public static func screen<Logic: ScreenLogic>(
        _ logic: @autoclosure @escaping @MainActor @Sendable () -> Logic,
        state: @escaping @Sendable (Logic.State) -> Element,
        command: @escaping @Sendable (Logic.Command) -> Element.Command,
        action: @escaping @Sendable (Logic.Action) -> Element.Action
    ) -> PathScreen where Logic.Effect == Never {
        screen(logic(), state: state, command: command, action: action, effect: uninhabited)
    }
}

/// A function of `Never`, to stand where an Effect's case would: it can
/// never be called.
@usableFromInline
func uninhabited<Value>(_ never: Never) -> Value {
    never
}
