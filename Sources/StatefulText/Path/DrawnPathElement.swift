import Stateful

/// A ``/Stateful/PathElement`` that also says how each of its screens draws,
/// so that ``ScreenStack/init(root:path:context:command:back:sheet:dismissSheet:alert:dismissAlert:)``
/// draws a whole stack from the path.
///
/// ```swift-excerpt
/// extension Path: DrawnPathElement {
///     static var drawings: [PathDrawing<Path, Labels>] {
///         [.screen(state: Path.counter, command: Path.Command.counter) { CounterScreen($0, $1).screen }]
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
