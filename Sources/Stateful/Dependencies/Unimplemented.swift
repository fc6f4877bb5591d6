/// A throwing, asynchronous endpoint for a dependency's test value: when
/// called it fails the current test with a message naming `endpoint`, then
/// throws ``UnimplementedEndpointError``.
///
/// It takes any arguments, so one spelling fits every endpoint:
///
/// ```swift
/// struct WeatherClient: Sendable {
///     var forecast: @Sendable (_ city: String) async throws -> Forecast
///     var cities: @Sendable () async -> [String]
/// }
///
/// extension WeatherClient {
///     static let testValue = WeatherClient(
///         forecast: unimplemented("WeatherClient.forecast"),               // fails the test, then throws
///         cities: unimplemented("WeatherClient.cities", placeholder: []))  // fails the test, then returns []
/// }
/// ```
///
/// The failure is reported to the running XCTest or Swift Testing test
/// once `StatefulTesting` provides the test's dependencies (`Dependencies.test`,
/// `withTestDependencies`, or the `.dependencies` test trait).
///
/// - Parameters:
///   - endpoint: The endpoint's name for the message, such as `"WeatherClient.forecast"`.
///   - fileID: The file ID of the code that made the endpoint, for the failure's location.
///   - filePath: The file path of the code that made the endpoint, for the failure's location.
///   - line: The line of the code that made the endpoint.
///   - column: The column of the code that made the endpoint.
public func unimplemented<each Argument, Result>(
    _ endpoint: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
    let call = UnimplementedEndpointCall(endpoint: endpoint, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) async throws -> Result in
        UnimplementedEndpointReporter.report(call)
        throw UnimplementedEndpointError(endpoint: endpoint)
    }
}

/// A throwing, synchronous endpoint for a dependency's test value: when
/// called it fails the current test with a message naming `endpoint`, then
/// throws ``UnimplementedEndpointError``.
///
/// ```swift
/// import Foundation
///
/// struct StorageClient: Sendable {
///     var load: @Sendable (URL) throws -> Data
/// }
///
/// extension StorageClient {
///     static let testValue = StorageClient(load: unimplemented("StorageClient.load"))
/// }
/// ```
///
/// - Parameters:
///   - endpoint: The endpoint's name for the message.
///   - fileID: The file ID of the code that made the endpoint, for the failure's location.
///   - filePath: The file path of the code that made the endpoint, for the failure's location.
///   - line: The line of the code that made the endpoint.
///   - column: The column of the code that made the endpoint.
public func unimplemented<each Argument, Result>(
    _ endpoint: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
    let call = UnimplementedEndpointCall(endpoint: endpoint, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) throws -> Result in
        UnimplementedEndpointReporter.report(call)
        throw UnimplementedEndpointError(endpoint: endpoint)
    }
}

/// A non-throwing, asynchronous endpoint for a dependency's test value: when
/// called it fails the current test with a message naming `endpoint`, then
/// returns `placeholder` so the code under test can go on.
///
/// ```swift
/// enum SpeechAuthorization: Sendable { case authorized, denied }
///
/// struct SpeechClient: Sendable {
///     var authorizationStatus: @Sendable () -> SpeechAuthorization
/// }
///
/// extension SpeechClient {
///     static let testValue = SpeechClient(
///         authorizationStatus: unimplemented("SpeechClient.authorizationStatus", placeholder: .denied))
/// }
/// ```
///
/// - Parameters:
///   - endpoint: The endpoint's name for the message.
///   - placeholder: What the endpoint returns after reporting the call.
///   - fileID: The file ID of the code that made the endpoint, for the failure's location.
///   - filePath: The file path of the code that made the endpoint, for the failure's location.
///   - line: The line of the code that made the endpoint.
///   - column: The column of the code that made the endpoint.
public func unimplemented<each Argument, Result: Sendable>(
    _ endpoint: String, placeholder: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
    let call = UnimplementedEndpointCall(endpoint: endpoint, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) async -> Result in
        UnimplementedEndpointReporter.report(call)
        return placeholder
    }
}

/// A non-throwing, synchronous endpoint for a dependency's test value: when
/// called it fails the current test with a message naming `endpoint`, then
/// returns `placeholder` (`()` for an endpoint that returns nothing).
///
/// ```swift
/// struct AnalyticsClient: Sendable {
///     var track: @Sendable (_ event: String) async -> Void
/// }
///
/// extension AnalyticsClient {
///     static let testValue = AnalyticsClient(track: unimplemented("AnalyticsClient.track", placeholder: ()))
/// }
/// ```
///
/// - Parameters:
///   - endpoint: The endpoint's name for the message.
///   - placeholder: What the endpoint returns after reporting the call.
///   - fileID: The file ID of the code that made the endpoint, for the failure's location.
///   - filePath: The file path of the code that made the endpoint, for the failure's location.
///   - line: The line of the code that made the endpoint.
///   - column: The column of the code that made the endpoint.
public func unimplemented<each Argument, Result: Sendable>(
    _ endpoint: String, placeholder: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
    let call = UnimplementedEndpointCall(endpoint: endpoint, fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) -> Result in
        UnimplementedEndpointReporter.report(call)
        return placeholder
    }
}
