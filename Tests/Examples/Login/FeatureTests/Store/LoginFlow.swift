import StatefulExampleLogin
import Stateful
import StatefulSnapshot
import StatefulTesting

/// A login store with a recorder attached, driven through a non-exhaustive
/// test store so that work waiting on the clock can be stepped through.
@MainActor
struct LoginFlow {
    let clock = TestClock()
    let server: InMemoryAuthServer
    let driver: TestStore<LoginViewStoreImpl>
    let recorder: TranscriptRecorder<LoginViewCommand, LoginViewAction, LoginViewEffect>

    init(latency: Duration = .zero, failure: InMemoryAuthServer.Failure? = nil, on endpoint: InMemoryAuthServer.Endpoint = .logIn) {
        server = InMemoryAuthServer(latency: latency, clock: clock)
        server.setFailure(failure, for: endpoint)
        let store = LoginViewStoreImpl(authClient: server.client)
        recorder = TranscriptRecorder(store: store)
        driver = TestStore(store, clock: clock, exhaustivity: .off)
    }

    /// Sends every Command, letting each one's work settle.
    func run(_ commands: [LoginViewCommand]) async {
        for command in commands {
            await driver.send(command)
        }
    }

    var text: String { recorder.transcript.text }

    static let fillIn: [LoginViewCommand] = [
        .inputLoginId("login-test@example.com"),
        .inputPassword("testpass"),
    ]
}
