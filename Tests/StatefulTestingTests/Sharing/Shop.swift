import Stateful

// A shop split as a TCA team would split it: a product list, a cart screen
// pushed over it, and a checkout sheet, each a ScreenLogic of its own with
// its own tests, all holding one shared cart. The list routes its
// children's Commands; no Action of it copies the cart anywhere.

struct CartLine: Identifiable, Equatable, Sendable {
    var id: String
    var priceCents: Int
    var quantity = 1
}

struct ShopCart: Equatable, Sendable {
    var lines: IdentifiedArrayOf<CartLine> = []
    var totalCents: Int { lines.reduce(0) { $0 + $1.priceCents * $1.quantity } }
}

/// The pushed cart: change quantities, remove lines, go to checkout.
struct CartScreen: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared var cart: ShopCart
    }
    enum Command: Sendable, Equatable { case plus(String), minus(String), checkoutTapped }
    enum Effect: Sendable, Equatable { case checkout }
    enum Action: ViewAction, Equatable {
        case quantityChanged(String, by: Int)

        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case let .quantityChanged(id, by: change):
                state.$cart.withLock { cart in
                    guard let quantity = cart.lines[id: id]?.quantity else { return }
                    if quantity + change <= 0 {
                        _ = cart.lines.remove(id: id)
                    } else {
                        cart.lines[id: id]?.quantity = quantity + change
                    }
                }
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .plus(let id): context.dispatchAction(.quantityChanged(id, by: 1))
        case .minus(let id): context.dispatchAction(.quantityChanged(id, by: -1))
        case .checkoutTapped: context.dispatchEffect(.checkout)
        }
    }
}

/// The checkout sheet: a card number, then paying empties the cart.
struct Checkout: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared var cart: ShopCart
        var cardNumber = ""
    }
    enum Command: Sendable, Equatable { case cardNumberChanged(String), payTapped }
    enum Effect: Sendable, Equatable { case paid(totalCents: Int) }
    enum Action: ViewAction, Equatable {
        case cardNumberChanged(String), paid

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .cardNumberChanged(let number): state.cardNumber = number
            case .paid: state.$cart.withLock { $0.lines = [] }
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .cardNumberChanged(let number):
            context.dispatchAction(.cardNumberChanged(number))
        case .payTapped:
            guard context.state.cardNumber.count == 16 else { return }
            let total = context.state.cart.totalCents
            context.dispatchAction(.paid)
            context.dispatchEffect(.paid(totalCents: total))
        }
    }
}

/// The screens pushed over the list.
enum ShopPath: PathElement, Equatable, Sendable {
    case cart(CartScreen.State)

    enum Command: Sendable, Equatable { case cart(CartScreen.Command) }
    enum Action: Sendable, Equatable { case cart(CartScreen.Action) }
    enum Effect: Sendable, Equatable { case cart(CartScreen.Effect) }

    static var screens: [PathScreen<ShopPath>] {
        [.screen(CartScreen(), state: Self.cart, command: Command.cart, action: Action.cart, effect: Effect.cart)]
    }
}

/// The product list, the app's root: adds to the cart, pushes the cart
/// screen and presents checkout, with the cart it holds.
struct ProductList: ScreenLogic {
    struct State: Equatable, Sendable {
        @Shared(.inMemory("cart")) var cart = ShopCart()
        var prices: [String: Int] = ["tea": 350, "milk": 120]
        var path = StackState<ShopPath>()
        var checkout: Checkout.State?
    }
    enum Command: Sendable, Equatable {
        case addTapped(String), cartTapped
        case path(StackCommand<ShopPath>), checkout(Checkout.Command), checkoutDismissed
    }
    enum Effect: Sendable, Equatable { case orderPlaced(totalCents: Int) }
    enum Action: ViewAction, Equatable {
        case added(String), cartOpened, checkoutPresented, checkoutDismissed, orderPlaced
        case path(StackAction<ShopPath>), checkout(Checkout.Action)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .added(let id):
                guard let price = state.prices[id] else { break }
                state.$cart.withLock { cart in
                    if cart.lines[id: id] != nil { cart.lines[id: id]?.quantity += 1 }
                    else { cart.lines.append(CartLine(id: id, priceCents: price)) }
                }
            case .cartOpened: state.path.append(.cart(CartScreen.State(cart: state.$cart)))
            case .checkoutPresented: state.checkout = Checkout.State(cart: state.$cart)
            case .checkoutDismissed: state.checkout = nil
            case .orderPlaced:
                state.checkout = nil
                state.path.removeAll()
            case .path(let action): state.path.apply(action)
            case .checkout(let action): state.checkout.apply(action)
            }
            return state
        }
    }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .addTapped(let id): context.dispatchAction(.added(id))
        case .cartTapped: context.dispatchAction(.cartOpened)
        case .checkoutDismissed: context.dispatchAction(.checkoutDismissed)
        case .path(let command):
            try await context.forward(command, of: \.path, action: Action.path) { _, effect, list in
                switch effect {
                case .cart(.checkout): list.dispatchAction(.checkoutPresented)
                }
            }
        case .checkout(let command):
            try await context.forward(command, to: Checkout(), presentedIn: \.checkout, action: Action.checkout) { effect, list in
                switch effect {
                case .paid(let total):
                    list.dispatchAction(.orderPlaced)
                    list.dispatchEffect(.orderPlaced(totalCents: total))
                }
            }
        }
    }
}
