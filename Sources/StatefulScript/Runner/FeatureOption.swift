/// A command-line option that belongs to one feature, such as a feature's
/// `--server URL` for a real backend: the tool lists it in its help under the
/// feature, accepts it only when that feature is the one being run, and passes
/// its value to the feature in ``ScriptContext/options``.
///
/// ```swift
/// FeatureOption(name: "--region", valueName: "CODE", summary: "the region the fake backend serves") { value in
///     ["eu", "us"].contains(value) ? nil : "--region takes eu or us, not '\(value)'"
/// }
/// ```
public struct FeatureOption: Sendable {
    /// The option as typed, with its dashes: `--server`.
    public var name: String
    /// What its value is called in help: `URL`.
    public var valueName: String
    /// One line for the help.
    public var summary: String
    /// Checks a value before anything runs: `nil` when it is fine, otherwise
    /// a message saying what is wrong (the tool prints it and exits with 2).
    public var validate: @Sendable (String) -> String?

    /// Creates an option. `name` must start with `--`.
    public init(
        name: String, valueName: String, summary: String,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.validate = validate
    }
}
