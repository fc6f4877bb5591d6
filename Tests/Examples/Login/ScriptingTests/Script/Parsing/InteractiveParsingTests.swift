import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

@Suite("Parsing one line at a time, as an interactive session does")
struct InteractiveParsingTests {
    @Test("parameters and secrets declared on earlier lines carry over; line numbers are the caller's")
    func lineByLine() throws {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
        let directory = FileManager.default.temporaryDirectory
        _ = try parser.parse(source: #"secret PASSWORD = "hunter2""#, path: "<stdin>", directory: directory, firstLine: 1)
        let second = try parser.parse(source: "inputPassword(${PASSWORD})", path: "<stdin>", directory: directory, firstLine: 2)
        guard case .send(let command, _) = try #require(second.steps.first).statement else { Issue.record("not send"); return }
        #expect(command == .inputPassword("hunter2"))
        #expect(second.steps.first?.location == SourceLocation(file: "<stdin>", line: 2, column: 1))
        #expect(parser.secrets.mask("hunter2") == "********")
        do {
            _ = try parser.parse(source: #"inputLoginId("hunter2") x"#, path: "<stdin>", directory: directory, firstLine: 3)
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["""
                <stdin>:3:26: error: expected the end of the line, found `x`
                inputLoginId("********") x
                                         ^
                """])
        }
    }
}
