import StatefulSnapshot

/// Finds values inside a State by a property path, and compares them with
/// script values.
enum StateQuery {
    /// The value at `path` in `root`, looking through enum payloads (such as
    /// `ViewState.completed`) and optionals on the way.
    static func value(at path: [String], in root: Any) -> Result<Any, QueryError> {
        var current = root
        var walked: [String] = []
        for name in path {
            current = unwrapped(current)
            let mirror = Mirror(reflecting: current)
            guard let child = mirror.children.first(where: { $0.label == name || $0.label == "_" + name }) else {
                let available = mirror.children.compactMap { $0.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } }
                return .failure(QueryError(path: walked, name: name, available: available))
            }
            current = child.value
            walked.append(name)
        }
        return .success(current)
    }

    /// Looks through an enum case with a single payload and through `Optional.some`.
    private static func unwrapped(_ value: Any) -> Any {
        var current = value
        while true {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
                  mirror.children.count == 1, let child = mirror.children.first
            else { return current }
            current = child.value
        }
    }

    /// Whether `actual` equals the script's `expected` value.
    static func matches(_ actual: Any, _ expected: ScriptValue) -> Bool {
        let mirror = Mirror(reflecting: actual)
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first?.value else {
                if case .null = expected.kind { return true }
                return false
            }
            return matches(some, expected)
        }
        switch expected.kind {
        case .string(let string):
            if let actual = actual as? String { return actual == string }
            if let actual = actual as? Substring { return actual == string }
            if let actual = actual as? Character { return String(actual) == string }
            return false
        case .integer(let integer):
            if let actual = actual as? any BinaryInteger { return Int(exactly: actual) == integer }
            if let actual = actual as? Double { return actual == Double(integer) }
            return false
        case .floatingPoint(let double):
            if let actual = actual as? Double { return actual == double }
            if let actual = actual as? Float { return Double(actual) == double }
            return false
        case .boolean(let bool):
            return (actual as? Bool) == bool
        case .null:
            return false
        case .array, .caseValue:
            return caseSyntax(of: actual) == expected.description
        }
    }

    /// A value in the script's case syntax: its one-line dump without a
    /// leading dot (`complete(userId: "u-42")`), secrets masked.
    static func caseSyntax(of value: Any) -> String {
        let line = ValueDump.node(of: value).singleLine
        return line.hasPrefix(".") ? String(line.dropFirst()) : line
    }

    /// The case name of a value in case syntax: `complete` for `complete(userId: "u-42")`.
    static func caseName(_ caseSyntax: String) -> Substring {
        caseSyntax.prefix { $0 != "(" }
    }
}

/// A property path that does not lead anywhere.
struct QueryError: Error {
    let path: [String]
    let name: String
    let available: [String]

    var message: String {
        let place = path.isEmpty ? "the state" : path.joined(separator: ".")
        let options = available.isEmpty ? "it has no properties" : "it has " + available.joined(separator: ", ")
        return "\(place) has no `\(name)` (\(options))"
    }
}
