import StatefulSnapshot

/// Values in the script's case syntax, for matching Effects and reporting
/// values: the value's one-line dump without a leading dot, secrets masked.
/// A dump, unlike reflection, names payload-less cases even when the type has
/// its own `description` (`presentError(ProfileError.invalidPin)`).
enum EffectText {
    /// `presentError(ProfileError.notFound(userId: "p-7"))` for
    /// `.presentError(ProfileError.notFound(userId: "p-7"))`.
    static func caseSyntax(of value: Any) -> String {
        let line = ValueDump.node(of: value).singleLine
        return line.hasPrefix(".") ? String(line.dropFirst()) : line
    }

    /// The case name of a value in case syntax: `presentError` for
    /// `presentError(ProfileError.notFound(userId: "p-7"))`.
    static func caseName(_ caseSyntax: String) -> Substring {
        caseSyntax.prefix { $0 != "(" }
    }
}
