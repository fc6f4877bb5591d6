import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

@Suite("rows: a table of parameter values, one run of the flow per row, with located errors")
struct RowsBlockTests {
    static let flow = """
        param customer
        secret pin = "0000"
        rows (customer, pin) {
            ("Ada", "1234")
            # a comment between rows

            ("Grace", "5678")
        }
        inputLoginId("${customer}")
        inputPassword("${pin}")
        """

    @Test("the rows in order, a secret parameter's values masked in the title; the first row by default")
    func rowsAreRead() throws {
        let script = try parseLogin(Self.flow)
        #expect(script.rows.map(\.title) == ["row 1: customer=Ada, pin=********", "row 2: customer=Grace, pin=********"])
        #expect(script.rows.map(\.recordingSuffix) == ["row-1", "row-2"])
        #expect(script.rows[1].values == [
            ScriptParameter(name: "customer", value: "Grace", isSecret: false),
            ScriptParameter(name: "pin", value: "5678", isSecret: true),
        ])
        #expect(script.flattenedSteps.count == 4, "the block is no step")
        #expect(script.parameters["customer"]?.value == "Ada")
        #expect(try parseLogin("logIn").rows.isEmpty)
    }

    @Test("a chosen row's values are the parameters' values, over --param; every row's secret is masked")
    func aChosenRow() throws {
        var options = ScriptParserOptions(parameters: ["customer": "from the command line"])
        options.row = 2
        let script = try parseLogin(Self.flow, options: options)
        #expect(script.parameters["customer"]?.value == "Grace")
        #expect(script.parameters["pin"] == ScriptParameter(name: "pin", value: "5678", isSecret: true))
        #expect(script.flattenedSteps.map(\.maskedSource) == [
            "param customer", #"secret pin = "********""#, #"inputLoginId("${customer}")"#, #"inputPassword("********")"#,
        ])
        #expect(script.secrets.mask("1234 and 5678") == "******** and ********")
    }

    @Test("a row with the wrong number of values is located at the row, its values unshown")
    func wrongCount() {
        #expect(diagnostics("param a\nparam b\nrows (a, b) {\n    (\"x\")\n}\nlogIn") == ["""
            test.flow:4:5: error: this row has 1 value, but `rows` names 2 parameters; give one quoted value for each, in the order `rows` names them
                (…)
                ^~~
            """])
    }

    @Test("an unknown parameter is located at its name, with a suggestion and the flow's parameters")
    func unknownParameter() {
        #expect(diagnostics("param customer\nrows (custmer) {\n(\"Ada\")\n}\n").dropFirst() == ["""
            test.flow:2:7: error: `rows` names `custmer`, which the flow does not declare; did you mean `customer`? (its parameters: `customer`); declare it with `param custmer` or `secret custmer`
            rows (custmer) {
                  ^~~~~~~
            """])
    }

    @Test("a malformed table: no parentheses, a value that is not quoted text, a parameter in a value, no end, no rows")
    func malformed() {
        #expect(diagnostics("param a\nrows a {\n(\"x\")\n}").first?.hasPrefix(
            "test.flow:2:6: error: expected `rows (NAME, …) {`, naming the parameters each row gives") == true)
        #expect(diagnostics("param a\nrows (a) {\n(42)\n}").first?.hasPrefix(
            "test.flow:3:1: error: expected a quoted value, found an integer") == true)
        #expect(diagnostics("param a\nrows (a) {\n\"x\"\n}").first?.hasPrefix(
            "test.flow:3:1: error: expected a row, such as") == true)
        #expect(diagnostics("param a\nparam b = \"1\"\nrows (a) {\n(\"${b}\")\n}") == ["""
            test.flow:4:1: error: a row's value is written as it is: `${b}` cannot be used in `rows`
            (…)
            ^~~
            """])
        #expect(diagnostics("param a\nrows (a) {\n(\"x\")\n").first?.hasPrefix(
            "test.flow:2:1: error: this `rows` block has no `}` line ending it") == true)
        #expect(diagnostics("param a = \"1\"\nrows (a) {\n}").first?.hasPrefix("test.flow:2:1: error: `rows` lists no row") == true)
        #expect(diagnostics("param a\nrows (a, a) {\n(\"x\", \"y\")\n}").first?.hasPrefix(
            "test.flow:2:10: error: the parameter `a` is named twice in `rows`") == true)
        #expect(diagnostics("param a\nrows (a) {\n(\"x\")\n}\nrows (a) {\n(\"y\")\n}").first?.hasPrefix(
            "test.flow:5:1: error: a flow has one `rows` block") == true)
    }

    @Test("past the limits: more rows or parameters than ScriptLimits allows")
    func limits() throws {
        let rows = String(repeating: "(\"x\")\n", count: ScriptLimits.rows + 1)
        let found = diagnostics("param a\nrows (a) {\n\(rows)}")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.flow:\(ScriptLimits.rows + 3):1: error: a flow has at most \(ScriptLimits.rows) rows") == true)
        #expect(try parseLogin("param a\nrows (a) {\n\(rows.dropFirst(6))}").rows.count == ScriptLimits.rows)
        let names = (1...(ScriptLimits.rowsParameters + 1)).map { "p\($0)" }
        #expect(diagnostics("rows (\(names.joined(separator: ", "))) {\n}").first?.contains(
            "`rows` names at most \(ScriptLimits.rowsParameters) parameters") == true)
    }

    @Test("an included file has no rows: they belong to the flow that is run")
    func notInAnInclude() throws {
        try withTemporaryDirectory { root in
            try "include \"shared.flow\"\n".write(to: root.appending(path: "main.flow"), atomically: true, encoding: .utf8)
            try "param a\nrows (a) {\n(\"x\")\n}\nlogIn\n".write(to: root.appending(path: "shared.flow"), atomically: true, encoding: .utf8)
            var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
            do throws(FlowScriptError) {
                _ = try parser.parse(contentsOf: root.appending(path: "main.flow"), displayPath: "main.flow")
                Issue.record("an included rows block parses")
            } catch {
                #expect(error.diagnostics.map(\.description).first?.hasPrefix(
                    "shared.flow:2:1: error: `rows` belongs in the flow that is run, not in an included file") == true)
            }
        }
    }

    @Test("a Command named rows is still a Command: only a line ending with { opens a block")
    func aCommandNamedRows() {
        #expect(diagnostics("rows").first?.contains("unknown") == true, "decoded as a Command, as before")
    }
}
