import Stateful

/// The order screen's store: every Command either changes the State at
/// once or waits on the backend, which waits on the script's clock.
@MainActor
final class OrderStore: CoreViewStore {
    typealias State = Order
    typealias Command = OrderCommand
    typealias Action = OrderAction
    typealias Effect = OrderEffect

    let core = StoreCore<OrderCommand, OrderAction, OrderEffect>(initialState: Order()) { error in
        (error as? OrderFailure).map(OrderEffect.presentError) ?? .alert(String(describing: error))
    }
    private let server: OrderServer
    private let clock: TestClock

    init(server: OrderServer, clock: TestClock) {
        self.server = server
        self.clock = clock
    }

    func handleCommand(_ command: OrderCommand, context: CommandContext<OrderAction, OrderEffect>) async throws {
        switch command {
        case .setCustomer(let customer): context.dispatchAction(.customer(customer))
        case .setQuantity(let quantity): context.dispatchAction(.quantity(quantity))
        case .choose(let item, let size):
            context.dispatchAction(.size(size))
            context.dispatchAction(.items(currentState.items + [item]))
        case .add(let item): context.dispatchAction(.items(currentState.items + [item]))
        case .addAll(let items): context.dispatchAction(.items(currentState.items + items))
        case .tag(let tags): context.dispatchAction(.tags(tags))
        case .setNote(let note): context.dispatchAction(.note(note))
        case .deliver(let address): context.dispatchAction(.address(address))
        case .tip(let tip): context.dispatchAction(.tip(tip))
        case .express(let express): context.dispatchAction(.express(express))
        case .enterPin(let pin): context.dispatchAction(.pin(pin))
        case .unlock(let user, let pin):
            try await server.unlock(user: user, pin: pin)
            context.dispatchAction(.pin(pin))
        case .submit:
            context.dispatchEffect(.showProgress)
            context.dispatchAction(.receipt(.loading))
            do {
                defer { context.dispatchEffect(.dismissProgress) }
                let receipt = try await server.submit(currentState)
                context.dispatchAction(.receipt(.completed(receipt)))
                context.dispatchEffect(.showReceipt(number: receipt.number, total: receipt.total))
            } catch let failure as OrderFailure {
                context.dispatchAction(.receipt(.failed(failure)))
                throw failure
            }
        case .refresh(let times):
            for round in 0..<max(0, min(times, 16)) {
                try await server.refresh()
                context.dispatchEffect(.refreshed(round))
            }
        case .hold(let duration):
            try await clock.sleep(for: duration)
        case .closeReceipt: context.dispatchEffect(.closeReceipt)
        case .fail: throw OrderFailure.rejected(reason: "the order cannot be placed")
        case .reset: context.dispatchAction(.reset)
        }
    }
}
