import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
import Stateful
import StatefulScript
import Testing

@MainActor
@Suite struct LoginScriptFeatureTests {
    @Test func backendStatementsConfigureTheEmbeddedServer() async throws {
        let session = try LoginScriptFeature().makeSession(ScriptContext(clock: TestClock()))
        let observation = session.host.observe(session.store.core)
        defer { observation.cancel() }
        try session.configureBackend(.clearAccounts)
        try session.configureBackend(.account(loginId: "a", password: "b", userId: "u-1"))
        try session.configureBackend(.fail(.logIn, .server(500)))
        await session.store.dispatchCommand(.inputLoginId("a"))
        await session.store.dispatchCommand(.inputPassword("b"))
        await session.store.dispatchCommand(.logIn)
        #expect(session.host.outline.contains("HTTP 500"))
        try session.configureBackend(.restore(.logIn))
        session.host.dismissAlert()
        await session.store.dispatchCommand(.logIn)
        #expect(session.host.outline.contains("u-1"))
    }
}
