/// The type of the elements of a ``StackState`` (an enum with a case per
/// kind of pushed screen) that lists its screens once, so that routing,
/// reducing and forwarding are derived instead of written by hand.
///
/// Each screen with a logic is one ``PathScreen`` entry, built from the
/// enum cases that carry its State, its Commands, its Actions and its
/// Effects:
///
/// ```swift
/// struct Summary: Equatable, Sendable { var total = 0 }
///
/// enum CounterPath: Equatable, Sendable, PathElement {
///     case counter(Counter.State)
///     case summary(Summary)                 // a screen without logic needs no entry
///
///     enum Command: Sendable { case counter(Counter.Command) }
///     enum Action: Sendable { case counter(Counter.Action) }
///     enum Effect: Sendable { case counter(Counter.Effect) }
///
///     static var screens: [PathScreen<CounterPath>] {
///         [.screen(Counter(), state: Self.counter, command: Command.counter, action: Action.counter, effect: Effect.counter)]
///     }
/// }
/// ```
///
/// The parent then reduces an element's Action with
/// ``StackState/apply(_:to:)`` and forwards an element's Command with
/// ``CommandContext/forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``:
/// one line each, whatever the number of screens.
///
/// The same type can be a *destination*: the value of an optional slot of
/// a parent's State (`var destination: Destination?`) holding one of several
/// sheets or alerts at a time. The parent then reduces with
/// `state.destination.apply(action)` and forwards with
/// ``CommandContext/forward(_:toPresented:action:effect:fileID:filePath:line:column:)``.
///
/// The cases are told apart by reflection (`Mirror`): each case that an
/// entry names carries one unlabelled payload, and the enums do not
/// customise their reflection.
public protocol PathElement: Sendable {
    /// A Command of one element's screen: an enum with a case per screen
    /// with logic, each carrying that screen's Command.
    associatedtype Command: Sendable
    /// An Action of one element's screen, a case per screen with logic.
    associatedtype Action: Sendable
    /// An Effect of one element's screen, a case per screen with logic.
    associatedtype Effect: Sendable = Never

    /// The screens with logic that an element can be, each registered once.
    static var screens: [PathScreen<Self>] { get }
}
