import Stateful

/// The order screen's State changes.
enum OrderAction: Sendable, ViewAction {
    case customer(String)
    case quantity(Int)
    case size(Size)
    case items([Item])
    case tags([String])
    case note(String?)
    case address(Address?)
    case tip(Double)
    case express(Bool)
    case pin(String)
    case receipt(ViewState<Receipt, OrderFailure>)
    case reset

    static func transform(_ state: Order, action: OrderAction) -> Order {
        switch action {
        case .customer(let customer): state.mutate(keyPath: \.customer, value: customer)
        case .quantity(let quantity): state.mutate(keyPath: \.quantity, value: quantity)
        case .size(let size): state.mutate(keyPath: \.size, value: size)
        case .items(let items): state.mutate(keyPath: \.items, value: items)
        case .tags(let tags): state.mutate(keyPath: \.tags, value: tags)
        case .note(let note): state.mutate(keyPath: \.note, value: note)
        case .address(let address): state.mutate(keyPath: \.address, value: address)
        case .tip(let tip): state.mutate(keyPath: \.tip, value: tip)
        case .express(let express): state.mutate(keyPath: \.express, value: express)
        case .pin(let pin): state.mutate(keyPath: \.pin, value: pin)
        case .receipt(let receipt): state.mutate(keyPath: \.receipt, value: receipt)
        case .reset: Order()
        }
    }
}
