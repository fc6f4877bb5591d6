import Stateful
/// What an exploration reached: the names of the Commands, Actions and
/// Effects (their case names) and the screens (their titles), and of those
/// the plan knows of, which it never reached.
public struct ExplorationCoverage: Sendable, Hashable {
    /// The Commands sent, by case name.
    public var commands: Set<String> = []
    /// The Actions applied, by case name.
    public var actions: Set<String> = []
    /// The Effects sent, by case name.
    public var effects: Set<String> = []
    /// The screens shown, by title.
    public var screens: Set<String> = []
    /// The Commands the plan generates that were never sent.
    public var commandsNeverSent: Set<String> = []

    /// Creates an empty coverage.
    public init() {}

    /// The coverage as lines, each list sorted.
    public var text: String {
        func line(_ name: String, _ names: Set<String>) -> String {
            "\(name): " + (names.isEmpty ? "none" : names.sorted().joined(separator: ", "))
        }
        return [
            line("commands reached", commands), line("commands never reached", commandsNeverSent),
            line("actions reached", actions), line("effects reached", effects), line("screens reached", screens),
        ].joined(separator: "\n")
    }

    /// The case name of an enumeration value (`setName` for `.setName("Ada")`).
    static func caseName(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        if mirror.displayStyle == .enum {
            // A case without payload: its name is what `String(describing:)`
            // would give without a custom description.
            var text = ""
            print(value, terminator: "", to: &text)
            if let first = text.firstIndex(where: { $0 == "(" }) { return String(text[..<first]) }
            return text
        }
        return String(describing: type(of: value))
    }
}
