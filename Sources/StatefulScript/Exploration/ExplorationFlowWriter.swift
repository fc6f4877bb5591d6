import Stateful
/// Writes a generated sequence as a flow: Commands as `send` lines in case
/// syntax (``ScriptValueWriter``), gestures as `tap`/`type`/`toggle` lines,
/// `advance` and `backend` lines; every secret as a `secret` parameter,
/// whose value is supplied when the flow runs (`--param NAME=…`), named
/// after the field it was typed into, and said — by the plan's name for it,
/// never by its value — which of the plan's texts it is.
struct ExplorationFlowWriter<Command: Sendable, Backend: Sendable> {
    /// The secret values of the sequence (typed into secure fields).
    var secrets: [String]
    /// How the plan names each secret (`fieldTexts["CVV"][0]`), when it declares it.
    var names: [String: String] = [:]
    /// The label of the field each secret was typed into.
    var labels: [String: String] = [:]

    /// The line a written flow says where a parameter's value comes from with:
    /// `# CVV is the plan's fieldTexts["CVV"][0].`
    static func sourceLine(parameter: String, planName: String) -> String {
        "# \(parameter) is the plan's \(planName)."
    }

    func write(
        _ steps: [ExplorationStep<Command, Backend>], header: [String] = []
    ) -> (flow: String, secretParameters: [String: String], parameterSources: [String: String]) {
        var parameters: [String: String] = [:]
        var parameterNames: [String: String] = [:]
        func parameter(for secret: String, label: String) -> String {
            if let name = parameterNames[secret] { return name }
            let base = Self.parameterBase(labels[secret] ?? label)
            var name = base
            var number = 2
            while parameters[name] != nil {
                name = "\(base)_\(number)"
                number += 1
            }
            parameterNames[secret] = name
            parameters[name] = secret
            return name
        }
        let writer = ScriptValueWriter()
        let isSecret = { (text: String) in secrets.contains { text.contains($0) } }
        var lines: [String] = []
        for step in steps {
            switch step {
            case .send(let command), .start(let command):
                let text = (try? writer.text(of: command, isSecret: isSecret, secretParameter: parameter))
                    ?? "# a Command the script cannot express: \(ExplorationCoverage.caseName(of: command))"
                let verb = if case .start = step { "start " } else { "send " }
                lines.append(text.hasPrefix("#") ? text : verb + text)
            case let .gesture(gesture, background):
                var written = gesture.description
                if case let .type(text, control) = gesture, isSecret(text) {
                    written = "type \"${\(parameter(for: text, label: control.label))}\" into \(control)"
                }
                lines.append((background ? "start " : "") + written)
            case .advance(let duration):
                lines.append("advance " + ((try? writer.text(of: duration)) ?? "0ms"))
            case .backend(let setting):
                let text = (try? writer.text(of: setting, isSecret: isSecret, secretParameter: parameter))
                    ?? "# a backend setting the script cannot express"
                lines.append(text.hasPrefix("#") ? text : "backend " + text)
            }
        }
        var head = header
        var sources: [String: String] = [:]
        if !parameters.isEmpty {
            head.append("# Supply each secret when running it: --param NAME=VALUE (or the environment).")
            for name in parameters.keys.sorted() {
                guard let value = parameters[name] else { continue }
                if let planName = names[value] {
                    sources[name] = planName
                    head.append(Self.sourceLine(parameter: name, planName: planName))
                } else {
                    head.append("# \(name) is a value a generator of the plan made, not one of its declared texts.")
                }
            }
            head += parameters.keys.sorted().map { "secret \($0)" }
        }
        return ((head + lines).joined(separator: "\n") + "\n", parameters, sources)
    }

    /// A parameter name from a field's label or a Command's label:
    /// `CARD_NUMBER` for "Card number", `PASSWORD_CHANGED` for `passwordChanged`.
    static func parameterBase(_ label: String) -> String {
        var result = ""
        var previousWasLower = false
        for character in label {
            if character.isLetter || character.isNumber, character.isASCII {
                if character.isUppercase, previousWasLower { result += "_" }
                result += character.uppercased()
                previousWasLower = character.isLowercase || character.isNumber
            } else {
                if !result.isEmpty, result.last != "_" { result += "_" }
                previousWasLower = false
            }
        }
        while result.hasSuffix("_") { result.removeLast() }
        guard let first = result.first, first.isLetter else { return "SECRET" + (result.isEmpty ? "" : "_" + result) }
        return result
    }
}
