import Stateful
import StatefulScript
import StatefulText
import Synchronization

// A feature that is not the login example: a profile screen with a secret PIN,
// a fake backend on the script's clock, its own `backend` words and its own
// `--region` option. Everything the tool knows about it comes from these
// types. The store code is kept in this one file so that it is easy to adapt.

// MARK: State, Commands, Actions, Effects

/// What the profile screen shows. The PIN is secret.
struct ProfileState: Sendable, Equatable, Mutable, Redactable {
    /// The region the backend serves (`--region`), as given.
    var region: String
    var name = ""
    var pin = ""
    /// The order numbers loaded for the region.
    var orders: [String] = []

    static let redactedLabels: Set<String> = ["pin"]
}

/// A profile as the backend holds it. The PIN is secret.
struct Profile: Sendable, Equatable, Redactable {
    var name: String
    var pin: String
    var orders: [String]

    static let redactedLabels: Set<String> = ["pin"]
}

/// What a flow sends: `load`, `setName("Ada")`, `enterPin("…")`, `save`.
enum ProfileCommand: Sendable, Decodable, Redactable {
    case load
    case setName(String)
    case enterPin(String)
    case save

    /// Everything `enterPin` carries is secret.
    static let redactedLabels: Set<String> = ["enterPin"]
}

enum ProfileAction: Sendable, ViewAction, Redactable {
    case loaded(Profile)
    case nameChanged(String)
    case pinChanged(String)

    static let redactedLabels: Set<String> = ["pinChanged"]

    static func transform(_ state: ProfileState, action: ProfileAction) -> ProfileState {
        switch action {
        case .loaded(let profile):
            var state = state
            state.name = profile.name
            state.pin = profile.pin
            state.orders = profile.orders
            return state
        case .nameChanged(let name):
            return state.mutate(keyPath: \.name, value: name)
        case .pinChanged(let pin):
            return state.mutate(keyPath: \.pin, value: pin)
        }
    }
}

enum ProfileEffect: Sendable {
    case showProgress
    case dismissProgress
    case saved
    case showError(String)
}

// MARK: Store

@MainActor
final class ProfileStore: CoreViewStore {
    typealias State = ProfileState
    typealias Command = ProfileCommand
    typealias Effect = ProfileEffect
    typealias Action = ProfileAction

    let core: StoreCore<ProfileCommand, ProfileAction, ProfileEffect>
    private let server: FakeProfileServer

    init(server: FakeProfileServer) {
        self.server = server
        core = StoreCore(
            initialState: ProfileState(region: server.region),
            errorEffect: { .showError(String(describing: $0)) })
    }

    func handleCommand(_ command: ProfileCommand, context: CommandContext<ProfileAction, ProfileEffect>) async throws {
        switch command {
        case .load:
            context.dispatchEffect(.showProgress)
            defer { context.dispatchEffect(.dismissProgress) }
            context.dispatchAction(.loaded(try await server.loadProfile()))
        case .setName(let name):
            context.dispatchAction(.nameChanged(name))
        case .enterPin(let pin):
            context.dispatchAction(.pinChanged(pin))
        case .save:
            let profile = Profile(name: currentState.name, pin: currentState.pin, orders: currentState.orders)
            context.dispatchEffect(.showProgress)
            defer { context.dispatchEffect(.dismissProgress) }
            try await server.saveProfile(profile)
            context.dispatchEffect(.saved)
        }
    }
}

// MARK: Screen

struct ProfileScreen {
    var state: ProfileState

    var screen: Screen {
        Screen("Profile") {
            Text("Region: \(state.region.uppercased())")
            TextField("Name", text: state.name, placeholder: "Your name")
            SecureField("PIN", text: state.pin, placeholder: "4 digits")
            Section("Orders") {
                if state.orders.isEmpty {
                    Text("No orders")
                } else {
                    for order in state.orders { Text(order) }
                }
            }
            Button("Save", isEnabled: !state.name.isEmpty)
        }
    }

    static func change(for effect: ProfileEffect) -> PresentationChange {
        switch effect {
        case .showProgress: .showProgress(ProgressHUD("Working"))
        case .dismissProgress: .dismissProgress
        case .saved: .presentAlert(Alert(title: "Saved", message: "Your profile was saved."))
        case .showError(let message): .presentAlert(Alert(title: "Error", message: message))
        }
    }
}

// MARK: Fake backend

/// The two endpoints of the fake profile backend.
enum ProfileEndpoint: String, Sendable, Hashable, Decodable, CaseIterable {
    case loadProfile
    case saveProfile
}

