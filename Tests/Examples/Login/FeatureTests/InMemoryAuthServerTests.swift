import StatefulExampleLogin
import Testing

@Suite struct InMemoryAuthServerTests {
    @Test func logsInAKnownAccountAndFetchesItsUserId() async throws {
        let server = InMemoryAuthServer()
        let tokens = try await server.client.logIn("login-test@example.com", "testpass")
        #expect(tokens == AuthTokens(accessToken: "access-1", refreshToken: "refresh-1"))
        #expect(try await server.client.fetchUserId(tokens.accessToken) == "u-42")
    }

    @Test func rejectsUnknownAccountsAndWrongPasswords() async {
        let server = InMemoryAuthServer()
        await #expect(throws: AuthError.invalidCredentials) { try await server.client.logIn("nobody", "testpass") }
        await #expect(throws: AuthError.invalidCredentials) { try await server.client.logIn("login-test@example.com", "nope") }
    }

    @Test func rejectsUnknownAccessTokens() async {
        await #expect(throws: AuthError.invalidAccessToken) { try await InMemoryAuthServer().client.fetchUserId("forged") }
    }

    @Test func configuredFailuresApplyPerEndpointUntilCleared() async throws {
        let server = InMemoryAuthServer(accounts: [.init(loginId: "a", password: "b", userId: "u-1")])
        server.setFailure(.server(status: 500), for: .logIn)
        #expect(server.failure(for: .logIn) == .server(status: 500))
        await #expect(throws: AuthError.server(status: 500)) { try await server.client.logIn("a", "b") }
        server.setFailure(nil, for: .logIn)
        let tokens = try await server.client.logIn("a", "b")
        server.setFailure(.network, for: .fetchUserId)
        await #expect(throws: AuthError.network(reason: "the network connection was lost")) { try await server.client.fetchUserId(tokens.accessToken) }
        #expect(server.requestCount(.logIn) == 2)
        #expect(server.requestCount(.fetchUserId) == 1)
    }

    @Test func accountsCanBeAddedAndRemoved() async throws {
        let server = InMemoryAuthServer(accounts: [])
        server.addAccount(.init(loginId: "b", password: "p", userId: "u-2"))
        server.addAccount(.init(loginId: "a", password: "p", userId: "u-1"))
        #expect(server.accounts.map(\.loginId) == ["a", "b"])
        server.removeAllAccounts()
        #expect(server.accounts.isEmpty)
    }

    @Test func unimplementedClientNamesTheStep() async {
        await #expect(throws: AuthError.unimplemented("logIn")) { try await AuthClient.unimplemented.logIn("a", "b") }
        #expect(AuthError.unimplemented("fetchUserId").description.contains("fetchUserId"))
    }

    @Test func errorMessagesAreSentencesAUserCanActOn() {
        #expect(AuthError.invalidCredentials.description == "The login ID or password is incorrect.")
        #expect(AuthError.server(status: 503).description.contains("HTTP 503"))
    }
}
