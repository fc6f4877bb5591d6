/// What a parent's State puts on screen: its root screen, the screens pushed
/// on top of it, and a sheet, each drawn from the State (see
/// ``ScreenHost/init(store:presentation:stack:effects:)``).
///
/// When navigation is data in the State (a ``/Stateful/StackState``, an
/// optional child State for a sheet), the host draws the whole stack from
/// it, and going back or dismissing the sheet is a Command the store handles,
/// like any other change of State:
///
/// ```swift
/// ScreenStack(
///     root: ListScreen(state.list).screen,
///     pushed: state.path.map { destination in
///         switch destination {
///         case .detail(let detail): DetailScreen(detail).screen
///         case .payment(let payment): PaymentScreen(payment).screen
///         }
///     },
///     back: state.path.topID.map { .popFrom($0) },
///     sheet: state.editing.map { EditScreen($0).screen },
///     dismissSheet: .cancelEditing)
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

    /// Creates a stack; by default the root screen alone.
    public init(
        root: Screen, pushed: [Screen] = [], back: Command? = nil,
        sheet: Screen? = nil, dismissSheet: Command? = nil
    ) {
        self.root = root
        self.pushed = pushed
        self.back = back
        self.sheet = sheet
        self.dismissSheet = dismissSheet
    }
}

extension ScreenStack: Sendable where Command: Sendable {}
extension ScreenStack: Equatable where Command: Equatable {}
extension ScreenStack: Hashable where Command: Hashable {}
