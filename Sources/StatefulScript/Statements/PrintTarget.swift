/// What a `print` line prints.
public enum PrintTarget: Sendable, Hashable {
    /// `print screen` / `print screen 40` / `print screen compact`.
    case screen(width: ScriptWidth?)
    /// `print outline`.
    case outline
    /// `print state`: the State's value dump.
    case state
}