/// A failure a `backend fail(…)` line asks for; thrown by the fake backend.
enum ProfileFailure: Error, Sendable, Hashable, Decodable, CustomStringConvertible {
    case network
    case server(Int)

    var description: String {
        switch self {
        case .network: "the network is unreachable"
        case .server(let status): "the server answered \(status)"
        }
    }
}

/// What a flow's `backend` lines say, in the script's case syntax:
///
/// ```
/// backend account(name: "Ada", pin: "…")
/// backend latency(300ms)
/// backend fail(saveProfile, network)
/// backend restore(saveProfile)
/// ```
enum ProfileBackend: Decodable, Sendable, Hashable, Redactable {
    case account(name: String, pin: String)
    case latency(Duration)
    case fail(ProfileEndpoint, ProfileFailure)
    case restore(ProfileEndpoint)

    static let redactedLabels: Set<String> = ["pin"]
}

/// A profile backend in memory that waits on the script's clock; `storage`
/// (a `Mutex`) guards everything it holds.
final class FakeProfileServer: Sendable {
    private struct Storage {
        var account = Profile(name: "Grace", pin: "", orders: [])
        var latency: Duration = .zero
        var failures: [ProfileEndpoint: ProfileFailure] = [:]
        var saved: [Profile] = []
    }

    let region: String
    private let clock: TestClock
    private let storage = Mutex(Storage())

    init(clock: TestClock, region: String) {
        self.clock = clock
        self.region = region
    }

    /// The orders each region's backend has.
    static func orders(in region: String) -> [String] {
        region == "us" ? ["US-2001"] : ["EU-1001", "EU-1002"]
    }

    func configure(_ setting: ProfileBackend) {
        storage.withLock { storage in
            switch setting {
            case let .account(name, pin):
                storage.account = Profile(name: name, pin: pin, orders: [])
            case .latency(let latency):
                storage.latency = latency
            case let .fail(endpoint, failure):
                storage.failures[endpoint] = failure
            case .restore(let endpoint):
                storage.failures[endpoint] = nil
            }
        }
    }

    func loadProfile() async throws -> Profile {
        try await respond(.loadProfile)
        var profile = storage.withLock { $0.account }
        profile.orders = Self.orders(in: region)
        return profile
    }

    func saveProfile(_ profile: Profile) async throws {
        try await respond(.saveProfile)
        storage.withLock { $0.saved.append(profile) }
    }

    /// Waits the latency on the script's clock, then fails as told.
    private func respond(_ endpoint: ProfileEndpoint) async throws {
        let latency = storage.withLock { $0.latency }
        if latency > .zero { try await clock.sleep(for: latency) }
        if let failure = storage.withLock({ $0.failures[endpoint] }) { throw failure }
    }
}

// MARK: The feature

struct ProfileScriptFeature: ScriptableFeature {
    typealias Backend = ProfileBackend

    let name = "profile"
    let summary = "the profile screen (fake backend on the script's clock)"

    nonisolated static let regions = ["eu", "us"]

    static let regionOption = FeatureOption(
        name: "--region", valueName: "CODE", summary: "the region the fake backend serves: eu (default) or us"
    ) { value in
        regions.contains(value) ? nil : "--region takes eu or us, not '\(value)'"
    }

    var options: [FeatureOption] { [Self.regionOption] }

    /// Flows tagged `eu-only` cannot run against the US region.
    func reasonToSkip(flowTaggedWith tags: Set<FlowTag>, options: [String: String]) -> String? {
        guard options[Self.regionOption.name] == "us", let euOnly = FlowTag("eu-only"), tags.contains(euOnly) else { return nil }
        return "tagged eu-only, and --region is us"
    }

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ProfileStore, ProfileBackend> {
        let server = FakeProfileServer(clock: context.clock, region: context.options[Self.regionOption.name] ?? "eu")
        let store = ProfileStore(server: server)
        let host = ScreenHost(store: store, screen: { ProfileScreen(state: $0).screen }, effects: ProfileScreen.change(for:))
        return ScriptSession(store: store, host: host) { setting in server.configure(setting) }
    }
}

/// A feature with no scriptable backend (`NoBackend`, the default): every
/// `backend` line of a flow for it is a script error.
struct NoteScriptFeature: ScriptableFeature {
    let name = "note"
    let summary = "a screen with no backend"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ProfileStore, NoBackend> {
        let store = ProfileStore(server: FakeProfileServer(clock: context.clock, region: "eu"))
        return ScriptSession(
            store: store, host: ScreenHost(store: store, screen: { ProfileScreen(state: $0).screen }, effects: { _ in .none }))
    }
}
