import Foundation
import Stateful
import StatefulScript
import StatefulText

/// A shop written to have bugs planted in it, as a TCA team's cart would be:
/// a "Shop" screen that adds tea or cake and opens the cart; a pushed "Cart"
/// screen with "+", "−" and "Remove" for each line, "Checkout" (enabled with
/// something to pay) and "Done"; a "Payment" sheet over the cart whose form
/// takes a card number and a three-digit security code (a secure field,
/// "CVV") and enables "Pay" only when both are valid; and a pushed
/// "Receipt" once paid. Without a planted bug it is correct: a line never
/// goes below one, Remove removes the line, and a receipt lists what was paid.
enum PlantedShop {
    /// The bugs a copy of the shop can carry.
    enum Bug: Sendable, CaseIterable {
        /// Remove leaves the line at quantity 0, and "−" at 0 keeps the line
        /// too, then takes it below: the total goes negative (4 steps: add,
        /// open, "Remove" or "−", "−").
        case negativeQuantity
        /// Paying empties the cart before the receipt is made: the receipt
        /// lists nothing (6 steps: add, open, checkout, card, code, pay).
        case receiptWithoutItems
        /// The Payment sheet shows the security code typed into it.
        case codeShownOnSheet
    }

    struct Line: Sendable, Equatable {
        var name: String
        var price: Int
        var quantity: Int
    }

    struct Payment: Sendable, Equatable, Redactable {
        static let redactedLabels: Set<String> = ["code"]
        var cardNumber = ""
        var code = ""

        var isValid: Bool {
            cardNumber.filter(\.isNumber).count == 16 && cardNumber.allSatisfy { $0.isNumber || $0 == " " }
                && code.count == 3 && code.allSatisfy(\.isNumber)
        }
    }

    struct Receipt: Sendable, Equatable {
        var items: Int
        var total: Int
    }

    struct State: Sendable, Equatable {
        var lines: [Line] = []
        var cartOpen = false
        var payment: Payment?
        var receipt: Receipt?

        var total: Int { lines.reduce(0) { $0 + $1.price * $1.quantity } }
        var items: Int { lines.reduce(0) { $0 + $1.quantity } }
    }

    enum Command: Sendable, Hashable, Decodable, Redactable {
        static let redactedLabels: Set<String> = ["codeChanged"]
        case add(String)
        case openCart
        case closeCart
        case increment(String)
        case decrement(String)
        case remove(String)
        case checkout
        case cancelPayment
        case cardNumberChanged(String)
        case codeChanged(String)
        case pay
        case closeReceipt
    }

    enum Action: ViewAction, Sendable {
        case added(String, price: Int)
        case cartShown(Bool)
        case quantity(String, by: Int, removesAtZero: Bool)
        case removed(String, keepsLine: Bool)
        case payment(Payment?)
        case paid(emptiesCartFirst: Bool)
        case receiptClosed

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case let .added(name, price):
                if let index = state.lines.firstIndex(where: { $0.name == name }) {
                    state.lines[index].quantity += 1
                } else {
                    state.lines.append(Line(name: name, price: price, quantity: 1))
                }
            case .cartShown(let shown):
                state.cartOpen = shown
            case let .quantity(name, change, removesAtZero):
                guard let index = state.lines.firstIndex(where: { $0.name == name }) else { break }
                state.lines[index].quantity += change
                if removesAtZero, state.lines[index].quantity <= 0 { state.lines.remove(at: index) }
            case let .removed(name, keepsLine):
                guard let index = state.lines.firstIndex(where: { $0.name == name }) else { break }
                if keepsLine { state.lines[index].quantity = 0 } else { state.lines.remove(at: index) }
            case .payment(let payment):
                state.payment = payment
            case .paid(let emptiesCartFirst):
                if emptiesCartFirst { state.lines = [] }
                state.receipt = Receipt(items: state.items, total: state.total)
                state.lines = []
                state.payment = nil
            case .receiptClosed:
                state = State()
            }
            return state
        }
    }

    enum Effect: Sendable, Equatable {
        case crashed(String)
    }

    static let prices = ["tea": 3, "cake": 5]

    @MainActor
    static func stack(for state: State, bugs: Set<Bug>) -> ScreenStack<Command> {
        let shop = Screen("Shop") {
            Text("\(state.items) in the cart")
            Button("Add tea", command: Command.add("tea"))
            Button("Add cake", command: Command.add("cake"))
            Button("Open cart", command: Command.openCart)
        }
        guard state.cartOpen else { return ScreenStack(root: shop) }
        let cart = Screen("Cart") {
            for line in state.lines {
                Section(line.name) {
                    Text("\(line.quantity) × \(line.price)")
                    Button("+", command: Command.increment(line.name))
                    Button("−", command: Command.decrement(line.name))
                    Button("Remove", command: Command.remove(line.name))
                }
            }
            Text("Total: \(state.total)")
            Button("Checkout", isEnabled: state.total > 0, command: Command.checkout)
            Button("Done", command: Command.closeCart)
        }
        var pushed = [cart]
        if let receipt = state.receipt {
            pushed.append(Screen("Receipt") {
                Text("\(receipt.items) items, \(receipt.total) paid")
                Button("Close", command: Command.closeReceipt)
            })
        }
        let sheet = state.payment.map { payment in
            Screen("Payment") {
                TextField("Card number", text: payment.cardNumber, placeholder: "1234 5678 9012 3456", onChange: Command.cardNumberChanged)
                SecureField("CVV", text: payment.code, placeholder: "3 digits", onChange: Command.codeChanged)
                if bugs.contains(.codeShownOnSheet), !payment.code.isEmpty { Text(payment.code) }
                Button("Pay", isEnabled: payment.isValid, command: Command.pay)
                Button("Cancel", command: Command.cancelPayment)
            }
        }
        return ScreenStack(
            root: shop, pushed: pushed, back: state.receipt == nil ? .closeCart : .closeReceipt, sheet: sheet,
            dismissSheet: .cancelPayment)
    }
}

