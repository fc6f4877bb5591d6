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
    /// How long a request may wait for the server (to connect, or between
    /// two pieces of the answer) before it fails with a timeout.
    public let timeout: TimeInterval
    /// How long a request may take in all, however steadily the server
    /// trickles its answer.
    public let totalTimeout: TimeInterval
    /// The largest response body accepted, in bytes; a larger one fails the
    /// request as soon as it grows past this, without being kept whole.
    public let maximumBodyBytes: Int
    private let session: URLSession
    /// The delegate of the service's own session (nil with a caller's session).
    private let ownSession: RequestSessionDelegate?

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - baseURL: Where the server is, such as `http://127.0.0.1:8080`.
    ///   - session: The session to send with. By default, a session of the
    ///     service's own whose idle timeout is `timeout` (URLSession on Linux
    ///     ignores a request's own `timeoutInterval` and would wait 60
    ///     seconds) and which does not send `Authorization` to another
    ///     origin when the server redirects.
    ///   - timeout: Seconds a request may wait for the server; 10 by default.
    ///   - totalTimeout: Seconds a request may take in all; 30 by default.
    ///   - maximumBodyBytes: The largest response body accepted; 1 MiB by
    ///     default. The service's own session stops receiving past it; with
    ///     a caller's session the body is checked once received.
    public init(
        baseURL: URL, session: URLSession? = nil, timeout: TimeInterval = 10, totalTimeout: TimeInterval = 30,
        maximumBodyBytes: Int = 1 << 20
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.totalTimeout = totalTimeout
        self.maximumBodyBytes = maximumBodyBytes
        if let session {
            self.session = session
            ownSession = nil
        } else {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = totalTimeout
            let delegate = RequestSessionDelegate(maximumBodyBytes: maximumBodyBytes)
            self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            ownSession = delegate
        }
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
            (data, response) = try await withinTotalTimeout { [session, ownSession] in
                if let ownSession { return try await ownSession.data(for: urlRequest, on: session) }
                return try await session.data(for: urlRequest)
            }
        } catch is RequestSessionDelegate.BodyTooLarge {
            throw .transport(reason: "the response body is larger than \(maximumBodyBytes) bytes")
        } catch is TotalTimeoutExceeded {
            throw .transport(reason: "the request took longer than \(Self.seconds(totalTimeout)) in all")
        } catch {
            throw Self.transportError(error)
        }
        guard data.count <= maximumBodyBytes else {
            throw .transport(reason: "the response body is larger than \(maximumBodyBytes) bytes")
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

    /// Thrown when ``totalTimeout`` passes before the answer is whole.
    private struct TotalTimeoutExceeded: Error {}

    /// `operation`'s result, or ``TotalTimeoutExceeded`` once ``totalTimeout``
    /// passes (the operation is then cancelled).
    private func withinTotalTimeout<Result: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let limit = totalTimeout
        return try await withThrowingTaskGroup(of: Result.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(0, limit) * 1_000_000_000))
                throw TotalTimeoutExceeded()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TotalTimeoutExceeded() }
            return first
        }
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
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
