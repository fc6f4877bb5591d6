/// Marks `Optional`, whose casts look through to the wrapped value, and
/// names the type it wraps.
protocol OptionalType {
    /// The type of the value an Optional of this type holds when it is not
    /// `nil`.
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
