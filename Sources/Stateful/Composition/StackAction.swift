/// Everything that changes a stack of registered screens, as one case of a
/// parent's Action: a push, a pop, or an Action of one element's screen.
///
/// A parent holds its stack's Actions in one case and reduces them all in
/// one line, with ``StackState/apply(_:fileID:filePath:line:column:)``:
///
/// ```swift
/// struct Receipt: Equatable, Sendable { var total: Int }
///
/// struct Checkout: ScreenLogic {
///     struct State: Equatable, Sendable {
///         var path = StackState<Path>()
///         var receipts: [Receipt] = []
///     }
///     enum Command: Sendable { case path(StackCommand<Path>) }
///
///     enum Action: ViewAction, Sendable {
///         case path(StackAction<Path>)
///         case saved(Receipt)
///
///         static func transform(_ state: State, action: Action) -> State {
///             var state = state
///             switch action {
///             case .path(let action): state.path.apply(action)
///             case .saved(let receipt): state.receipts.append(receipt)
///             }
///             return state
///         }
///     }
///
///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
///         switch command {
///         case .path(let command):
///             try await context.forward(command, of: \.path, action: Action.path) { id, effect, parent in }
///         }
///     }
/// }
/// ```
///
/// Its Commands' counterpart is ``StackCommand``, routed with
/// ``CommandContext/forward(_:of:action:effect:fileID:filePath:line:column:)``.
public enum StackAction<Element: PathElement> {
    /// Pushes `element` on top: with the next id the stack hands out, or
    /// with `id` when one is given (a deep link, a test naming its ids).
    case push(Element, id: StackElementID? = nil)
    /// Pops the element `id` and every element above it, as going back from
    /// that screen does.
    case popFrom(id: StackElementID)
    /// An Action of the element `id`'s screen, reduced by the `transform`
    /// its ``PathElement`` registers for it.
    case element(id: StackElementID, action: Element.Action)
}

extension StackAction: Sendable where Element.Action: Sendable {}

extension StackAction: Equatable where Element: Equatable, Element.Action: Equatable {}

extension StackAction {
    /// The element `id`'s Actions as `.element(id:action:)`, wrapped by
    /// `wrap`: made outside any actor, so that it captures no isolated
    /// metatype.
    static func wrappingElement<Parent>(
        _ id: StackElementID, in wrap: @escaping @Sendable (StackAction) -> Parent
    ) -> @Sendable (Element.Action) -> Parent {
        { wrap(.element(id: id, action: $0)) }
    }
}
