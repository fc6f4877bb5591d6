/// Gives a State struct a non-mutating way to change one property, so a
/// `transform` can stay a pure expression.
///
/// ```swift
/// struct ProfileContent: Mutable { var name = "" }
///
/// let content = ProfileContent()
/// let next = content.mutate(keyPath: \.name, value: "Ada")
/// ```
public protocol Mutable {}

extension Mutable {
    /// Returns a copy of `self` with `value` at `keyPath`.
    public func mutate<Value>(keyPath: WritableKeyPath<Self, Value>, value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
