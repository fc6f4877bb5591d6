/// The width a screen is drawn at: a number of columns (`print screen 40`)
/// or a named preset (`print screen compact`).
///
/// Preset names are checked against ``ScriptParserOptions/screenWidthPresets``
/// when the script is parsed.
public enum ScriptWidth: Sendable, Hashable, CustomStringConvertible {
    /// A width in columns.
    case columns(Int)
    /// A preset the renderer knows, by name.
    case preset(String)

    /// `40` or `compact`.
    public var description: String {
        switch self {
        case .columns(let columns): String(columns)
        case .preset(let name): name
        }
    }
}
