/// One value of a ``CaseValue``'s payload, with its label if it has one:
/// `userId: "p-7"` or `"Ada"`.
public struct CaseArgument: Sendable, Hashable, CustomStringConvertible {
    /// The label, or `nil` for an unlabelled value.
    public var label: String?
    /// The value.
    public var value: ScriptValue
    /// Where the argument (its label, or its value when unlabelled) starts.
    public var location: SourceLocation

    /// Creates an argument.
    public init(label: String?, value: ScriptValue, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }

    /// The coding key Swift's synthesized `Codable` uses for this argument:
    /// its label, or `_0`, `_1`, … by position for an unlabelled one.
    public func codingKey(position: Int) -> String {
        label ?? "_\(position)"
    }

    /// `label: value`, or `value`.
    public var description: String {
        if let label { "\(label): \(value)" } else { value.description }
    }
}
