import Stateful
import StatefulText
import Testing

/// A small store for exercising the host: a counter whose Commands send
/// every kind of Effect the host handles.
enum CounterEffect: Sendable, Equatable {
    case busy
    case idle
    case problem(String)
    case next(Int)
    case back
}

enum CounterCommand: Sendable {
    case increment
    case send(CounterEffect)
    case fail
}

enum CounterAction: ViewAction, Sendable {
    case add(Int)

    static func transform(_ state: Int, action: CounterAction) -> Int {
        switch action {
        case .add(let amount): state + amount
        }
    }
}

struct CounterFailure: Error, CustomStringConvertible {
    var description: String { "Counting failed." }
}

@MainActor
final class CounterStore: ViewStore, CoreViewStore {
    typealias State = Int
    typealias Command = CounterCommand
    typealias Action = CounterAction
    typealias Effect = CounterEffect

    let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: 0, errorEffect: { .problem(String(describing: $0)) })

    func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .increment: context.dispatchAction(.add(1))
        case .send(let effect): context.dispatchEffect(effect)
        case .fail: throw CounterFailure()
        }
    }
}

@MainActor
func counterScreen(_ count: Int) -> Screen {
    Screen("Counter") { Text("Count: \(count)") }
}

@MainActor
func counterChange(_ effect: CounterEffect) -> PresentationChange {
    switch effect {
    case .busy: .showProgress(ProgressHUD("Working"))
    case .idle: .dismissProgress
    case .problem(let message): .presentAlert(Alert(title: "Error", message: message))
    case .next(let value): .push(Screen("Detail") { Text("Value \(value)") })
    case .back: .pop
    }
}

@MainActor
@Suite struct ScreenHostTests {
    private func makeHost(_ store: CounterStore = CounterStore()) -> ScreenHost<CounterStore> {
        ScreenHost(store: store, screen: counterScreen, effects: counterChange)
    }

