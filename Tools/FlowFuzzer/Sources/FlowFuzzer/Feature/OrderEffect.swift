/// What the order screen's work tells the host, beside the State.
enum OrderEffect: Sendable, Equatable {
    case showProgress
    case dismissProgress
    case presentError(OrderFailure)
    case showReceipt(number: Int, total: Int)
    case closeReceipt
    case refreshed(Int)
    case alert(String)
}
