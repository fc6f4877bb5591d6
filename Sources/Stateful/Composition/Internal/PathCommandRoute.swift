/// What one ``PathScreen`` makes of a Command forwarded to an element of
/// a stack (``PathScreen/route``).
@usableFromInline
enum PathCommandRoute<Element: PathElement> {
    /// The Command is another screen's.
    case otherScreen
    /// The Command is this screen's, but the stack has no such element, or
    /// the element holds another screen.
    case elementMissing
    /// The work that runs the Command in the element's context.
    case run(@MainActor @Sendable (CommandContext<PathElementAction<Element>, Element.Effect>) async throws -> Void)
}

extension PathScreen {
    /// The screen that takes `command`, and what it makes of it for
    /// `element` (`nil`: no such element). Each screen reads the Command's
    /// case by its tag (see ``CaseMemo``), and the screen that takes it reads
    /// the element's.
    ///
    /// - Throws: ``PathRoutingError/noScreenRegistered(path:command:)`` when
    ///   no screen takes the Command's case.
    @inlinable
    static func routing(
        _ command: Element.Command, for element: Element?
    ) throws -> (screen: PathScreen, route: PathCommandRoute<Element>) {
        for screen in RegisteredScreens.of(Element.self) {
            let route = screen.route(command, element)
            if case .otherScreen = route { continue }
            return (screen, route)
        }
        throw noScreenRegistered(for: command)
    }

    /// The error of a Command whose case no screen of `Element` takes.
    @usableFromInline
    static func noScreenRegistered(for command: Element.Command) -> PathRoutingError {
        PathRoutingError.noScreenRegistered(
            path: TypeName.full(Element.self), command: EnumCasePayload.caseName(of: command) ?? "\(command)")
    }
}
