import Stateful
import StatefulScript
import StatefulText
import Testing

/// A shop's cart, as a team coming from TCA writes one: lines in an
/// `IdentifiedArray`, a computed total, a card number that is secret and a
/// computed preview of it that is secret too.
private enum Cart {
    struct Line: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var cents: Int
        var quantity = 1
    }

    struct State: Equatable, Sendable, Redactable, QueryableState {
        static let redactedLabels: Set<String> = ["cardNumber", "cardPreview"]
        static let queries: [StateQuery<State>] = [
            StateQuery("total", \.total),
            StateQuery("cardPreview", \.cardPreview),
            StateQuery("isFree") { $0.total == 0 },
        ]

        var lines: IdentifiedArrayOf<Line> = []
        var cardNumber = ""
        var tags: Set<String> = []

        var total: Int { lines.reduce(0) { $0 + $1.cents * $1.quantity } }
        var cardPreview: String { String(cardNumber.suffix(4)) }
    }

    enum Command: Sendable, Hashable, Decodable {
        case add(id: Int, name: String, cents: Int)
        case remove(id: Int)
        case cardNumberChanged(String)
    }

    enum Action: ViewAction {
        case added(Line), removed(Int), card(String)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .added(let line): state.lines.append(line)
            case .removed(let id): state.lines.remove(id: id)
            case .card(let number): state.cardNumber = number
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable { case failed(String) }
}

private struct CartLogic: ScreenLogic {
    typealias State = Cart.State
    typealias Command = Cart.Command
    typealias Action = Cart.Action
    typealias Effect = Cart.Effect

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case let .add(id, name, cents): context.dispatchAction(.added(Cart.Line(id: id, name: name, cents: cents)))
        case .remove(let id): context.dispatchAction(.removed(id))
        case .cardNumberChanged(let number): context.dispatchAction(.card(number))
        }
    }
}

@MainActor
private struct CartFeature: ScriptableFeature {
    let name = "cart"
    let summary = "a cart with a computed total"

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<ScreenStore<CartLogic>, NoBackend> {
        let store = ScreenStore(CartLogic(), initialState: Cart.State(), errorEffect: { .failed("\($0)") })
        let host = ScreenHost(store: store, screen: { state in
            Screen("Cart") {
                Text("Total: \(state.total)")
                SecureField("Card number", text: state.cardNumber, onChange: Cart.Command.cardNumberChanged)
            }
        }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }
}

/// A screen of a stack, for `[at:]` and `[id:]` on a `StackState`.
private struct Page: Equatable, Sendable { var title: String }
private struct Pages: Equatable, Sendable { var path = StackState<Page>() }

@MainActor
@Suite struct StateQueryFlowTests {
    private func cart(_ flow: String) async throws -> FlowRun {
        try await FlowRun.run(flow, feature: CartFeature(), path: "Flows/cart.flow")
    }

    private static func value(_ path: String, in state: Any) throws -> Any {
        var parser = FlowScriptParser<Cart.Command, NoBackend>()
        let script = try parser.parse(source: "expect state \(path) is not nil", path: "t.flow", directory: .temporaryDirectory)
        guard case .expectState(let expectation) = script.flattenedSteps.first?.statement else {
            Issue.record("not an expect state line: \(path)")
            return ()
        }
        return try expectation.actualValue(in: state)
    }

    @Test func aComputedPropertyListedAsAQueryIsReadAsAStoredOneIs() async throws {
        let run = try await cart("""
            expect state total == 0
            expect state isFree == true
            add(id: 7, name: "Tea", cents: 40)
            add(id: 9, name: "Cake", cents: 80)
            expect state total == 120
            expect state isFree == false
            expect state total > 200
            """)
        #expect(run.failures.map(\.message) == ["expected state total > 200, found 120"])
        #expect(run.failures.map(\.location.line) == [7])
    }

    @Test func collectionsAnswerCountIsEmptyFirstAndLastWithoutADeclaration() async throws {
        let run = try await cart("""
            expect state lines.isEmpty == true
            expect state lines.first is nil
            add(id: 7, name: "Tea", cents: 40)
            add(id: 9, name: "Cake", cents: 80)
            expect state lines.count == 2
            expect state lines.isEmpty == false
            expect state lines.first.name == "Tea"
            expect state lines.last.name == "Cake"
            expect state tags.count == 0
            expect state lines.first.name.count == 3
            expect state lines.count == 3
            """)
        #expect(run.failures.map(\.message) == ["expected state lines.count == 3, found 2"])
    }

