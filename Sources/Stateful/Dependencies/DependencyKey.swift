/// Names one dependency and says what it is in the app and in tests.
///
/// A dependency is usually a struct of `@Sendable` closures (a client); its
/// key gives two values of it:
///
/// ```swift
/// enum WeatherAPI {   // the app's calls to the weather service
///     static func forecast(_ city: String) async throws -> Forecast { .sunny }
/// }
///
/// struct WeatherClient: Sendable {
///     var forecast: @Sendable (_ city: String) async throws -> Forecast
/// }
///
/// enum WeatherClientKey: DependencyKey {
///     static let liveValue = WeatherClient(forecast: { city in try await WeatherAPI.forecast(city) })
///     static let testValue = WeatherClient(forecast: unimplemented("WeatherClient.forecast"))
/// }
///
/// extension Dependencies {
///     var weatherClient: WeatherClient {
///         get { self[WeatherClientKey.self] }
///         set { self[WeatherClientKey.self] = newValue }
///     }
/// }
/// ```
///
/// Build the test value with `unimplemented(_:)`
/// (and its overloads): each endpoint then fails the test that calls it
/// without overriding it, naming the endpoint. The test value must not reach
/// anything real (network, disk, time).
public protocol DependencyKey {
    /// The dependency's type, shared across tasks and threads.
    associatedtype Value: Sendable

    /// The value an app runs with, where nothing overrides it.
    static var liveValue: Value { get }

    /// The value a test runs with, where nothing overrides it (under
    /// ``Dependencies/context`` ``DependencyContext/test``). Every endpoint
    /// should fail the test that uses it.
    static var testValue: Value { get }
}
