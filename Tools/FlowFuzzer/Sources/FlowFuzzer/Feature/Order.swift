import Stateful

/// The State of the fuzzer's own feature: a food order. Its parts give
/// `expect state` paths of every kind to walk: strings, numbers, Booleans,
/// an optional, a nested struct, lists, enums with payloads, a `ViewState`
/// and a secret (`pin`).
struct Order: Sendable, Equatable, Mutable, Redactable {
    var customer = ""
    var quantity = 0
    var size = Size.medium
    var items: [Item] = []
    var tags: [String] = []
    var note: String?
    var address: Address?
    var tip = 0.0
    var express = false
    var pin = ""
    var receipt: ViewState<Receipt, OrderFailure> = .completed(Receipt())

    /// The PIN is secret: masked in every dump, screen and message.
    static let redactedLabels: Set<String> = ["pin"]
}

/// A `String`-backed enum, written by its case name: `size: large`.
enum Size: String, Sendable, Equatable, Decodable {
    case small, medium, large
}

/// An enum with payloads, nested in Commands: `add(sauce(spicy: true))`.
enum Item: Sendable, Equatable, Decodable {
    case sauce(spicy: Bool)
    case drink(String, size: Size)
    case side(Side)
    case combo([Item])

    /// What the screen shows for the item.
    var label: String {
        switch self {
        case .sauce(let spicy): spicy ? "Spicy sauce" : "Sauce"
        case .drink(let name, let size): "\(name) (\(size.rawValue))"
        case .side(let side): side.name
        case .combo(let items): "Combo: " + items.map(\.label).joined(separator: ", ")
        }
    }
}

/// A struct, written by its memberwise labels: `side(Side(name: "Fries", count: 2))`.
struct Side: Sendable, Equatable, Decodable {
    var name: String
    var count: Int
}

/// Where the order goes: `deliver(to: Address(street: "Main", number: 7))`.
struct Address: Sendable, Equatable, Decodable {
    var street: String
    var number: Int
    var floor: Int?
}

/// What a submitted order came back as.
struct Receipt: Sendable, Equatable {
    var number = 0
    var total = 0
}
