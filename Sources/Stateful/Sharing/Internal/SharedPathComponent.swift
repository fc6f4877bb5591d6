/// One step from a shared value to a part of it: a property (`$cart.lines`)
/// or an element by id (`$syncUps[id: id]`). A derived `Shared` is its
/// root's reference and the steps to its part.
package enum SharedPathComponent: Hashable, Sendable {
    /// A property, by key path; `name` is how dumps write it (`.lines`).
    case property(any AnyKeyPath & Sendable, name: String)
    /// An element of an identified collection, by id.
    case id(any Hashable & Sendable)

    package static func == (lhs: SharedPathComponent, rhs: SharedPathComponent) -> Bool {
        switch (lhs, rhs) {
        case (.property(let lhs, _), .property(let rhs, _)): (lhs as AnyKeyPath) == (rhs as AnyKeyPath)
        case (.id(let lhs), .id(let rhs)): AnyHashable(lhs) == AnyHashable(rhs)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .property(let keyPath, _):
            hasher.combine(0)
            hasher.combine(keyPath as AnyKeyPath)
        case .id(let id):
            hasher.combine(1)
            hasher.combine(AnyHashable(id))
        }
    }

    /// `.lines` for `\Cart.lines`: the key path's text without its root
    /// type; a computed step (a subscript, a computed property) is written
    /// `.<computed>`, since its text holds an address.
    static func name<Root>(of keyPath: AnyKeyPath, root _: Root.Type) -> String {
        var text = String(describing: keyPath)
        let prefix = "\\" + String(describing: Root.self)
        if text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<computed ") {
            result += rest[..<open.lowerBound] + "<computed>"
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else {
                rest = ""
                break
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
