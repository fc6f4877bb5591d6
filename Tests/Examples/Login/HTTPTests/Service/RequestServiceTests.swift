import Foundation
import StatefulExampleLogin
import StatefulExampleLoginHTTP
import StatefulInternalTestSupport
import Testing

private struct NowhereRequest: Request {
    typealias Response = UserResponse
    var method: HTTPMethod { .get }
    var path: String { "/nowhere" }
}

@Suite("RequestService: any Request, typed errors")
struct RequestServiceTests {
    @Test("a request type of the caller's own is sent; a 404 is a status error")
    func customRequest() async throws {
        try await withLoginServer { server in
            let service = RequestService(baseURL: server.baseURL)
            await #expect(throws: RequestError.status(404)) {
                _ = try await service.response(request: NowhereRequest())
            }
        }
    }

    @Test("a base URL with a path keeps it: requests go under it")
    func baseURLWithPath() async throws {
        try await withLoginServer { server in
            let service = RequestService(baseURL: server.baseURL.appending(path: "api"))
            await #expect(throws: RequestError.status(404)) {
                _ = try await service.response(request: LogInRequest(loginId: "login-test@example.com", password: "testpass"))
            }
        }
    }

    @Test("the test server rejects a malformed --account and exits; starting it fails with its message")
    func serverArgumentError() {
        #expect {
            _ = try LoginServerProcess(arguments: ["--account", "no-colons"])
        } throws: { error in
            "\(error)".contains("--account must be LOGIN:PASSWORD:USERID")
        }
    }

    @Test("request errors describe themselves without any value from the request")
    func descriptions() {
        #expect(RequestError.status(503).description == "The server answered with HTTP status 503.")
        #expect(RequestError.transport(reason: "the connection was refused").description
                == "The request failed: the connection was refused.")
    }
}
