import Stateful
import StatefulSnapshot

/// Writing values the way a flow script reads them.
public enum ScriptLiteral {
    /// `string` as a double-quoted literal that a flow script reads back as
    /// the same string: `"` and `\` escaped, a `$` before `{` escaped (there
    /// it would begin a parameter; any other `$` is written as typed), and
    /// every control or invisible character written as `\n`, `\t`, `\r`, `\0`
    /// or `\u{…}`: the escapes a value dump uses, so the two always agree.
    ///
    /// ```swift
    /// ScriptLiteral.quoted("a\tb")  // "a\tb"
    /// ```
    public static func quoted(_ string: String) -> String {
        "\"" + StringEscaping.escaped(string, escapingDollar: true) + "\""
    }
}
