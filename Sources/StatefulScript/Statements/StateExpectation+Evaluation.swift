extension StateExpectation {
    /// The value at ``path`` in `state`, read by reflection: each name is a
    /// stored property; `Optional`s are unwrapped; an enum case holding one
    /// value (a completed `ViewState`) is looked through to that value.
    ///
    /// ```swift
    /// let actual = try expectation.actualValue(in: store.currentState)  // "a@example.com"
    /// expectation.isSatisfied(by: actual)                                 // true
    /// ```
    public func actualValue(in state: Any) throws(StatePathError) -> Any {
        var current = state
        for name in path {
            current = try Self.lookThrough(current, toward: name)
            let children = Self.properties(of: current)
            guard let match = children.first(where: { $0.label == name }) else {
                let labels = children.map(\.label)
                throw .noProperty(
                    name, typeName: String(describing: type(of: current)),
                    suggestion: Suggestion.closest(to: name, in: labels), available: labels)
            }
            current = match.value
        }
        return current
    }

    /// Whether `actual` satisfies the expectation: equal to ``value`` for
    /// `==`, different for `!=` (see ``ScriptValue/matches(_:)``).
    public func isSatisfied(by actual: Any) -> Bool {
        switch comparison {
        case .equal: value.matches(actual)
        case .notEqual: !value.matches(actual)
        }
    }

    private static func lookThrough(_ value: Any, toward name: String) throws(StatePathError) -> Any {
        var current = value
        while true {
            let mirror = Mirror(reflecting: current)
            switch mirror.displayStyle {
            case .optional:
                guard let wrapped = mirror.children.first?.value else {
                    throw .unavailable(name, caseName: "nil")
                }
                current = wrapped
            case .enum:
                guard let only = mirror.children.first, mirror.children.count == 1, only.label != name else {
                    if mirror.children.isEmpty { throw .unavailable(name, caseName: String(describing: current)) }
                    return current
                }
                current = only.value
            default:
                return current
            }
        }
    }

    /// The stored properties, superclasses' included, `_wrapper` names shown
    /// as `wrapper`.
    private static func properties(of value: Any) -> [(label: String, value: Any)] {
        var result: [(label: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                guard var label = child.label else { continue }
                if label.hasPrefix("_") { label.removeFirst() }
                result.append((label, child.value))
            }
            mirror = current.superclassMirror
        }
        return result
    }
}
