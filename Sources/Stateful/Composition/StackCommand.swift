/// Everything a person or a parent asks of a stack of registered screens,
/// as one case of the parent's Command: push a screen, pop back from one,
/// or send a Command to one element's screen.
///
/// A parent holds its stack's Commands in one case and routes them all with
/// one call, ``CommandContext/forward(_:of:action:effect:fileID:filePath:line:column:)``;
/// each becomes a ``StackAction`` of the parent's Action:
///
/// ```swift
/// struct Feeds: ScreenLogic {
///     struct State: Equatable, Sendable { var path = StackState<Path>() }
///
///     enum Command: Sendable {
///         case path(StackCommand<Path>)
///     }
///
///     enum Action: ViewAction, Sendable {
///         case path(StackAction<Path>)
///         static func transform(_ state: State, action: Action) -> State {
///             var state = state
///             switch action {
///             case .path(let action): state.path.apply(action)
///             }
///             return state
///         }
///     }
///
///     func handle(_ command: Command, context: CommandContext<Action, Never>) async throws {
///         switch command {
///         case .path(let command):
///             try await context.forward(command, of: \.path, action: Action.path) { id, effect, parent in
///                 // What an element's Effect does here.
///             }
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

/// Hashable when the element's Commands are, whatever the element's State:
/// a pushed element is compared but not hashed, so a parent whose stack holds
/// States that are only `Equatable` still has a `Hashable` Command, which a
/// control can carry (`Button("Back", command: .path(.popFrom(id: id)))`).
extension StackCommand: Hashable where Element: Equatable, Element.Command: Hashable {
    /// Hashes the case, the id and the element's Command; not a pushed
    /// element, which equality still compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .push(_, let id):
            hasher.combine(0)
            hasher.combine(id)
        case .popFrom(let id):
            hasher.combine(1)
            hasher.combine(id)
        case .element(let id, let command):
            hasher.combine(2)
            hasher.combine(id)
            hasher.combine(command)
        }
    }
}

/// Decoded as written in a flow (`path(element(id: 1, command: detail(editTapped)))`,
/// `path(popFrom(id: 1))`), so a feature whose Command routes its stack with
/// ``StackCommand`` can be scripted. Only the element's Commands need to be
/// `Decodable`: `push` decodes when the element's State is `Decodable`
/// too, and is otherwise a decoding error that says so (a flow pushes a
/// screen the way a person does, by tapping what pushes it).
extension StackCommand: Decodable where Element.Command: Decodable {
    private enum CaseKey: String, CodingKey { case push, popFrom, element }
    private enum PushKey: String, CodingKey { case element = "_0", id }
    private enum PopKey: String, CodingKey { case id }
    private enum ElementKey: String, CodingKey { case id, command }

    /// Decodes one of the three cases, written as its name and arguments.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CaseKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "expected one of push, popFrom or element"))
        }
        switch key {
        case .push:
            let arguments = try container.nestedContainer(keyedBy: PushKey.self, forKey: .push)
            guard let decodable = Element.self as? any Decodable.Type else {
                throw DecodingError.typeMismatch(Element.self, DecodingError.Context(
                    codingPath: arguments.codingPath,
                    debugDescription: "\(Element.self) is not Decodable, so its screens cannot be pushed by name; tap what pushes them"))
            }
            let element = try Self.decodeElement(decodable, from: arguments)
            self = .push(element, id: try arguments.decodeIfPresent(StackElementID.self, forKey: .id))
        case .popFrom:
            let arguments = try container.nestedContainer(keyedBy: PopKey.self, forKey: .popFrom)
            self = .popFrom(id: try arguments.decode(StackElementID.self, forKey: .id))
        case .element:
            let arguments = try container.nestedContainer(keyedBy: ElementKey.self, forKey: .element)
            self = .element(
                id: try arguments.decode(StackElementID.self, forKey: .id),
                command: try arguments.decode(Element.Command.self, forKey: .command))
        }
    }

    /// Decodes the element of `push` as `type`, its own `Decodable` type.
    private static func decodeElement<Decoded: Decodable>(
        _ type: Decoded.Type, from arguments: KeyedDecodingContainer<PushKey>
    ) throws -> Element {
        let decoded = try arguments.decode(Decoded.self, forKey: .element)
        guard let element = decoded as? Element else {
            throw DecodingError.typeMismatch(Element.self, DecodingError.Context(
                codingPath: arguments.codingPath, debugDescription: "expected \(Element.self)"))
        }
        return element
    }
}
