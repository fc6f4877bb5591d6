import Foundation
import StatefulExampleLogin
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension AuthClient {
    /// A client for a real login server at `baseURL` (what `stateful
    /// --server URL` uses), speaking two endpoints:
    ///
    /// | step | request | success | failure |
    /// |---|---|---|---|
    /// | ``logIn`` | `POST /login`, JSON `{"loginId", "password"}` | 200, JSON `{"accessToken", "refreshToken"}` | 401: wrong ID or password |
    /// | ``fetchUserId`` | `GET /user`, header `Authorization: Bearer <accessToken>` | 200, JSON `{"userId"}` | 401: bad token |
    ///
    /// Errors become ``AuthError``s: 401 is ``AuthError/invalidCredentials``
    /// (login) or ``AuthError/invalidAccessToken`` (user); any other non-2xx
    /// status is ``AuthError/server(status:)``; a body that does not decode is
    /// ``AuthError/malformedResponse(reason:)``; a refused connection or a
    /// timeout is ``AuthError/network(reason:)``. No reason contains the
    /// password or a token. A cancelled task throws `CancellationError`.
    ///
    /// Without a `session`, requests use ``RequestService``'s own: 10 seconds
    /// of silence or 30 seconds in all end a request, and a redirect to
    /// another origin does not carry the access token.
    ///
    /// ```swift
    /// let store = LoginViewStoreImpl(authClient: .http(baseURL: URL(string: "http://127.0.0.1:8080")!))
    /// ```
    public static func http(baseURL: URL, session: URLSession? = nil) -> AuthClient {
        let service = RequestService(baseURL: baseURL, session: session)
        return AuthClient(
            logIn: { loginId, password in
                do throws(RequestError) {
                    return try await service.response(request: LogInRequest(loginId: loginId, password: password))
                } catch {
                    throw try authError(error, unauthorized: .invalidCredentials)
                }
            },
            fetchUserId: { accessToken in
                do throws(RequestError) {
                    return try await service.response(request: UserRequest(accessToken: accessToken)).userId
                } catch {
                    throw try authError(error, unauthorized: .invalidAccessToken)
                }
            }
        )
    }
}

/// The ``AuthError`` for a failed request; throws `CancellationError` for a
/// cancelled one.
private func authError(_ error: RequestError, unauthorized: AuthError) throws -> AuthError {
    switch error {
    case .status(401): unauthorized
    case .status(let status): .server(status: status)
    case .transport(let reason): .network(reason: reason)
    case .undecodable(let reason), .invalidRequest(let reason): .malformedResponse(reason: reason)
    case .cancelled: throw CancellationError()
    }
}
