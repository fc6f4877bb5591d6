/// Everything a person or a parent asks of a stack of registered screens,
/// as one case of the parent's Command: push a screen, pop back from one,
/// or send a Command to one element's screen.
///
/// A parent holds its stack's Commands in one case and routes them all with
/// one call, ``CommandContext/forward(_:of:action:effect:fileID:filePath:line:column:)``;
/// each becomes a ``StackAction`` of the parent's Action:
///
/// ```swift
/// enum Command: Sendable {
///     case path(StackCommand<Path>)
/// }
///
/// func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
///     switch command {
///     case .path(let command):
///         try await context.forward(command, of: \.path, action: Action.path) { id, effect, parent in
///             // What an element's Effect does here.
///         }
///     }
/// }
/// ```
///
/// A drawing sends `.path(.element(id: id, command: …))` from an element's
/// screen, and `.path(.popFrom(id: id))` when the person goes back.
public enum StackCommand<Element: PathElement> {
    /// Pushes `element` on top: with the next id the stack hands out, or
    /// with `id` when one is given (a deep link, a test naming its ids).
    case push(Element, id: StackElementID? = nil)
    /// Pops the element `id` and every element above it, as the system's
    /// back button does.
    case popFrom(id: StackElementID)
    /// A Command for the element `id`'s screen, run by the logic its
    /// ``PathElement`` registers for it.
    case element(id: StackElementID, command: Element.Command)
}

extension StackCommand: Sendable where Element: Sendable {}

extension StackCommand: Equatable where Element: Equatable, Element.Command: Equatable {}
