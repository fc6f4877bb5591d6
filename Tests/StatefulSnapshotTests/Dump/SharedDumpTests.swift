import Stateful
import StatefulSnapshot
import Testing

/// How dumps and diffs write `@Shared` values: once, where they first
/// appear, named by their key; `(shown above)` everywhere else.
@Suite struct SharedDumpTests {
    struct Cart: Equatable, Sendable {
        var lines: [String] = []
    }

    struct Line: Identifiable, Equatable, Sendable {
        var id: Int
        var quantity = 1
    }

    struct List: Sendable {
        @Shared var cart: Cart
        var path: [Screen] = []
    }

    enum Screen: Sendable {
        case cart(CartScreen)
    }

    struct CartScreen: Sendable {
        @Shared var cart: Cart
    }

    struct Account: Redactable, Sendable {
        var user = ""
        var pin = ""
        static let redactedLabels: Set<String> = ["pin"]
    }

    struct Settings: Redactable, Sendable {
        @Shared var account: Account
        @Shared var code: String
        static let redactedLabels: Set<String> = ["code"]
    }

    private func keyed<Value: Sendable>(_ value: Value, _ key: String) -> Shared<Value> {
        Dependencies.$current.withValue(Dependencies.live.updating { $0.sharedStorage = .inMemory() }) {
            Shared(wrappedValue: value, .inMemory(key))
        }
    }

    @Test func aSharedValueIsWrittenWhereItFirstAppearsAndReferredToAfter() {
        let cart = keyed(Cart(lines: ["tea", "milk"]), "cart")
        let list = List(cart: cart, path: [.cart(CartScreen(cart: cart))])
        #expect(ValueDump.text(of: list) == """
            SharedDumpTests.List(
              cart: @Shared(.inMemory("cart")) SharedDumpTests.Cart(
                lines: ["tea", "milk"]
              )
              path: [
                .cart(
                  SharedDumpTests.CartScreen(
                    cart: @Shared(.inMemory("cart")) (shown above)
                  )
                )
              ]
            )
            """)
    }

    @Test func valuesWithoutAKeyAreNumberedInTheOrderTheyAppear() {
        let first = Shared(value: Cart())
        let second = Shared(value: Cart(lines: ["x"]))
        let screens = [CartScreen(cart: second), CartScreen(cart: first), CartScreen(cart: second)]
        #expect(ValueDump.text(of: screens) == """
            [
              SharedDumpTests.CartScreen(
                cart: @Shared(#1) SharedDumpTests.Cart(lines: ["x"])
              )
              SharedDumpTests.CartScreen(
                cart: @Shared(#2) SharedDumpTests.Cart(lines: [])
              )
              SharedDumpTests.CartScreen(cart: @Shared(#1) (shown above))
            ]
            """)
    }

    @Test func aPartIsNamedByItsPathAndShownAboveWhenItsWholeWas() throws {
        let lines = keyed(IdentifiedArray(uniqueElements: [Line(id: 1), Line(id: 2)]), "lines")
        let second = try #require(lines[id: 2])
        #expect(ValueDump.text(of: [second.quantity, second]).contains("@Shared(.inMemory(\"lines\")[id: 2].quantity) 1"))
        #expect(ValueDump.text(of: (lines, second)) == """
            (
              @Shared(.inMemory("lines")) [
                SharedDumpTests.Line(id: 1, quantity: 1)
                SharedDumpTests.Line(id: 2, quantity: 1)
              ]
              @Shared(.inMemory("lines")[id: 2]) (shown above)
            )
            """)
    }

    @Test func secretsInsideASharedValueStayMasked() {
        let settings = Settings(
            account: keyed(Account(user: "ada", pin: "4711"), "account"), code: keyed("1234", "code"))
        let dump = ValueDump.text(of: settings)
        #expect(dump.contains("pin: \"********\""))
        #expect(dump.contains("code: \"********\""))
        #expect(!dump.contains("4711") && !dump.contains("1234"))
    }

    @Test func aDiffShowsASharedChangeOnceAtItsFirstPlace() {
        let cart = Shared(value: Cart())
        let list = List(cart: cart, path: [.cart(CartScreen(cart: cart))])
        let before = ValueDump.node(of: list)
        cart.withLock { $0.lines = ["tea"] }
        let after = ValueDump.node(of: list)
        #expect(ValueDiff.lines(from: before, to: after)?.joined(separator: "\n") == """
              SharedDumpTests.List(
                cart: @Shared(#1) SharedDumpTests.Cart(
                  lines: [
            +       "tea"
                  ]
                )
                ... (1 unchanged)
              )
            """)
    }
}
