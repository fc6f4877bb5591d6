import Stateful

extension StateExpectation {
    /// The value at ``path`` in `state`, read by reflection: each name is a
    /// stored property, a query of a ``/Stateful/QueryableState``, or a fact
    /// of a collection (`count`, `isEmpty`, `first`, `last`); `Optional`s are
    /// unwrapped; an enum case holding one value (a completed `ViewState`) is
    /// looked through to that value.
    ///
    /// ```swift
    /// let here = SourceLocation(file: "Flows/save.flow", line: 3, column: 6)
    /// let expectation = StateExpectation(path: ["name"], comparison: .equal, value: ScriptValue(.string("Ada"), at: here), isSecret: false)
    /// let store = ProfileStore()
    /// await store.dispatchCommand(.setName("Ada"))
    /// let actual = try expectation.actualValue(in: store.currentState)  // "Ada"
    /// expectation.isSatisfied(by: actual)                                 // true
    /// ```
    ///
    /// - Throws: ``StatePathError`` naming the property that does not exist.
    public func actualValue(in state: Any) throws(StatePathError) -> Any {
        try resolve(in: state).value
    }

    /// The value at ``path`` in `state`, and whether it is secret: a property
    /// or query on the way that its type lists in ``/Stateful/Redactable/redactedLabels``,
    /// or a ``/Stateful/SecretValue``. Secrecy comes from the State's own types,
    /// whatever the script declared.
    ///
    /// - Throws: ``StatePathError`` naming the property that does not exist.
    public func resolve(in state: Any) throws(StatePathError) -> (value: Any, isSecret: Bool) {
        var current = Self.sharedValue(of: state)
        var isSecret = false
        for written in path {
            current = try Self.lookThrough(current, toward: written)
            let component = StatePathComponent(written)
            guard case .name(let name) = component else {
                current = try Self.element(component, of: current, written: written, isSecret: isSecret)
                continue
            }
            let children = Self.properties(of: current)
            if let match = children.first(where: { $0.label == name }) {
                if Redaction.isSecret(label: name, of: type(of: current)) { isSecret = true }
                current = match.value
            } else if let queryable = current as? any QueryableState, let value = queryable.queryValue(named: name) {
                if Redaction.isSecret(label: name, of: type(of: current)) { isSecret = true }
                current = value
            } else if let fact = Self.collectionFact(name, of: current) {
                current = fact
                continue
            } else {
                var labels = children.map(\.label)
                if let queryable = current as? any QueryableState { labels += type(of: queryable).queryNames }
                labels += Self.collectionFacts(of: current)
                throw .noProperty(
                    name, typeName: TypeName.full(type(of: current)),
                    suggestion: Suggestion.closest(to: name, in: labels), available: labels)
            }
            current = Self.sharedValue(of: current)
            if current is any SecretValue { isSecret = true }
        }
        return (current, isSecret)
    }

    /// The value a `@Shared` property holds, read through; any other value
    /// as it is.
    private static func sharedValue(of value: Any) -> Any {
        (value as? any SharedValueHolder)?.sharedValue ?? value
    }

    /// Whether `actual` satisfies the expectation: equal to ``value`` for
    /// `==`, different for `!=` (see ``ScriptValue/matches(_:)``); ordered
    /// as written for `<`, `<=`, `>`, `>=` (numbers with numbers, durations
    /// with durations); containing it for `contains` (a string's text, a
    /// collection's element); an empty or a filled optional for `is nil` and
    /// `is not nil`. A value that cannot be compared this way does not
    /// satisfy it (see ``comparisonProblem(with:)``).
    public func isSatisfied(by actual: Any) -> Bool {
        switch comparison {
        case .equal: value.matches(actual)
        case .notEqual: !value.matches(actual)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            Self.order(actual, value).map { ordering in
                switch comparison {
                case .less: ordering < 0
                case .lessOrEqual: ordering <= 0
                case .greater: ordering > 0
                default: ordering >= 0
                }
            } ?? false
        case .contains: Self.contains(actual, value) ?? false
        case .isNil: ScriptValue(.null, at: value.location).matches(actual)
        case .isNotNil: !ScriptValue(.null, at: value.location).matches(actual)
        }
    }

    /// Why `actual` cannot be compared as the expectation asks (a string
    /// with `<`, a number with `contains`), or `nil` when it can.
    public func comparisonProblem(with actual: Any) -> String? {
        let found = Self.unwrapped(actual).map { "of type `\(TypeName.full(type(of: $0)))`" } ?? "nil"
        switch comparison {
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard Self.order(actual, value) == nil else { return nil }
            return "`\(comparison.rawValue)` compares a number with a number or a duration with a duration; "
                + "\(pathText) is \(found) and the value is \(value.kindDescription)"
        case .contains:
            guard Self.contains(actual, value) == nil else { return nil }
            return "`contains` looks in a string (for a string) or in a collection; \(pathText) is \(found)"
        case .equal, .notEqual, .isNil, .isNotNil:
            return nil
        }
    }

    /// The value inside any optionals, or `nil` for an empty one.
    private static func unwrapped(_ value: Any) -> Any? {
        var current = value
        while true {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .optional else { return current }
            guard let wrapped = mirror.children.first?.value else { return nil }
            current = wrapped
        }
    }

