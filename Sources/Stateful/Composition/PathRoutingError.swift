/// Why ``CommandContext/forward(_:toElement:of:action:effect:fileID:filePath:line:column:)``
/// could not route a Command to a stack element's screen.
public enum PathRoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No entry of the path's ``PathElement/screens`` carries the Command's
    /// case: register the screen with ``PathScreen/screen(_:state:command:action:effect:)``.
    ///
    /// - Parameters:
    ///   - path: The path's element type, as `Path`.
    ///   - command: The Command's case, as `detail`.
    case noScreenRegistered(path: String, command: String)

    /// `no screen of Path takes the Command case detail: list it in Path.screens`.
    public var description: String {
        switch self {
        case let .noScreenRegistered(path, command):
            "no screen of \(path) takes the Command case \(command): list it in \(path).screens with PathScreen.screen(…)"
        }
    }
}
