import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
@testable import StatefulScript

/// Parses `source` as `test.flow` for the login feature.
func parseLogin(
    _ source: String, options: ScriptParserOptions = ScriptParserOptions(secretLabels: LoginViewContent.redactedLabels), directory: URL = FileManager.default.temporaryDirectory
) throws(FlowScriptError) -> FlowScript<LoginViewCommand, LoginBackend> {
    var parser = FlowScriptParser<LoginViewCommand, LoginBackend>(options: options)
    return try parser.parse(source: source, path: "test.flow", directory: directory)
}

/// The rendered diagnostics for `source`, or `[]` when it parses.
func diagnostics(_ source: String, options: ScriptParserOptions = ScriptParserOptions(secretLabels: LoginViewContent.redactedLabels)) -> [String] {
    do {
        _ = try parseLogin(source, options: options)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// A fresh, empty temporary folder; removed by `body`'s end.
func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
    let url = FileManager.default.temporaryDirectory
        .appending(path: "StatefulScriptTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

extension URL {
    func write(_ text: String, to name: String) throws {
        let file = appending(path: name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
