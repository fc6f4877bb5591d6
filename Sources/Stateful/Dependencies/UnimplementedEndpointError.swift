/// What a throwing unimplemented endpoint throws once it has reported the
/// call (see `unimplemented(_:)`).
public struct UnimplementedEndpointError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The endpoint that was called: `"WeatherClient.forecast"`.
    public let endpoint: String

    /// Creates the error for `endpoint`.
    public init(endpoint: String) {
        self.endpoint = endpoint
    }

    /// `unimplemented dependency endpoint 'WeatherClient.forecast'`.
    public var description: String { "unimplemented dependency endpoint '\(endpoint)'" }
}
