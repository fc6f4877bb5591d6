import Stateful
import StatefulTesting
import Testing

/// Each screen of the shop tested alone with a cart of its own, then the
/// whole shop: every screen's change to the cart is seen by the others, and
/// the test asserts it once, wherever it was made.
@MainActor
@Suite struct ShopTests {
    let tea = CartLine(id: "tea", priceCents: 350)

    @Test func theCartScreenChangesQuantitiesAndRemovesAtZero() async {
        let cart = Shared(value: ShopCart(lines: [tea]))
        let store = TestStore(CartScreen(), initialState: CartScreen.State(cart: cart))
        await store.send(.plus("tea")) {
            $0.$cart.withLock { $0.lines[id: "tea"]?.quantity = 2 }
        }
        await store.send(.minus("tea")) {
            $0.$cart.withLock { $0.lines[id: "tea"]?.quantity = 1 }
        }
        await store.send(.minus("tea")) {
            $0.$cart.withLock { $0.lines = [] }
        }
        #expect(cart.wrappedValue.totalCents == 0, "the cart handed to the screen is the one it changed")
        await store.send(.checkoutTapped)
        await store.receive(.checkout)
        await store.finish()
    }

    @Test func checkoutPaysOnlyWithACardAndEmptiesTheCart() async {
        let store = TestStore(Checkout(), initialState: Checkout.State(cart: Shared(value: ShopCart(lines: [tea]))))
        await store.send(.payTapped)
        await store.send(.cardNumberChanged("4242424242424242")) { $0.cardNumber = "4242424242424242" }
        await store.send(.payTapped) {
            $0.$cart.withLock { $0.lines = [] }
        }
        await store.receive(.paid(totalCents: 350))
        await store.finish()
    }

    @Test func theListAddsToItsCart() async {
        let store = TestStore(ProductList(), initialState: ProductList.State())
        await store.send(.addTapped("tea")) {
            $0.$cart.withLock { $0.lines = [CartLine(id: "tea", priceCents: 350)] }
        }
        await store.send(.addTapped("tea")) {
            $0.$cart.withLock { $0.lines[id: "tea"]?.quantity = 2 }
        }
        await store.finish()
    }

    @Test func everyScreenEditsOneCart() async {
        let store = TestStore(ProductList(), initialState: ProductList.State())
        await store.send(.addTapped("tea")) {
            $0.$cart.withLock { $0.lines = [CartLine(id: "tea", priceCents: 350)] }
        }
        await store.send(.cartTapped) {
            $0.path.append(.cart(CartScreen.State(cart: $0.$cart)))
        }
        // The pushed screen's change is the list's cart: nothing copies it.
        await store.send(.path(.element(id: 0, command: .cart(.plus("tea"))))) {
            $0.$cart.withLock { $0.lines[id: "tea"]?.quantity = 2 }
        }
        #expect(store.state.cart.totalCents == 700)
        await store.send(.path(.element(id: 0, command: .cart(.checkoutTapped)))) {
            $0.checkout = Checkout.State(cart: $0.$cart)
        }
        await store.send(.checkout(.cardNumberChanged("4242424242424242"))) {
            $0.checkout?.cardNumber = "4242424242424242"
        }
        await store.send(.checkout(.payTapped)) {
            $0.$cart.withLock { $0.lines = [] }
            $0.checkout = nil
            $0.path = []
        }
        await store.receive(.orderPlaced(totalCents: 700))
        #expect(store.state.cart.lines.isEmpty)
        await store.finish()
    }

    @Test func aWrongExpectationAboutThePushedScreensCartFails() async {
        let store = TestStore(ProductList(), initialState: ProductList.State())
        await store.send(.addTapped("tea")) {
            $0.$cart.withLock { $0.lines = [CartLine(id: "tea", priceCents: 350)] }
        }
        await store.send(.cartTapped) {
            $0.path.append(.cart(CartScreen.State(cart: $0.$cart)))
        }
        await withKnownIssue {
            await store.send(.path(.element(id: 0, command: .cart(.plus("tea"))))) {
                // Expected through the pushed screen's own cart, wrongly.
                $0.path[id: 0, case: ShopPath.cart]?.$cart.withLock { $0.lines[id: "tea"]?.quantity = 3 }
            }
        }
    }
}
