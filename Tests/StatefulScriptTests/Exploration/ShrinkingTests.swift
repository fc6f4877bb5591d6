import Stateful
import StatefulScript
import StatefulText
import Testing

/// A failure shrinks to a 1-minimal flow: a planted bug that needs six
/// specific steps (add, open the cart, checkout, a card, a code, pay)
/// shrinks to exactly those six whatever the seed, the pairs that undo each
/// other ("+" and "−", a checkout and its cancel, the cart opened and
/// closed) dropped together; and one exploration reports each planted bug.
@MainActor
@Suite struct ShrinkingTests {
    @Test(arguments: 1...10)
    func aBugThatNeedsSixStepsShrinksToSix(seed: UInt64) async throws {
        let explorer = PlantedShopFeature(bugs: [.receiptWithoutItems]).explorer()
        // Each of the ten seeds finds the bug within its first 32 runs; the
        // runs after the first failure are only counted, so a budget of 150
        // spent three quarters of the test on runs that prove nothing here.
        let report = try await explorer.explore(ExplorationBudget(seed: seed, runs: 40, steps: 30))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .invariant("a receipt lists what was paid for"))
        #expect(failure.steps.count == 6, "\(failure.flow)")
        // The six, whichever way they were found.
        let lines = failure.flow.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("secret ") }
        #expect(lines.count == 6, "\(failure.flow)")
        #expect(lines.first.map { $0 == "tap \"Add tea\"" || $0 == "tap \"Add cake\"" } == true, "\(failure.flow)")
        #expect(Array(lines.dropFirst().prefix(2)) == ["tap \"Open cart\"", "tap \"Checkout\""], "\(failure.flow)")
        #expect(lines.last == "tap \"Pay\"", "\(failure.flow)")
        // No single step, and no pair, can be removed: each one is needed.
        for index in failure.steps.indices {
            var fewer = failure.steps
            fewer.remove(at: index)
            #expect(try await explorer.replay(fewer)?.check != failure.check, "step \(index + 1) of \(failure.flow) is not needed")
        }
        // The written flow fails the same way, its code passed as the plan's value.
        let failures = try await PlantedBugExplorationTests.runChecked(
            failure.flow, feature: PlantedShopFeature(bugs: [.receiptWithoutItems]), parameters: failure.secretParameterValues)
        #expect(failures.map(\.message) == [failure.message])
    }

    @Test func twoPlantedBugsAreBothReportedEachShrunk() async throws {
        let feature = PlantedShopFeature(bugs: [.negativeQuantity, .receiptWithoutItems])
        let report = try await feature.explorer().explore(ExplorationBudget(seed: 2, runs: 60, steps: 30))
        #expect(Set(report.failures.map(\.check)) == [
            .invariant("the total is never negative"), .invariant("a receipt lists what was paid for"),
        ], "\(report.text)")
        let negative = try #require(report.failures.first { $0.check == .invariant("the total is never negative") })
        #expect(negative.steps.count == 4, "\(negative.flow)")
        // An item added, the cart opened, then taken below 0: by "Remove" and "−", or "−" twice.
        #expect(negative.flow.hasSuffix("tap \"−\" in \"tea\"\n") || negative.flow.hasSuffix("tap \"−\" in \"cake\"\n"),
                "\(negative.flow)")
        let receipt = try #require(report.failures.first { $0.check == .invariant("a receipt lists what was paid for") })
        #expect(receipt.steps.count == 6, "\(receipt.flow)")
        // Each is listed with its flow; the runs after the first to fail a check are counted, not shrunk again.
        #expect(report.text.contains("FAILED invariant \"the total is never negative\" in run \(negative.run)"))
        #expect(report.text.contains("FAILED invariant \"a receipt lists what was paid for\" in run \(receipt.run)"))
        #expect(report.failures.map(\.run) == report.failures.map(\.run).sorted())
        #expect(report.runsDone == 60)
    }

    @Test(arguments: 1...5)
    func aGeneratedBackStepNamesTheTopSoAnEarlierPushAndPopAreDropped(seed: UInt64) async throws {
        // Each page pushed gets the next id; the generated back step sends
        // `pop(id)` for the top page's id. Made again from the State as the
        // shrunk sequence replays, it names the top of the stack as it is
        // then, so the pushes and pops before the failing ones are dropped.
        let report = try await PlantedPagesFeature().explorer().explore(ExplorationBudget(seed: seed, runs: 100, steps: 20))
        let failure = try #require(report.failure, "\(report.text)")
        #expect(failure.check == .invariant("nothing is edited off its page"))
        #expect(failure.flow.hasSuffix("\ntap \"Open\"\ntap \"Edit\"\nsend pop(0)\n"), "\(failure.flow)")
        #expect(failure.steps.count == 3, "\(failure.flow)")
    }
}

/// Pages pushed on a stack, each with the next id; a page's "Edit" marks it
/// edited, and popping it (by its id, as a back button names the top)
/// forgets to end the edit: the bug.
enum PlantedPages {
    struct State: Sendable, Equatable {
        var pages: [Int] = []
        var nextID = 0
        var editing: Int?
    }

    enum Command: Sendable, Hashable, Decodable {
        case open
        case edit
        case pop(Int)
    }

    enum Action: ViewAction, Sendable {
        case pushed
        case edited(Int)
        case popped(Int)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed:
                state.pages.append(state.nextID)
                state.nextID += 1
            case .edited(let id): state.editing = id
            case .popped(let id): state.pages.removeAll { $0 == id }
            }
            return state
        }
    }

    @MainActor
    static func stack(for state: State) -> ScreenStack<Command> {
        let home = Screen("Home") { Button("Open", command: Command.open) }
        let pages = state.pages.map { id in
            Screen("Page \(id)") {
                Button("Open", command: Command.open)
                Button("Edit", command: Command.edit)
            }
        }
        return ScreenStack(root: home, pushed: pages, back: state.pages.last.map(Command.pop))
    }
}

@MainActor
final class PlantedPagesStore: CoreViewStore {
    typealias State = PlantedPages.State
    typealias Command = PlantedPages.Command
    typealias Action = PlantedPages.Action
    typealias Effect = Never

    let core = StoreCore<Command, Action, Never>(initialState: State())

    func handleCommand(_ command: Command, context: CommandContext<Action, Never>) async throws {
        switch command {
        case .open: context.dispatchAction(.pushed)
        case .edit:
            if let top = currentState.pages.last { context.dispatchAction(.edited(top)) }
        case .pop(let id):
            guard currentState.pages.contains(id) else { return }
            context.dispatchAction(.popped(id))
        }
    }
}

struct PlantedPagesFeature: ExplorableFeature {
    let name = "planted-pages"
    let summary = "pages on a stack, each with an id, a bug planted in their back step"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedPagesStore, NoBackend> {
        let store = PlantedPagesStore()
        return ScriptSession(store: store, host: ScreenHost(store: store, stack: { PlantedPages.stack(for: $0) }))
    }

    var exploration: ExplorationPlan<PlantedPagesFeature> {
        ExplorationPlan(
            commands: [
                // The back button, as a generator: it names the top page by its id.
                ExplorationCommand("pop", isValid: { !$0.pages.isEmpty }) { _, state in .pop(state.pages.last ?? 0) },
            ],
            invariants: [
                .always("nothing is edited off its page") { moment in
                    moment.state.editing.map { moment.state.pages.contains($0) } ?? true
                },
            ],
            advances: [])
    }
}
