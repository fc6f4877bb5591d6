/// What one ``PathScreen`` makes of a Command forwarded to an element of
/// a stack (``PathScreen/route``).
enum PathCommandRoute<Element: PathElement> {
    /// The Command is another screen's.
    case otherScreen
    /// The Command is this screen's, but the stack has no such element, or
    /// the element holds another screen.
    case elementMissing
    /// The work that runs the Command in the element's context.
    case run(@MainActor @Sendable (CommandContext<PathElementAction<Element>, Element.Effect>) async throws -> Void)
}
