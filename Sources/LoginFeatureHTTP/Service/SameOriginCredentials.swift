import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The redirect rule of ``RequestService``'s own session: a redirect to
/// another origin (scheme, host or port) is followed without the
/// `Authorization` header, so a server cannot send the access token on to a
/// host of its choosing.
final class SameOriginCredentials: NSObject, URLSessionTaskDelegate, Sendable {
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
