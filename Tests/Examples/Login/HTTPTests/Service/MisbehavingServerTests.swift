import Foundation
import StatefulExampleLogin
import StatefulExampleLoginHTTP
import StatefulInternalTestSupport
import Testing

/// The HTTP client against servers from the audit in issue 23: one that
/// stops answering, one that trickles its answer, one that redirects the
/// token to another origin. Tools/login-server plays each.
@Suite("RequestService: deadlines and redirects")
struct MisbehavingServerTests {
    @Test("a server that stops answering fails after the service's own timeout, not URLSession's 60 s")
    func silentServerTimesOut() async throws {
        try await withLoginServer(["--trickle-user", "1000"]) { server in
            // The total limit is far away: only the idle timeout can end this.
            let service = RequestService(baseURL: server.baseURL, timeout: 1, totalTimeout: 600)
            await #expect(throws: RequestError.transport(reason: "the request timed out")) {
                _ = try await service.response(request: UserRequest(accessToken: "access-1"))
            }
        }
    }

    @Test("a server trickling a byte at a time fails at the total limit")
    func tricklingServerHitsTheTotalLimit() async throws {
        try await withLoginServer(["--trickle-user", "0.2"]) { server in
            // Each byte comes well within the idle timeout; the body would take 200 s.
            let service = RequestService(baseURL: server.baseURL, timeout: 30, totalTimeout: 2)
            await #expect(throws: RequestError.transport(reason: "the request took longer than 2 s in all")) {
                _ = try await service.response(request: UserRequest(accessToken: "access-1"))
            }
        }
    }

    @Test("a redirect to another origin is followed without the Authorization header")
    func noCredentialsAcrossOrigins() async throws {
        try await withLoginServer(["--echo-authorization"]) { echo in
            let target = echo.baseURL.appending(path: "user").absoluteString
            try await withLoginServer(["--redirect-user", target]) { server in
                let userId = try await AuthClient.http(baseURL: server.baseURL).fetchUserId("access-1")
                #expect(userId == "none")
                // The same server asked directly gets the token: the echo is not what hides it.
                #expect(try await AuthClient.http(baseURL: echo.baseURL).fetchUserId("access-1") == "Bearer access-1")
            }
        }
    }

    @Test("a body larger than the cap fails the request instead of filling memory")
    func hugeBodyIsRefused() async throws {
        try await withLoginServer(["--huge-user", "100"]) { server in
            let service = RequestService(baseURL: server.baseURL, maximumBodyBytes: 1 << 20)
            await #expect(throws: RequestError.transport(reason: "the response body is larger than 1048576 bytes")) {
                _ = try await service.response(request: UserRequest(accessToken: "access-1"))
            }
        }
    }
}
