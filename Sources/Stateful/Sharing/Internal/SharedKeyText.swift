/// Text for keys' names, written the same way on every machine.
package enum SharedKeyText {
    /// `"cart"`, with a backslash, `"` and invisible scalars escaped, as a Swift
    /// string literal writes them (as dumps write strings).
    package static func quoted(_ text: String) -> String {
        "\"" + StringEscaping.escaped(text) + "\""
    }
}
