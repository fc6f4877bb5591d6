import Stateful

/// What a flow sends to the order screen, in every shape of payload the
/// script syntax has: strings, integers, decimals, Booleans, `nil`, lists,
/// labels, nested cases, a struct, a `Duration`, and two secrets (the whole
/// `enterPin` case, and the `pin:` label of `unlock`).
enum OrderCommand: Sendable, Decodable, Redactable {
    case setCustomer(String)
    case setQuantity(Int)
    case choose(Item, size: Size)
    case add(Item)
    case addAll([Item])
    case tag([String])
    case setNote(String?)
    case deliver(to: Address)
    case tip(Double)
    case express(Bool)
    case enterPin(String)
    case unlock(user: String, pin: String)
    /// Submits the order: progress, the backend (on the script's clock), then
    /// the receipt screen or an error alert.
    case submit
    /// Asks the backend `times` times (at most 16), each waiting on the clock.
    case refresh(times: Int)
    /// Waits on the script's clock for this long.
    case hold(Duration)
    case closeReceipt
    /// Throws: the error becomes the store's error Effect.
    case fail
    case reset

    /// The whole `enterPin` case and every `pin:` argument are secret.
    static let redactedLabels: Set<String> = ["enterPin", "pin"]
}