    @Test func anIdentifiedArrayIsReadByIdAndByPosition() async throws {
        let run = try await cart("""
            add(id: 7, name: "Tea", cents: 40)
            add(id: 9, name: "Cake", cents: 80)
            expect state lines[id: 9].name == "Cake"
            expect state lines[at: 0].name == "Tea"
            expect state lines[1].name == "Cake"
            expect state lines[id: 1].name == "Tea"
            expect state lines[at: 5].name == "Tea"
            """)
        #expect(run.failures.map(\.message) == [
            "there is no element `[id: 1]`; there are: [id: 7], [id: 9]",
            "there is no element `[at: 5]`; there are: [at: 0], [at: 1]",
        ])
        #expect(run.failures.map(\.location.line) == [6, 7])
    }

    @Test func aStackIsReadByIdAndByPositionAndItsShortSubscriptStaysAnId() throws {
        var pages = Pages()
        pages.path.append(Page(title: "first"))
        pages.path.append(Page(title: "second"))
        pages.path.append(Page(title: "third"))
        pages.path.pop(from: pages.path.ids[1])  // ids 0 and 2 are left
        pages.path.append(Page(title: "fourth"))  // id 3
        #expect(try Self.value("path[id: 3].title", in: pages) as? String == "fourth")
        #expect(try Self.value("path[3].title", in: pages) as? String == "fourth")
        #expect(try Self.value("path[at: 1].title", in: pages) as? String == "fourth")
        #expect(try Self.value("path.count", in: pages) as? Int == 2)
        #expect(try Self.value("path.last.title", in: pages) as? String == "fourth")
        #expect(throws: StatePathError.noElement("[id: 1]", available: ["[id: 0]", "[id: 3]"])) {
            try Self.value("path[id: 1].title", in: pages)
        }
    }

    @Test func anElementIdCanBeQuotedOrCaptured() async throws {
        struct Named: Identifiable, Equatable, Sendable { var id: String; var note: String }
        struct Notes: Equatable, Sendable { var notes: IdentifiedArrayOf<Named> = [Named(id: "A1", note: "hi \"you\"")] }
        #expect(try Self.value(#"notes[id: "A1"].note"#, in: Notes()) as? String == "hi \"you\"")
        #expect(throws: StatePathError.noElement(#"[id: "B2"]"#, available: [#"[id: "A1"]"#])) {
            try Self.value(#"notes[id: "B2"].note"#, in: Notes())
        }
        let run = try await cart("""
            add(id: 7, name: "Tea", cents: 40)
            let tea = state lines[at: 0].id
            expect state lines[id: ${tea}].cents == 40
            """)
        #expect(run.failures.isEmpty, "\(run.failures)")
    }

    @Test func anUnknownNameListsTheQueriesAndTheCollectionFacts() async throws {
        let run = try await cart("""
            expect state totl == 0
            expect state lines.size == 0
            expect state cardNumber[0] == 1
            """)
        #expect(run.failures.map(\.message) == [
            "`Cart.State` has no property `totl`; did you mean `total`?",
            "`IdentifiedArray<Cart.Line>` has no property `size`; its properties are: count, isEmpty, first, last",
            "cannot read `[0]`: `String` is not an array or a stack",
        ])
        #expect(run.failures.map(\.location.line) == [1, 2, 3])
    }

    @Test func aQueryNamedAsARedactedLabelIsMaskedAsAStoredSecretIs() async throws {
        let run = try await cart("""
            type "4111111111111111" into "Card number"
            expect state cardPreview == "1111"
            expect state cardPreview == "9999"
            expect state cardNumber.count == 16
            """)
        #expect(run.failures.map(\.message) == [
            #"expected state cardPreview == a secret value, and it is not (values not shown)"#,
        ])
        #expect(!run.transcript.contains("1111"))
    }

    @Test func theSubscriptSpellingsAreCheckedWhenTheFlowIsRead() {
        #expect(throws: FlowScriptError.self) {
            var parser = FlowScriptParser<Cart.Command, NoBackend>()
            _ = try parser.parse(source: "expect state lines[id: ] == 1", path: "t.flow", directory: .temporaryDirectory)
        }
        do {
            var parser = FlowScriptParser<Cart.Command, NoBackend>()
            _ = try parser.parse(source: "expect state lines[at: \"x\"].name == 1", path: "t.flow", directory: .temporaryDirectory)
            Issue.record("a quoted position parsed")
        } catch {
            #expect(error.description.contains("expected a position, such as `[at: 0]`"), "\(error.description)")
        }
    }
}
