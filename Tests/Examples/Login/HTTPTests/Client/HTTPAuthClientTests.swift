import Foundation
import StatefulExampleLogin
import StatefulExampleLoginHTTP
import StatefulInternalTestSupport
import Testing

/// Against a real HTTP server on loopback: `Tools/login-server/login_server.py`.
@Suite("AuthClient.http against a real login server")
struct HTTPAuthClientTests {
    /// The `AuthError` `operation` throws, or `nil` if it throws none.
    private func authError(_ operation: () async throws -> Void) async -> AuthError? {
        do {
            try await operation()
            return nil
        } catch let error as AuthError {
            return error
        } catch {
            Issue.record("not an AuthError: \(error)")
            return nil
        }
    }

    @Test("logs in and fetches the user ID through both endpoints")
    func success() async throws {
        try await withLoginServer { server in
            let client = AuthClient.http(baseURL: server.baseURL)
            let tokens = try await client.logIn("login-test@example.com", "testpass")
            #expect(tokens == AuthTokens(accessToken: "access-1", refreshToken: "refresh-1"))
            #expect(try await client.fetchUserId(tokens.accessToken) == "u-42")
        }
    }

    @Test("accounts come from the server's --account flags")
    func accounts() async throws {
        try await withLoginServer(["--account", "a@example.com:pw-a:u-a", "--account", "b@example.com:pw-b:u-b"]) { server in
            let client = AuthClient.http(baseURL: server.baseURL)
            let tokens = try await client.logIn("b@example.com", "pw-b")
            #expect(try await client.fetchUserId(tokens.accessToken) == "u-b")
        }
    }

    @Test("a wrong password is invalidCredentials (401), and its message has no password")
    func wrongPassword() async throws {
        try await withLoginServer { server in
            let client = AuthClient.http(baseURL: server.baseURL)
            let error = await authError { _ = try await client.logIn("login-test@example.com", "wrong-secret") }
            #expect(error == .invalidCredentials)
            #expect(error.map { !"\($0)".contains("wrong-secret") } == true)
        }
    }

    @Test("an unknown access token is invalidAccessToken (401)")
    func badToken() async throws {
        try await withLoginServer { server in
            let error = await authError { _ = try await AuthClient.http(baseURL: server.baseURL).fetchUserId("forged") }
            #expect(error == .invalidAccessToken)
        }
    }

    @Test("a server error status is server(status:), for either step")
    func serverError() async throws {
        try await withLoginServer(["--fail-login", "500"]) { server in
            let error = await authError { _ = try await AuthClient.http(baseURL: server.baseURL).logIn("login-test@example.com", "testpass") }
            #expect(error == .server(status: 500))
        }
        try await withLoginServer(["--fail-user", "503"]) { server in
            let client = AuthClient.http(baseURL: server.baseURL)
            let tokens = try await client.logIn("login-test@example.com", "testpass")
            let error = await authError { _ = try await client.fetchUserId(tokens.accessToken) }
            #expect(error == .server(status: 503))
        }
    }

    @Test("a body that does not decode is malformedResponse, naming what is wrong")
    func malformed() async throws {
        try await withLoginServer(["--malformed", "login"]) { server in
            let error = await authError { _ = try await AuthClient.http(baseURL: server.baseURL).logIn("login-test@example.com", "testpass") }
            #expect(error == .malformedResponse(reason: "`accessToken` is missing"))
        }
        try await withLoginServer(["--malformed", "user"]) { server in
            let client = AuthClient.http(baseURL: server.baseURL)
            let tokens = try await client.logIn("login-test@example.com", "testpass")
            let error = await authError { _ = try await client.fetchUserId(tokens.accessToken) }
            #expect(error == .malformedResponse(reason: "the body is not valid JSON"))
            #expect(error.map { !"\($0)".contains(tokens.accessToken) } == true)
        }
    }

    @Test("a refused connection (a port nothing listens on) is a network error")
    func refused() async throws {
        // A port this test holds bound but never listens on: the connection
        // is refused, and no other test's server can take the port meanwhile
        // (a port a stopped server freed could be listened on again by then).
        let port = try BoundPort()
        defer { port.close() }
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port.number)"))
        let error = await authError { _ = try await AuthClient.http(baseURL: baseURL).logIn("login-test@example.com", "testpass") }
        #expect(error == .network(reason: "the connection was refused"))
        #expect(error?.description == "Could not reach the server (the connection was refused). Check your connection and try again.")
    }

    @Test("the requests never show the password or the token")
    func requestDescriptions() {
        #expect(LogInRequest(loginId: "a", password: "pw").description == #"POST /login (loginId: "a", password: "********")"#)
        #expect(UserRequest(accessToken: "tok").description == #"GET /user (accessToken: "********")"#)
    }

    @Test("the login body is the documented JSON")
    func loginBody() throws {
        let body = try #require(try LogInRequest(loginId: "a@example.com", password: "pw").body())
        #expect(String(decoding: body, as: UTF8.self) == #"{"loginId":"a@example.com","password":"pw"}"#)
    }
}
