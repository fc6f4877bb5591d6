import Foundation
import Stateful
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of ``RequestService``'s own session. A redirect to another
/// origin (scheme, host or port) is followed without the `Authorization`
/// header, so a server cannot send the access token on to a host of its
/// choosing; and a response body is collected as it arrives, up to a cap,
/// the task cancelled as soon as it grows past it (never buffered whole).
final class RequestSessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// The largest body kept, in bytes.
    let maximumBodyBytes: Int

    /// A task's waiting caller and what has arrived so far.
    private struct Transfer {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var body = Data()
        var response: URLResponse?
        var tooLarge = false
    }

    /// The transfers by task identifier, guarded by this lock.
    private let transfers = Protected<[Int: Transfer]>([:])

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Thrown when a body grows past ``maximumBodyBytes``.
    struct BodyTooLarge: Error {}

    /// Sends `request` on `session` (whose delegate this is) and returns the
    /// body and the response.
    func data(for request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        transfers.withLock { $0[dataTask.taskIdentifier]?.response = response }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], !transfer.tooLarge else { return false }
            if transfer.body.count + data.count > maximumBodyBytes {
                transfer.tooLarge = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.tooLarge
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if transfer.tooLarge {
            transfer.continuation.resume(throwing: BodyTooLarge())
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = transfer.response ?? task.response {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.forwardable(request, from: task.originalRequest?.url ?? response.url))
    }

    /// `request` without `Authorization` unless it goes to `origin`'s origin.
    static func forwardable(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let target = request.url, let origin, Self.origin(of: target) == Self.origin(of: origin) else {
            var stripped = request
            stripped.setValue(nil, forHTTPHeaderField: "Authorization")
            return stripped
        }
        return request
    }

    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
