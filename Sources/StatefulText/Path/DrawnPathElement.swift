import Stateful

/// A ``/Stateful/PathElement`` that also says how each of its screens draws,
/// so that ``ScreenStack/init(root:path:context:command:back:sheet:dismissSheet:alert:dismissAlert:)``
/// draws a whole stack from the path.
///
/// ```swift
/// struct Labels: Sendable { var counterTitle = "Counter" }
///
/// enum CounterPath: PathElement, Equatable, Sendable {
///     case counter(Counter.State)
///
///     enum Command: Hashable, Sendable { case counter(Counter.Command) }
///     enum Action: Sendable { case counter(Counter.Action) }
///     enum Effect: Sendable { case counter(Counter.Effect) }
///
///     static var screens: [PathScreen<CounterPath>] {
///         [.screen(Counter(), state: Self.counter, command: Command.counter, action: Action.counter, effect: Effect.counter)]
///     }
/// }
///
/// extension CounterPath: DrawnPathElement {
///     static var drawings: [PathDrawing<CounterPath, Labels>] {
///         [.screen(state: CounterPath.counter, command: CounterPath.Command.counter) { counter, labels in
///             Screen(labels.counterTitle) { Text("Count: \(counter.count)") }
///         }]
///     }
/// }
/// ```
///
/// Every case of the element needs an entry: an element no entry draws is
/// drawn as an empty, untitled screen.
public protocol DrawnPathElement: PathElement where Command: Hashable {
    /// What the drawings need beside the State (words, a locale); `Void`
    /// for nothing.
    associatedtype DrawingContext

    /// How each screen of the path draws, one entry per case.
    static var drawings: [PathDrawing<Self, DrawingContext>] { get }
}
