import Foundation

/// A value user defaults hold, and so `.appStorage(_:store:)` keeps:
/// `Bool`, `Int`, `Double`, `String`, `Data`, `Date`, `URL` (as its text),
/// and an optional of one of these (`nil` removes the key).
///
/// Enums and other `RawRepresentable` types whose raw value is a `String` or
/// an `Int` need no conformance: `.appStorage` keeps them by their raw
/// value. Conform a type of your own when user defaults can hold it as one
/// of the types above:
///
/// ```swift
/// struct Volume: AppStorageValue, Equatable {
///     var level: Int
///     static func fromDefaults(_ object: Any) -> Volume? { (object as? Int).map(Volume.init(level:)) }
///     var defaultsObject: (any Sendable)? { level }
/// }
/// ```
public protocol AppStorageValue: Sendable {
    /// The value from what user defaults hold under its key, or `nil` when
    /// that is not such a value (the `@Shared` then holds its default).
    static func fromDefaults(_ object: Any) -> Self?
    /// What user defaults keep for the value (a property-list value); `nil`
    /// removes the key.
    var defaultsObject: (any Sendable)? { get }
}

extension Bool: AppStorageValue {
    /// The `Bool` stored.
    public static func fromDefaults(_ object: Any) -> Bool? { object as? Bool }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension Int: AppStorageValue {
    /// The `Int` stored.
    public static func fromDefaults(_ object: Any) -> Int? { object as? Int }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension Double: AppStorageValue {
    /// The `Double` stored.
    public static func fromDefaults(_ object: Any) -> Double? { object as? Double }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension String: AppStorageValue {
    /// The `String` stored.
    public static func fromDefaults(_ object: Any) -> String? { object as? String }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension Data: AppStorageValue {
    /// The `Data` stored.
    public static func fromDefaults(_ object: Any) -> Data? { object as? Data }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension Date: AppStorageValue {
    /// The `Date` stored.
    public static func fromDefaults(_ object: Any) -> Date? { object as? Date }
    /// Itself.
    public var defaultsObject: (any Sendable)? { self }
}

extension URL: AppStorageValue {
    /// The URL whose text is stored.
    public static func fromDefaults(_ object: Any) -> URL? { (object as? String).flatMap(URL.init(string:)) }
    /// Its absolute text.
    public var defaultsObject: (any Sendable)? { absoluteString }
}

extension Optional: AppStorageValue where Wrapped: AppStorageValue {
    /// The wrapped value stored, or `nil`.
    public static func fromDefaults(_ object: Any) -> Wrapped?? { Wrapped.fromDefaults(object).map { .some($0) } }
    /// The wrapped value's; `nil` removes the key.
    public var defaultsObject: (any Sendable)? { self?.defaultsObject }
}
