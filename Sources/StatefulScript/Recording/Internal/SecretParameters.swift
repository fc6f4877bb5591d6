import Stateful

/// The `secret` parameters of a recording: a name for each distinct secret
/// value, from the case or label it was found under, in the order found.
final class SecretParameters {
    /// The values, by parameter name.
    private(set) var values: [String: String] = [:]
    private var names: [String: String] = [:]
    /// Each secret named so far, with the label it was named after, in order.
    private(set) var found: [(secret: String, label: String)] = []
    /// Secrets known from elsewhere, and every value found so far.
    private var known: SecretMasker

    init(known: SecretMasker) {
        self.known = known
    }

    /// `value` as script text, its secrets as `"${NAME}"`.
    func write(_ value: Any) throws(ScriptWritingError) -> String {
        let known = known
        return try ScriptValueWriter().text(of: value, isSecret: { !known.isEmpty && known.mask($0) != $0 }) { secret, label in
            self.name(for: secret, label: label)
        }
    }

    /// Every secret known so far: those given, and those found in values written.
    var knownSecrets: SecretMasker { known }

    /// Whether `text` is a secret known so far.
    func isSecret(_ text: String) -> Bool {
        !known.isEmpty && known.mask(text) != text
    }

    /// Names `secret` after `label` (the label of the field it was typed
    /// into), unless it has a name already.
    func name(_ secret: String, after label: String) {
        _ = name(for: secret, label: label)
    }

    private func name(for secret: String, label: String) -> String {
        if let name = names[secret] { return name }
        let base = Self.base(label)
        var name = base
        var number = 2
        while values[name] != nil {
            name = "\(base)_\(number)"
            number += 1
        }
        names[secret] = name
        found.append((secret, label))
        values[name] = secret
        known.add(secret)
        return name
    }

    /// `inputPassword` → `INPUT_PASSWORD`, `Login ID` → `LOGIN_ID`: a word
    /// starts at a capital after a lower-case letter, so an
    /// acronym stays one word.
    static func base(_ label: String) -> String {
        var result = ""
        var previous: Character?
        for character in label {
            if character.isUppercase, let previous, previous.isLowercase, result.last != "_" {
                result += "_"
            }
            result += character.isLetter || character.isNumber ? character.uppercased() : "_"
            previous = character
        }
        guard let first = result.first, first.isLetter else { return "SECRET" + (result.isEmpty ? "" : "_" + result) }
        return result
    }
}