    /// -1, 0 or 1 as `actual` is less than, equal to or greater than
    /// `expected`; `nil` when they are not both numbers or both durations.
    private static func order(_ actual: Any, _ expected: ScriptValue) -> Int? {
        guard let actual = unwrapped(actual) else { return nil }
        switch expected.kind {
        case .integer, .floatingPoint:
            let expectedNumber: Double
            switch expected.kind {
            case .integer(let integer): expectedNumber = Double(integer)
            case .floatingPoint(let double): expectedNumber = double
            default: return nil
            }
            let number: Double
            if let integer = actual as? any BinaryInteger {
                number = Double(integer)
            } else if let floating = actual as? any BinaryFloatingPoint {
                number = Double(floating)
            } else {
                return nil
            }
            guard !number.isNaN, !expectedNumber.isNaN else { return nil }
            return number < expectedNumber ? -1 : number > expectedNumber ? 1 : 0
        case .duration(let expectedDuration):
            guard let duration = actual as? Duration else { return nil }
            return duration < expectedDuration ? -1 : duration > expectedDuration ? 1 : 0
        default:
            return nil
        }
    }

    /// Whether `actual` contains `expected`: a string's text (for a string
    /// value), a collection's element; `nil` when it is neither.
    private static func contains(_ actual: Any, _ expected: ScriptValue) -> Bool? {
        guard let actual = unwrapped(actual) else { return nil }
        if let text = actual as? String {
            guard case .string(let part) = expected.kind else { return nil }
            return text.contains(part)
        }
        if let text = actual as? Substring {
            guard case .string(let part) = expected.kind else { return nil }
            return text.contains(part)
        }
        let mirror = Mirror(reflecting: actual)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
        return mirror.children.contains { expected.matches($0.value) }
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

    /// The facts every collection answers without a declaration: `count`
    /// and `isEmpty` for any collection, set, dictionary or string; `first`
    /// and `last` for an ordered one (an array, an ``/Stateful/IdentifiedArray``,
    /// a ``/Stateful/StackState``). Empty for any other value.
    private static func collectionFacts(of value: Any) -> [String] {
        if value is any StackDumpable { return ["count", "isEmpty", "first", "last"] }
        if value is String || value is Substring { return ["count", "isEmpty"] }
        switch Mirror(reflecting: value).displayStyle {
        case .collection: return ["count", "isEmpty", "first", "last"]
        case .set, .dictionary: return ["count", "isEmpty"]
        default: return []
        }
    }

    /// The fact `name` of a collection (see ``collectionFacts(of:)``), or
    /// `nil` when `value` does not answer it. `first` and `last` of an empty
    /// collection are `nil`.
    private static func collectionFact(_ name: String, of value: Any) -> Any? {
        guard collectionFacts(of: value).contains(name) else { return nil }
        if let text = value as? String { return name == "count" ? text.count : text.isEmpty }
        if let text = value as? Substring { return name == "count" ? text.count : text.isEmpty }
        let elements = orderedElements(of: value).map(\.value)
        switch name {
        case "count": return elements.count
        case "isEmpty": return elements.isEmpty
        case "first": return elements.first as Any
        default: return elements.last as Any
        }
    }

    /// The elements of a stack (each labelled with its id, `#3`), or of a
    /// collection, set or dictionary (unlabelled), in the order they
    /// reflect.
    private static func orderedElements(of value: Any) -> [(label: String?, value: Any)] {
        if let stack = value as? any StackDumpable {
            return stack.labelledElements.map { (String($0.label.dropFirst()), $0.value) }
        }
        return Mirror(reflecting: value).children.map { (nil, $0.value) }
    }

    /// The element a subscript names: `[2]` a position in an array (an id in
    /// a stack), `[at: 2]` a position in either, `[id: 3]` the element whose
    /// `id` reads `3` (a stack's screen with that id). `available` lists the
    /// elements there are, unless the collection is secret.
    private static func element(
        _ component: StatePathComponent, of value: Any, written: String, isSecret: Bool
    ) throws(StatePathError) -> Any {
        let isStack = value is any StackDumpable
        guard isStack || Mirror(reflecting: value).displayStyle == .collection else {
            throw .notACollection(written, typeName: TypeName.full(type(of: value)))
        }
        let elements = orderedElements(of: value)
        func missing(_ available: [String]) -> StatePathError {
            .noElement(written, available: isSecret ? [] : available)
        }
        switch component {
        case .shorthand(let number) where isStack:
            guard let match = elements.first(where: { $0.label == String(number) }) else {
                throw missing(elements.map { "[\($0.label ?? "")]" })
            }
            return match.value
        case .shorthand(let position), .position(let position):
            guard elements.indices.contains(position) else {
                throw missing(elements.indices.map { component == .shorthand(position) ? "[\($0)]" : "[at: \($0)]" })
            }
            return elements[position].value
        case .id(let id, _):
            let ids = elements.map { $0.label ?? identifier(of: $0.value) }
            guard let index = ids.firstIndex(where: { $0 == id }) else {
                throw missing(ids.compactMap { $0 }.map { StatePathComponent.id($0, quoted: Int($0) == nil).text })
            }
            return elements[index].value
        case .name:
            return value
        }
    }

    /// The `id` of an `Identifiable` element as text (a `RawRepresentable`
    /// id's raw value), or `nil` for an element with no id.
    private static func identifier(of element: Any) -> String? {
        guard let identifiable = element as? any Identifiable else { return nil }
        let id: Any = identifiable.id
        if let raw = id as? any RawRepresentable { return String(describing: raw.rawValue) }
        return String(describing: id)
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
