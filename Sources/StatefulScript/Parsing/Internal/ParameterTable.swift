/// Where `${NAME}` finds its value: declared parameters, then `--param`, then
/// the environment.
struct ParameterTable {
    var declared: [String: ScriptParameter] = [:]
    var given: [String: String]
    var environment: [String: String]
    var secretNames: Set<String>
    /// The names of values captured when the flow runs (`let NAME = …`),
    /// whose values are not known yet.
    var captureNames: Set<String> = []
    /// Captured integers, by name, once known.
    var capturedIntegers: [String: Int] = [:]

    func lookup(_ name: String) -> ScriptParameter? {
        if let parameter = declared[name] { return parameter }
        guard let value = given[name] ?? environment[name] else { return nil }
        return ScriptParameter(name: name, value: value, isSecret: secretNames.contains(name))
    }

    /// Names to suggest from: declared and given, never the whole environment.
    var suggestionNames: [String] {
        Set(declared.keys).union(given.keys).sorted()
    }
}
