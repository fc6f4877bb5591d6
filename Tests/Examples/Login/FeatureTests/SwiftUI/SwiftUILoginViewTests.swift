import Foundation
import StatefulExampleLogin
import Stateful
import StatefulInternalTestSupport
import Testing

// The SwiftUI `LoginView` of the DocC article "The pipeline"
// (Sources/Stateful/Stateful.docc/ThePipeline.md, section "SwiftUI and
// Observation"), the seed's view ported to Stateful, without SwiftUI: the
// delegate, and the view's extension, are the article's text character for
// character (a test below checks it); the struct is the article's minus
// `: View`, `body` and the `@State` wrapper.

// Article: begin delegate
/// What the hosting controller does for the login view.
@MainActor
protocol LoginViewDelegate: AnyObject {
    func setProgressVisible(_ isVisible: Bool)
    func present(_ error: any Error)
    func transit(forEvent event: LoginTransitionEvent)
}

enum LoginTransitionEvent: Equatable {
    case complete(userId: String)
}
// Article: end delegate

@MainActor
struct LoginView<ViewStore: LoginViewStore> {
    private let viewStore: ViewStore
    weak var delegate: (any LoginViewDelegate)?

    init(viewStore: ViewStore) {
        self.viewStore = viewStore
    }
}

// Article: begin extension
extension LoginView {
    var loginId: CommandBinding<String> {
        viewStore.binding({ $0.content?.loginId ?? "" }, send: LoginViewCommand.inputLoginId)
    }

    var password: CommandBinding<String> {
        viewStore.binding({ $0.content?.password ?? "" }, send: LoginViewCommand.inputPassword)
    }

    /// The text screen's rule, so both screens enable the button alike.
    var canLogIn: Bool {
        viewStore.currentState.content.map(LoginScreen.canLogIn) ?? false
    }

    func logIn() {
        Task { await viewStore.dispatchCommand(.logIn) }
    }

    func handleEffects() async {
        await viewStore.forEachEffect { effect in
            switch effect {
            case .showProgress:
                delegate?.setProgressVisible(true)
            case .dismissProgress:
                delegate?.setProgressVisible(false)
            case let .presentError(error):
                delegate?.present(error)
            case let .complete(userId):
                delegate?.transit(forEvent: .complete(userId: userId))
            }
        }
    }
}
// Article: end extension

/// Records what the view asks of its hosting controller, as lines.
@MainActor
private final class RecordingDelegate: LoginViewDelegate {
    private(set) var lines: [String] = []
    private let finished: AsyncStream<Void>.Continuation
    /// One element when the view transits or presents an error: the login ended.
    let loginEnded: AsyncStream<Void>

    init() {
        (loginEnded, finished) = AsyncStream.makeStream(of: Void.self)
    }

    func setProgressVisible(_ isVisible: Bool) { lines.append("progress \(isVisible)") }
    func present(_ error: any Error) {
        lines.append("error \(error)")
        finished.yield()
    }
    func transit(forEvent event: LoginTransitionEvent) {
        lines.append("transit \(event)")
        finished.yield()
    }
}

/// The real login store behind the protocol, saying when its Effects are
/// subscribed to: the view is generic over its store, as in the seed, so a
/// test can put anything that is a `LoginViewStore` behind it.
@MainActor
private final class SubscriptionSignallingStore: LoginViewStore {
    let base: LoginViewStoreImpl
    private let subscribed: AsyncStream<Void>.Continuation
    let subscriptions: AsyncStream<Void>

    init(_ base: LoginViewStoreImpl) {
        self.base = base
        (subscriptions, subscribed) = AsyncStream.makeStream(of: Void.self)
    }

    var state: AsyncStream<LoginViewState> { base.state }
    var effect: AsyncStream<LoginViewEffect> {
        let stream = base.effect
        subscribed.yield()
        return stream
    }
    var currentState: LoginViewState { base.currentState }
    func dispatchCommand(_ command: LoginViewCommand) async { await base.dispatchCommand(command) }
}

@MainActor
@Suite struct SwiftUILoginViewTests {
    @Test func theViewsBindingsEffectsAndButtonWorkAgainstTheRealStore() async {
        let server = InMemoryAuthServer()
        let store = SubscriptionSignallingStore(LoginViewStoreImpl(authClient: server.client))
        let delegate = RecordingDelegate()
        var view = LoginView(viewStore: store)
        view.delegate = delegate
        var subscriptions = store.subscriptions.makeAsyncIterator()
        let effects = Task { [view] in await view.handleEffects() }
        await subscriptions.next()

        // What `body` reads, tracked as SwiftUI tracks it.
        let body = ObservedReads { [view] in "\(view.loginId.value)|\(view.password.value)|\(view.canLogIn)" }
        #expect(body.value == "||false")
        await view.loginId.send("login-test@example.com")
        #expect(body.changeCount == 1)
        body.readAgain()
        await view.password.send("testpass")
        #expect(body.changeCount == 2)
        body.readAgain()
        #expect(body.value == "login-test@example.com|testpass|true")

        view.logIn()
        var ended = delegate.loginEnded.makeAsyncIterator()
        await ended.next()
        #expect(delegate.lines == ["progress true", "progress false", "transit complete(userId: \"u-42\")"])
        #expect(body.changeCount == 2, "logging in sends Effects and leaves the State as it was")

        effects.cancel()
        await effects.value
    }

    @Test func aFailedLogInPresentsTheError() async {
        let server = InMemoryAuthServer()
        server.setFailure(.wrongPassword, for: .logIn)
        let store = SubscriptionSignallingStore(LoginViewStoreImpl(authClient: server.client))
        let delegate = RecordingDelegate()
        var view = LoginView(viewStore: store)
        view.delegate = delegate
        var subscriptions = store.subscriptions.makeAsyncIterator()
        let effects = Task { [view] in await view.handleEffects() }
        await subscriptions.next()
        await view.loginId.send("login-test@example.com")
        await view.password.send("wrong")
        view.logIn()
        var ended = delegate.loginEnded.makeAsyncIterator()
        await ended.next()
        #expect(delegate.lines == ["progress true", "progress false", "error \(AuthError.invalidCredentials)"])
        effects.cancel()
        await effects.value
    }

    @Test func thePipelineArticleShowsThisFilesDelegateAndExtension() throws {
        let thisFile = URL(filePath: #filePath)
        let article = try String(
            contentsOf: repositoryRoot.appending(path: "Sources/Stateful/Stateful.docc/ThePipeline.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        for part in ["delegate", "extension"] {
            let code = try #require(Self.text(of: source, between: "// Article: begin \(part)\n", and: "// Article: end \(part)\n"))
            #expect(article.contains("```swift-excerpt\n" + code + "```\n"), "the article's \(part) differs from this file's")
        }
    }

    private static func text(of source: String, between start: String, and end: String) -> String? {
        guard let from = source.range(of: start), let to = source.range(of: end, range: from.upperBound..<source.endIndex)
        else { return nil }
        return String(source[from.upperBound..<to.lowerBound])
    }
}
