import Foundation

/// An HTTP request whose response body decodes from JSON as ``Response``:
/// the seed's `Request`, sent by ``RequestService/response(request:)``.
///
/// ```swift
/// struct UserRequest: Request {
///     typealias Response = UserResponse
///     var accessToken: String
///     var method: HTTPMethod { .get }
///     var path: String { "/user" }
///     var headerFields: [String: String] { ["Authorization": "Bearer \(accessToken)"] }
/// }
/// ```
public protocol Request: Sendable {
    /// What a successful (2xx) response's JSON body decodes into.
    associatedtype Response: Decodable & Sendable

    /// The HTTP method.
    var method: HTTPMethod { get }
    /// The path under the service's base URL, such as `/login`.
    var path: String { get }
    /// Extra header fields. None by default.
    var headerFields: [String: String] { get }
    /// The body, or `nil` for none (the default).
    func body() throws -> Data?
}

extension Request {
    /// No extra header fields.
    public var headerFields: [String: String] { [:] }

    /// No body.
    public func body() throws -> Data? { nil }
}
