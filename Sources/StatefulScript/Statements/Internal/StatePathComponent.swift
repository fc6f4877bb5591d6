/// One component of a state path as ``StateExpectation/path`` keeps it, as
/// text: a name (`total`), or a subscript, `[2]` (a position in an array, an
/// id in a stack, as before `[at:]` and `[id:]` existed), `[at: 2]` (a
/// position in any ordered collection) or `[id: 3]` / `[id: "A1"]` (the
/// element with that id).
enum StatePathComponent: Equatable {
    case name(String)
    case shorthand(Int)
    case position(Int)
    case id(String, quoted: Bool)

    /// The component that `text` (as ``text`` writes it) holds.
    init(_ text: String) {
        if text.hasPrefix("[at: "), text.hasSuffix("]"), let position = Int(text.dropFirst(5).dropLast()) {
            self = .position(position)
        } else if text.hasPrefix("[id: \""), text.hasSuffix("\"]"), text.count >= 8 {
            self = .id(Self.unescaped(text.dropFirst(6).dropLast(2)), quoted: true)
        } else if text.hasPrefix("[id: "), text.hasSuffix("]") {
            self = .id(String(text.dropFirst(5).dropLast()), quoted: false)
        } else if text.hasPrefix("["), text.hasSuffix("]"), let position = Int(text.dropFirst().dropLast()) {
            self = .shorthand(position)
        } else {
            self = .name(text)
        }
    }

    /// The component as a path keeps it and a message shows it.
    var text: String {
        switch self {
        case .name(let name): name
        case .shorthand(let position): "[\(position)]"
        case .position(let position): "[at: \(position)]"
        case .id(let id, quoted: true): "[id: \"" + Self.escaped(id) + "\"]"
        case .id(let id, quoted: false): "[id: \(id)]"
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
