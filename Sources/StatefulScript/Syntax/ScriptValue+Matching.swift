extension ScriptValue {
    /// Whether the Swift value `actual` equals this script value:
    ///
    /// - a string matches a `String` (or a `String`-backed enum's raw value);
    /// - a number matches any integer or floating-point type of that value;
    /// - `true`/`false` match a `Bool`, `nil` matches an empty `Optional`;
    /// - `250ms` matches a `Duration` of that length;
    /// - a list matches a collection with matching elements in order;
    /// - a case matches an enum value of that case (by reflection) whose
    ///   payload matches the arguments, positionally and by label; written
    ///   without parentheses, a case matches whatever the payload; a
    ///   `Name(label: …)` matches a struct of that type name by its properties.
    ///
    /// A case without payload is recognised by its name as the value prints,
    /// so an enum with a custom `description` only matches with a payload or
    /// through a value dump.
    public func matches(_ actual: Any) -> Bool {
        let mirror = Mirror(reflecting: actual)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return kind == .null }
            return matches(wrapped)
        }
        switch kind {
        case .null:
            return false
        case .string(let string):
            if let text = actual as? String { return text == string }
            if let text = actual as? Substring { return text == string }
            if let raw = actual as? any RawRepresentable<String> { return raw.rawValue == string }
            return false
        case .integer(let integer):
            if let number = actual as? any BinaryInteger { return Int(exactly: number) == integer }
            if let number = actual as? any BinaryFloatingPoint { return Double(number) == Double(integer) }
            if let raw = actual as? any RawRepresentable<Int> { return raw.rawValue == integer }
            return false
        case .floatingPoint(let double):
            if let number = actual as? any BinaryFloatingPoint { return Double(number) == double }
            if let number = actual as? any BinaryInteger { return Double(exactly: number) == double }
            return false
        case .boolean(let bool):
            return (actual as? Bool) == bool
        case .duration(let duration):
            return (actual as? Duration) == duration
        case .array(let elements):
            guard mirror.displayStyle == .collection || mirror.displayStyle == .set,
                  mirror.children.count == elements.count else { return false }
            return zip(elements, mirror.children).allSatisfy { $0.matches($1.value) }
        case .caseValue(let caseValue):
            return Self.matches(caseValue, actual, mirror)
        }
    }

    private static func matches(_ caseValue: CaseValue, _ actual: Any, _ mirror: Mirror) -> Bool {
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                return (caseValue.arguments ?? []).isEmpty && String(describing: actual) == caseValue.name
            }
            guard payload.label == caseValue.name else { return false }
            guard let arguments = caseValue.arguments else { return true }
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return matches(arguments, inner.children.map { ($0.label, $0.value) })
            }
            return arguments.count == 1 && arguments[0].value.matches(payload.value)
        case .struct, .class:
            guard String(describing: type(of: actual)) == caseValue.name, let arguments = caseValue.arguments else {
                return false
            }
            let properties = mirror.children.compactMap { child in child.label.map { (Optional($0), child.value) } }
            return arguments.allSatisfy { argument in
                properties.contains { $0.0 == argument.label && argument.value.matches($0.1) }
            }
        default:
            return false
        }
    }

    /// Arguments against a payload tuple: same count, labels equal where
    /// written (a tuple's unlabelled elements are `.0`, `.1`, …).
    private static func matches(_ arguments: [CaseArgument], _ elements: [(String?, Any)]) -> Bool {
        guard arguments.count == elements.count else { return false }
        return zip(arguments, elements).allSatisfy { argument, element in
            let elementLabel = element.0.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return argument.label == elementLabel && argument.value.matches(element.1)
        }
    }
}
