import Stateful
/// Writes a generated sequence as a flow: Commands as `send` lines in case
/// syntax (``ScriptValueWriter``), gestures as `tap`/`type`/`toggle` lines,
/// `advance` and `backend` lines; every secret as a `secret` parameter,
/// whose value is supplied when the flow runs (`--param NAME=…`).
struct ExplorationFlowWriter<Command: Sendable, Backend: Sendable> {
    /// The secret values of the sequence (typed into secure fields).
    var secrets: [String]

    func write(_ steps: [ExplorationStep<Command, Backend>], header: [String] = []) -> (flow: String, secretParameters: [String: String]) {
        var parameters: [String: String] = [:]
        var names: [String: String] = [:]
        func parameter(for secret: String, label: String) -> String {
            if let name = names[secret] { return name }
            let base = Self.parameterBase(label)
            var name = base
            var number = 2
            while parameters[name] != nil {
                name = "\(base)_\(number)"
                number += 1
            }
            names[secret] = name
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
                    written = "type \"${\(parameter(for: text, label: "secret"))}\" into \(control)"
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
        if !parameters.isEmpty {
            head.append("# Supply each secret when running it: --param NAME=VALUE (or the environment).")
            head += parameters.keys.sorted().map { "secret \($0)" }
        }
        return ((head + lines).joined(separator: "\n") + "\n", parameters)
    }

    private static func parameterBase(_ label: String) -> String {
        var result = ""
        for character in label {
            if character.isUppercase, !result.isEmpty, result.last != "_" { result += "_" }
            result += character.isLetter || character.isNumber ? character.uppercased() : "_"
        }
        guard let first = result.first, first.isLetter else { return "SECRET" + (result.isEmpty ? "" : "_" + result) }
        return result
    }
}
