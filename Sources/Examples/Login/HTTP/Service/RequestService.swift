import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``Request``s to a server with `URLSession` and decodes their JSON
/// responses: the seed's async/await `RequestService`.
///
/// ```swift
/// let service = RequestService(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let tokens = try await service.response(request: LogInRequest(loginId: id, password: password))
/// ```
public final class RequestService: Sendable {
    /// The URL every request's path is appended to.
    public let baseURL: URL
    /// How long a request may take before it fails with a timeout.
    public let timeout: TimeInterval
    private let session: URLSession

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - baseURL: Where the server is, such as `http://127.0.0.1:8080`.
    ///   - session: The session to send with; `.shared` by default.
    ///   - timeout: Seconds before a request times out; 10 by default.
    public init(baseURL: URL, session: URLSession = .shared, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
    }

    /// Sends `request` and decodes its response.
    ///
    /// - Throws: ``RequestError``: `.status` for a non-2xx answer,
    ///   `.undecodable` for a body that does not decode, `.transport` when the
    ///   server cannot be reached, `.cancelled` when the task is cancelled.
    public func response<R: Request>(request: R) async throws(RequestError) -> R.Response {
        let urlRequest = try makeURLRequest(request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw Self.transportError(error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .undecodable(reason: "the answer is not an HTTP response")
        }
        guard (200...299).contains(http.statusCode) else {
            throw .status(http.statusCode)
        }
        do {
            return try JSONDecoder().decode(R.Response.self, from: data)
        } catch let error as DecodingError {
            throw .undecodable(reason: Self.reason(error))
        } catch {
            throw .undecodable(reason: "the body could not be decoded")
        }
    }

    private func makeURLRequest<R: Request>(_ request: R) throws(RequestError) -> URLRequest {
        let path = request.path.hasPrefix("/") ? String(request.path.dropFirst()) : request.path
        var urlRequest = URLRequest(url: baseURL.appending(path: path), timeoutInterval: timeout)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        for (field, value) in request.headerFields.sorted(by: { $0.key < $1.key }) {
            urlRequest.setValue(value, forHTTPHeaderField: field)
        }
        do {
            if let body = try request.body() {
                urlRequest.httpBody = body
                urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        } catch {
            throw .invalidRequest(reason: "the body could not be encoded")
        }
        return urlRequest
    }

    /// A reason that names what is wrong, never a value from the body.
    private static func reason(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            return "`" + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "`"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context, key)) is missing"
        case .typeMismatch(_, let context):
            return "\(path(context)) has the wrong type"
        case .valueNotFound(_, let context):
            return "\(path(context)) is null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context)) is invalid"
        @unknown default:
            return "the body could not be decoded"
        }
    }

    private static func transportError(_ error: any Error) -> RequestError {
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else {
            return .transport(reason: "the request failed")
        }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .transport(reason: "the connection was refused")
        case .timedOut: return .transport(reason: "the request timed out")
        case .cannotFindHost, .dnsLookupFailed: return .transport(reason: "the server's host name could not be found")
        case .notConnectedToInternet: return .transport(reason: "there is no network connection")
        case .networkConnectionLost: return .transport(reason: "the connection was lost")
        case .badServerResponse: return .transport(reason: "the server's answer was not valid HTTP")
        default: return .transport(reason: "URL error \(urlError.code.rawValue)")
        }
    }
}