    @Test func drawsTheRootScreenFromTheStoresState() throws {
        let host = makeHost()
        #expect(try host.render(width: 24) == """
            +----------------------+
            |       Counter        |
            +----------------------+
            | Count: 0             |
            +----------------------+

            """)
        #expect(host.outline == "screen \"Counter\"\n  text \"Count: 0\"\n")
    }

    @Test func showProgressDrawsAHUDOverTheScreenAndDismissProgressRemovesIt() throws {
        let host = makeHost()
        host.handle(.busy)
        #expect(host.presentation.progress == ProgressHUD("Working"))
        #expect(try host.render(width: 24) == """
            +----------------------+
            |       Counter        |
            +----------------------+
            | Count: 0             |
            |  +---------------+   |
            |  | (...) Working |   |
            |  +---------------+   |
            |                      |
            +----------------------+

            """)
        #expect(host.outline == "screen \"Counter\"\n  text \"Count: 0\"\nprogressHUD \"Working\"\n")
        host.handle(.idle)
        #expect(host.presentation.progress == nil)
        #expect(try host.render(width: 24) == (try counterScreen(0).render(width: 24)))
    }

    @Test func anAlertStaysUntilDismissed() throws {
        let host = makeHost()
        host.handle(.problem("The server had a problem. Please try again later."))
        #expect(try host.render(width: 30) == """
            +----------------------------+
            |          Counter           |
            +----------------------------+
            | Count: 0                   |
            | +------------------------+ |
            | | Error                  | |
            | |                        | |
            | | The server had a       | |
            | | problem. Please try    | |
            | | again later.           | |
            | |                        | |
            | |                 [ OK ] | |
            | +------------------------+ |
            |                            |
            +----------------------------+

            """)
        host.handle(.idle)
        #expect(host.presentation.alert != nil)
        #expect(host.outline.hasSuffix(
            "alert \"Error\" message \"The server had a problem. Please try again later.\" button \"OK\"\n"))
        host.dismissAlert()
        #expect(host.presentation.alert == nil)
    }

    @Test func anAlertIsDrawnAboveTheHUD() {
        let host = makeHost()
        host.handle(.busy)
        host.handle(.problem("Oops"))
        #expect(host.outline == """
            screen "Counter"
              text "Count: 0"
            progressHUD "Working"
            alert "Error" message "Oops" button "OK"

            """)
        let drawn = (try? host.render(width: .compact)) ?? ""
        expectFramed(drawn, columns: 36)
        #expect(drawn.contains("| Oops"))
    }

    @Test func pushShowsTheNextScreenWithABackTitleAndPopGoesBack() throws {
        let host = makeHost()
        host.handle(.next(7))
        #expect(try host.render(width: 24) == """
            +----------------------+
            | < Counter  Detail    |
            +----------------------+
            | Value 7              |
            +----------------------+

            """)
        #expect(host.outline == "screen \"Detail\" back \"Counter\"\n  text \"Value 7\"\n")
        host.handle(.next(8))
        #expect(host.topScreen.backTitle == "Detail")
        host.handle(.back)
        #expect(host.topScreen.title == "Detail")
        host.goBack()
        host.goBack()
        #expect(host.topScreen.title == "Counter")
        #expect(host.presentation.pushed.isEmpty)
    }

    @Test func popToRootAndNoneChangeTheStackAsSaid() {
        let host = makeHost()
        host.apply(.push(Screen("A") {}))
        host.apply(.push(Screen {}))
        #expect(host.topScreen.backTitle == "A")
        host.apply(.push(Screen("C") {}))
        #expect(host.topScreen.backTitle == "Back")
        host.apply(.none)
        #expect(host.presentation.pushed.count == 3)
        host.apply(.popToRoot)
        #expect(host.presentation.pushed.isEmpty)
    }

    @Test func presentationCanBeSetDirectlyForSnapshots() throws {
        let host = makeHost()
        host.state = 42
        host.presentation = Presentation(
            pushed: [Screen("Detail") { Text("Value 1") }],
            progress: ProgressHUD(),
            alert: nil)
        #expect(host.outline == "screen \"Detail\" back \"Counter\"\n  text \"Value 1\"\nprogressHUD\n")
        host.presentation = Presentation()
        #expect(host.outline == "screen \"Counter\"\n  text \"Count: 42\"\n")
    }

    @Test func badWidthsThrowForTheHostToo() {
        #expect(throws: ScreenRenderError.widthTooSmall(3, minimum: 20)) {
            try makeHost().render(width: 3)
        }
    }

    @Test func observationDrivesTheHostSynchronouslyAndInOrder() async {
        let store = CounterStore()
        let host = makeHost(store)
        let observation = host.observe(store.core)
        var outlines: [String] = []
        host.onChange = { outlines.append(host.outline) }

        await store.dispatchCommand(.increment)
        #expect(host.state == 1)
        await store.dispatchCommand(.send(.busy))
        #expect(host.presentation.progress == ProgressHUD("Working"))
        await store.dispatchCommand(.send(.idle))
        await store.dispatchCommand(.fail)
        #expect(host.presentation.alert == Alert(title: "Error", message: "Counting failed."))
        host.dismissAlert()
        await store.dispatchCommand(.send(.next(1)))
        #expect(host.topScreen.title == "Detail")
        await store.dispatchCommand(.send(.back))
        #expect(outlines == [
            "screen \"Counter\"\n  text \"Count: 1\"\n",
            "screen \"Counter\"\n  text \"Count: 1\"\nprogressHUD \"Working\"\n",
            "screen \"Counter\"\n  text \"Count: 1\"\n",
            "screen \"Counter\"\n  text \"Count: 1\"\nalert \"Error\" message \"Counting failed.\" button \"OK\"\n",
            "screen \"Counter\"\n  text \"Count: 1\"\n",
            "screen \"Detail\" back \"Counter\"\n  text \"Value 1\"\n",
            "screen \"Counter\"\n  text \"Count: 1\"\n",
        ])

        observation.cancel()
        await store.dispatchCommand(.increment)
        #expect(host.state == 1)
    }

    @Test func observeStoreFollowsTheStoresOwnCore() async {
        let store = CounterStore()
        let host = makeHost(store)
        host.observeStore()
        await store.dispatchCommand(.increment)
        await store.dispatchCommand(.send(.busy))
        #expect(host.state == 1)
        #expect(host.presentation.progress == ProgressHUD("Working"))
    }

    @Test func subscriptionFollowsTheStoresStreams() async {
        let store = CounterStore()
        let host = makeHost(store)
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        host.onChange = { continuation.yield() }
        let subscription = host.subscribe()
        var iterator = changes.makeAsyncIterator()

        await store.dispatchCommand(.increment)
        while host.state != 1 { _ = await iterator.next() }
        await store.dispatchCommand(.send(.busy))
        while host.presentation.progress == nil { _ = await iterator.next() }
        await store.dispatchCommand(.send(.next(3)))
        while host.presentation.pushed.isEmpty { _ = await iterator.next() }
        #expect(host.outline == "screen \"Detail\" back \"Counter\"\n  text \"Value 3\"\nprogressHUD \"Working\"\n")

        subscription.cancel()
        await subscription.value
    }

    @Test func subscriptionHandlesEffectsOfAFixedStore() async {
        let store = FixedViewStore<Int, Never, CounterEffect>(state: 5)
        let host = ScreenHost(store: store, screen: counterScreen, effects: counterChange)
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        host.onChange = { continuation.yield() }
        let subscription = host.subscribe()
        var iterator = changes.makeAsyncIterator()

        store.emit(.problem("Shown from a fixed store"))
        while host.presentation.alert == nil { _ = await iterator.next() }
        #expect(host.presentation.alert?.message == "Shown from a fixed store")
        #expect(host.state == 5)

        subscription.cancel()
        await subscription.value
    }
}
