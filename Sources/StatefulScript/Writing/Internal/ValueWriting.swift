import Foundation
import Stateful
import StatefulSnapshot

/// One run of ``ScriptValueWriter``: walks a value by reflection (and, for a
/// type that encodes one value, through its `Encodable` form).
struct ValueWriting {
    /// The parameter name for a secret string under a label; `nil` to write
    /// secrets as they are (only for values known not to be secret).
    let secretString: ((String, String) -> String)?
    /// Whether a string holds a secret known from elsewhere.
    let isSecret: (String) -> Bool
    /// The label the current secret was found under.
    private var secretLabel = ""

    init(secretString: ((String, String) -> String)?, isSecret: @escaping (String) -> Bool = { _ in false }) {
        self.secretString = secretString
        self.isSecret = isSecret
    }

    mutating func write(_ value: Any, secret: Bool) throws(ScriptWritingError) -> String {
        let mirror = Mirror(reflecting: value)
        let typeName = String(reflecting: type(of: value))
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return try write(wrapped, secret: secret)
        }
        if let string = value as? String { return try stringLiteral(string, secret: secret) }
        if secret, secretString != nil { throw .secretIsNotAString(typeName: typeName) }
        if let bool = value as? Bool { return bool ? "true" : "false" }
        if let integer = value as? any BinaryInteger {
            guard let exact = Int(exactly: integer) else {
                throw .notExpressible(typeName: typeName, reason: "the script's integers are `Int`s, and this one does not fit")
            }
            return String(exact)
        }
        if let double = value as? Double { return try ScriptNumberText.text(of: double, typeName: typeName) }
        if let float = value as? Float { return try ScriptNumberText.text(of: float, typeName: typeName) }
        if let duration = value as? Duration { return try ScriptNumberText.text(of: duration) }
        if let uuid = value as? UUID { return ScriptStringLiteral.text(of: uuid.uuidString) }
        switch mirror.displayStyle {
        case .collection:
            return try list(mirror.children.map(\.value), secret: secret)
        case .set:
            // A set's order is the hasher's: write the elements sorted by their text.
            var texts: [String] = []
            for child in mirror.children { texts.append(try write(child.value, secret: secret)) }
            return "[" + texts.sorted().joined(separator: ", ") + "]"
        case .dictionary:
            throw .notExpressible(typeName: typeName, reason: "the script has no dictionary literal")
        case .tuple:
            throw .notExpressible(typeName: typeName, reason: "the script has no tuple literal outside a case's payload")
        case .enum:
            if let raw = try rawValueText(value, mirror: mirror) { return raw }
            if let single = try singleEncodedValue(value, secret: secret) { return single }
            return try enumCase(value, mirror: mirror, secret: secret)
        case .struct:
            if let single = try singleEncodedValue(value, secret: secret, keyedAsStruct: true) { return single }
            return try structure(value, mirror: mirror, typeName: typeName, secret: secret)
        default:
            if let single = try singleEncodedValue(value, secret: secret) { return single }
            throw .notExpressible(
                typeName: typeName, reason: "only enums, structs, strings, numbers, Booleans, durations, lists and optionals can be")
        }
    }

    private mutating func list(_ elements: [Any], secret: Bool) throws(ScriptWritingError) -> String {
        var texts: [String] = []
        for element in elements { texts.append(try write(element, secret: secret)) }
        return "[" + texts.joined(separator: ", ") + "]"
    }

    private mutating func stringLiteral(_ string: String, secret: Bool) throws(ScriptWritingError) -> String {
        if let secretString, secret || isSecret(string) {
            return "\"${" + secretString(string, secret ? secretLabel : "secret") + "}\""
        }
        return ScriptStringLiteral.text(of: string)
    }

    /// A `String`- or `Int`-backed enum's case, as its raw value: `large`
    /// (a bare word when the raw value is one) or `"x y"`, or `3`.
    private func rawValueText(_ value: Any, mirror: Mirror) throws(ScriptWritingError) -> String? {
        guard mirror.children.isEmpty else { return nil }
        if let raw = value as? any RawRepresentable<String> {
            let text = raw.rawValue
            return ScriptIdentifier.isPlainIdentifier(text) ? text : ScriptStringLiteral.text(of: text)
        }
        if let raw = value as? any RawRepresentable<Int> { return String(raw.rawValue) }
        return nil
    }

    /// The text of what `value` encodes, when its `Encodable` form is one
    /// value, or (for a struct, `keyedAsStruct`) one keyed container of
    /// values: `Name(key: value, …)` by the keys its coding uses, so that a
    /// property it leaves out or renames is written as its decoder reads it.
    private mutating func singleEncodedValue(
        _ value: Any, secret: Bool, keyedAsStruct: Bool = false
    ) throws(ScriptWritingError) -> String? {
        guard let encodable = value as? any Encodable, let single = SingleValueCapture.capture(encodable) else {
            return nil
        }
        switch single {
        case .null: return "nil"
        case .value(let inner): return try write(inner, secret: secret)
        case .keyed(let pairs):
            guard keyedAsStruct else { return nil }
            let valueType = type(of: value)
            let name = try structName(of: valueType)
            var arguments: [String] = []
            for (key, inner) in pairs {
                guard ScriptIdentifier.isPlainIdentifier(key), !key.hasPrefix("_") else { return nil }
                let keyIsSecret = secret || Redaction.isSecret(label: key, of: valueType)
                let saved = secretLabel
                if keyIsSecret, !secret { secretLabel = key }
                let text = try inner.map { (inner) throws(ScriptWritingError) -> String in try write(inner, secret: keyIsSecret) } ?? "nil"
                secretLabel = saved
                arguments.append("\(key): \(text)")
            }
            return name + "(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// A struct's name as the script writes it: one word starting with a capital.
    private func structName(of valueType: Any.Type) throws(ScriptWritingError) -> String {
        let name = String(describing: valueType)
        guard ScriptIdentifier.isPlainIdentifier(name), name.first?.isUppercase == true else {
            throw .notExpressible(
                typeName: String(reflecting: valueType),
                reason: "a struct is written `Name(label: value)`, and its name is not one word starting with a capital")
        }
        return name
    }

    private mutating func enumCase(_ value: Any, mirror: Mirror, secret: Bool) throws(ScriptWritingError) -> String {
        let valueType = type(of: value)
        guard let payload = mirror.children.first else {
            let name = EnumCaseName.name(of: value)
            try checkName(name, of: valueType)
            return name
        }
        guard let name = payload.label else {
            throw .notExpressible(typeName: String(reflecting: valueType), reason: "its case has no name")
        }
        try checkName(name, of: valueType)
        let caseIsSecret = secret || Redaction.isSecret(label: name, of: valueType)
        let outerLabel = secretLabel
        if caseIsSecret, !secret { secretLabel = name }
        defer { secretLabel = outerLabel }
        let inner = Mirror(reflecting: payload.value)
        var arguments: [String] = []
        if inner.displayStyle == .tuple {
            for element in inner.children {
                let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                let argumentIsSecret = caseIsSecret || label.map { Redaction.isSecret(label: $0, of: valueType) } == true
                let saved = secretLabel
                if argumentIsSecret, !caseIsSecret, let label { secretLabel = label }
                let text = try write(element.value, secret: argumentIsSecret)
                secretLabel = saved
                arguments.append(label.map { "\($0): \(text)" } ?? text)
            }
        } else {
            arguments.append(try write(payload.value, secret: caseIsSecret))
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `Name(label: value, …)`, as the decoder reads a struct.
    private mutating func structure(
        _ value: Any, mirror: Mirror, typeName: String, secret: Bool
    ) throws(ScriptWritingError) -> String {
        let valueType = type(of: value)
        let name = try structName(of: valueType)
        var arguments: [String] = []
        for child in mirror.children {
            guard let label = child.label, ScriptIdentifier.isPlainIdentifier(label) else {
                throw .notExpressible(typeName: typeName, reason: "a property has no name the script can write")
            }
            let propertyIsSecret = secret || Redaction.isSecret(label: label, of: valueType)
            let saved = secretLabel
            if propertyIsSecret, !secret { secretLabel = label }
            arguments.append("\(label): " + (try write(child.value, secret: propertyIsSecret)))
            secretLabel = saved
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    private func checkName(_ name: String, of type: Any.Type) throws(ScriptWritingError) {
        guard ScriptIdentifier.isPlainIdentifier(name), !["true", "false", "nil"].contains(name) else {
            throw .notExpressible(typeName: String(reflecting: type), reason: "its case name is not a word the script reads as a case")
        }
    }
}
