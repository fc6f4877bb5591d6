/// One option a subcommand takes: the single table the argument parser
/// accepts from and the help is written from.
struct OptionSpec {
    /// As typed: `--width`.
    let name: String
    /// What the value is called in help (`W`), or `nil` for a flag.
    let valueName: String?
    /// One line (or a few, joined with newlines) of help.
    let summary: String
    /// The feature that owns the option, for a feature's own option.
    var feature: String?
    /// An option the tool passes to itself (a parallel check's workers),
    /// never shown in help.
    var isHidden = false

    var takesValue: Bool { valueName != nil }

    /// `--width W`, or `--delete`.
    var usage: String { valueName.map { "\(name) \($0)" } ?? name }
}
