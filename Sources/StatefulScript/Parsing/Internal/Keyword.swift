/// The words that start a statement.
enum Keyword: String, CaseIterable {
    case send, start, cancel, wait, advance, dismiss, tap, type, toggle, back, relaunch, expect, print, backend, param, secret, include, step, `repeat`, `let`

    static var names: [String] { allCases.map(\.rawValue) }
    static var statementList: String { names.joined(separator: ", ") }
}
