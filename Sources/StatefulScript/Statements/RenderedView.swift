/// The two text forms of a screen a script can look at.
public enum RenderedView: Sendable, Hashable {
    /// The drawn screen, at a width (the runner's default when `nil`).
    case screen(width: ScriptWidth?)
    /// One element per line: role, label, value, state.
    case outline
}
