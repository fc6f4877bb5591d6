import Stateful

/// Which arguments of a case written in a script are secret, as the type it
/// decodes into says through ``/Stateful/Redactable``: every argument of a
/// listed case (`enterPin("4711")`), and an argument whose label is listed
/// (`account(name: "a", pin: "4711")` with `pin` listed).
struct SecretArguments {
    /// The secret arguments, in order.
    let arguments: [CaseArgument]
    private let isWholeCase: Bool
    private let secretLabels: Set<String>

    init(of caseValue: CaseValue, in type: Any.Type) {
        let name = caseValue.name.split(separator: ".").last.map(String.init) ?? caseValue.name
        isWholeCase = Redaction.isSecret(label: name, of: type)
        let all = caseValue.arguments ?? []
        let labels = Set(all.compactMap(\.label).filter { Redaction.isSecret(label: $0, of: type) })
        secretLabels = labels
        arguments = isWholeCase ? all : all.filter { $0.label.map(labels.contains) ?? false }
    }

    /// Every string inside the secret arguments, for a ``SecretMasker``.
    var strings: [String] {
        arguments.flatMap { Self.strings(in: $0.value) }
    }

    /// `caseValue` with every literal inside its secret arguments masked.
    func masked(_ caseValue: CaseValue) -> CaseValue {
        guard !arguments.isEmpty else { return caseValue }
        var result = caseValue
        result.arguments = caseValue.arguments?.map { argument in
            guard isWholeCase || argument.label.map(secretLabels.contains) == true else { return argument }
            var argument = argument
            argument.value = Self.masked(argument.value)
            return argument
        }
        return result
    }

    private static func masked(_ value: ScriptValue) -> ScriptValue {
        var value = value
        switch value.kind {
        case .string(let string): value.kind = .string(Redaction.masked(string))
        case .integer, .floatingPoint, .duration: value.kind = .string(Redaction.mask)
        case .array(let elements): value.kind = .array(elements.map(masked))
        case .caseValue(var nested):
            nested.arguments = nested.arguments?.map { argument in
                var argument = argument
                argument.value = masked(argument.value)
                return argument
            }
            value.kind = .caseValue(nested)
        case .boolean, .null: break
        }
        return value
    }

    static func strings(in value: ScriptValue) -> [String] {
        switch value.kind {
        case .string(let string): [string]
        case .array(let elements): elements.flatMap(strings(in:))
        case .caseValue(let nested): (nested.arguments ?? []).flatMap { strings(in: $0.value) }
        default: []
        }
    }
}
