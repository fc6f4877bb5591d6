/// A call to a dependency endpoint that the test never overrode: what
/// `unimplemented(_:)` reports.
public struct UnimplementedEndpointCall: Sendable {
    /// The endpoint's name, as its test value gave it: `"WeatherClient.forecast"`.
    public let endpoint: String
    /// Where the endpoint's test value was built (the `unimplemented` call).
    public let fileID: StaticString
    /// The full path of that file.
    public let filePath: StaticString
    /// The line of that call.
    public let line: UInt
    /// The column of that call.
    public let column: UInt

    /// Creates a report of a call to `endpoint`, whose test value was built at the given place.
    public init(endpoint: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.endpoint = endpoint
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// What the failing test reports: the endpoint and how to give it a value.
    ///
    /// ```
    /// Unimplemented dependency endpoint 'WeatherClient.forecast' was called. The test did not override it, so it ran its test value. Override it where the store is made (withTestDependencies { $0… = … } operation: { … }) or for the whole test (@Test(.dependencies { … })), or make the test not call it.
    /// ```
    public var message: String {
        "Unimplemented dependency endpoint '\(endpoint)' was called. The test did not override it, so it ran its test value. "
            + "Override it where the store is made (withTestDependencies { $0… = … } operation: { … }) "
            + "or for the whole test (@Test(.dependencies { … })), or make the test not call it."
    }
}
