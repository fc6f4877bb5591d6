import Stateful

/// The fuzzer's in-memory backend. It waits only on the script's clock, so a
/// flow runs at once and the same way every time, and no step can hang on
/// anything but a defect.
@MainActor
final class OrderServer {
    private let clock: TestClock
    var latency = Duration.zero
    private var failures: [OrderBackend.Endpoint: OrderFailure] = [:]
    private var accounts: [String: String] = [:]
    private var nextNumber = 1

    init(clock: TestClock) {
        self.clock = clock
    }

    /// Carries out a `backend` line.
    func configure(_ setting: OrderBackend) {
        switch setting {
        case .latency(let latency): self.latency = latency
        case .fail(let endpoint, let failure): failures[endpoint] = failure
        case .restore(let endpoint): failures[endpoint] = nil
        case .account(let name, let pin): accounts[name] = pin
        case .reset:
            latency = .zero
            failures.removeAll()
            accounts.removeAll()
        }
    }

    func submit(_ order: Order) async throws -> Receipt {
        try await step(.submit)
        defer { nextNumber += 1 }
        // Wrapping: a script may set any quantity, and this harness must
        // crash only where Stateful does.
        return Receipt(number: nextNumber, total: order.quantity &* (order.items.count &+ 1))
    }

    func refresh() async throws {
        try await step(.refresh)
    }

    func unlock(user: String, pin: String) async throws {
        try await step(.unlock)
        guard accounts[user] == pin else { throw OrderFailure.rejected(reason: "unknown user or PIN") }
    }

    private func step(_ endpoint: OrderBackend.Endpoint) async throws {
        if latency > .zero { try await clock.sleep(for: latency) }
        if let failure = failures[endpoint] { throw failure }
    }
}