@MainActor
final class PlantedShopStore: CoreViewStore {
    typealias State = PlantedShop.State
    typealias Command = PlantedShop.Command
    typealias Action = PlantedShop.Action
    typealias Effect = PlantedShop.Effect

    let core = StoreCore<Command, Action, Effect>(initialState: State(), errorEffect: { .crashed("\($0)") })
    let bugs: Set<PlantedShop.Bug>

    init(bugs: Set<PlantedShop.Bug>) {
        self.bugs = bugs
    }

    func handleCommand(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        let state = currentState
        switch command {
        case .add(let name):
            context.dispatchAction(.added(name, price: PlantedShop.prices[name] ?? 1))
        case .openCart:
            context.dispatchAction(.cartShown(true))
        case .closeCart:
            context.dispatchAction(.cartShown(false))
        case .increment(let name):
            context.dispatchAction(.quantity(name, by: 1, removesAtZero: true))
        case .decrement(let name):
            context.dispatchAction(.quantity(name, by: -1, removesAtZero: !bugs.contains(.negativeQuantity)))
        case .remove(let name):
            context.dispatchAction(.removed(name, keepsLine: bugs.contains(.negativeQuantity)))
        case .checkout:
            guard state.total > 0, state.payment == nil else { return }
            context.dispatchAction(.payment(PlantedShop.Payment()))
        case .cancelPayment:
            context.dispatchAction(.payment(nil))
        case .cardNumberChanged(let number):
            guard var payment = state.payment else { return }
            payment.cardNumber = number
            context.dispatchAction(.payment(payment))
        case .codeChanged(let code):
            guard var payment = state.payment else { return }
            payment.code = code
            context.dispatchAction(.payment(payment))
        case .pay:
            guard state.payment?.isValid == true else { return }
            context.dispatchAction(.paid(emptiesCartFirst: bugs.contains(.receiptWithoutItems)))
        case .closeReceipt:
            context.dispatchAction(.receiptClosed)
        }
    }
}

struct PlantedShopFeature: ExplorableFeature {
    let name = "planted-shop"
    let summary = "a shop with a cart and a payment form, bugs planted in it"
    var bugs: Set<PlantedShop.Bug> = []
    /// Whether the plan declares the payment form's inputs.
    var declaresInputs = true

    init(bugs: Set<PlantedShop.Bug> = [], declaresInputs: Bool = true) {
        self.bugs = bugs
        self.declaresInputs = declaresInputs
    }

    func makeSession(_ context: ScriptContext) throws -> ScriptSession<PlantedShopStore, NoBackend> {
        let store = PlantedShopStore(bugs: bugs)
        let bugs = bugs
        let host = ScreenHost(store: store, stack: { PlantedShop.stack(for: $0, bugs: bugs) }, effects: { _ in .none })
        return ScriptSession(store: store, host: host)
    }

    /// The form's texts, valid ones last (shrinking tries the earlier ones).
    static let formTexts: [String: [String]] = [
        "Card number": ["", "4242", "4242 4242 4242 4242"],
        "CVV": ["", "12", "123"],
    ]

    var exploration: ExplorationPlan<PlantedShopFeature> {
        ExplorationPlan(
            invariants: [
                .always("the total is never negative") { $0.state.total >= 0 },
                .always("a receipt lists what was paid for") { moment in moment.state.receipt.map { $0.items > 0 } ?? true },
            ],
            fieldTexts: declaresInputs ? Self.formTexts : [:],
            actions: ["added", "cartShown", "quantity", "removed", "payment", "paid", "receiptClosed"],
            screens: ["Shop", "Cart", "Payment", "Receipt"],
            isUnexpected: { effect in
                if case .crashed = effect { return true }
                return false
            })
    }
}
