import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

@Suite("include: sub-flows relative to the including file, cycles detected")
struct IncludeTests {
    private func parse(_ root: URL, _ name: String, options: ScriptParserOptions = ScriptParserOptions()) throws(FlowScriptError) -> FlowScript<LoginViewCommand, LoginBackend> {
        var parser = FlowScriptParser<LoginViewCommand, LoginBackend>(options: options)
        return try parser.parse(contentsOf: root.appending(path: name), displayPath: name)
    }

    private func diagnostics(_ root: URL, _ name: String) -> [String] {
        do {
            _ = try parse(root, name)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("included steps run in place, located in their own files")
    func nestedIncludes() throws {
        try withTemporaryDirectory { root in
            try root.write("""
                include "common/setup.flow"
                logIn
                """, to: "flows/main.flow")
            try root.write("""
                param LOGIN = "a@example.com"
                include "../steps/type.flow"
                """, to: "flows/common/setup.flow")
            try root.write("inputLoginId(${LOGIN})\n", to: "flows/steps/type.flow")
            let script = try parse(root, "flows/main.flow")
            let steps = script.flattenedSteps
            #expect(steps.map(\.location.description) == [
                "flows/common/setup.flow:1:1", "flows/steps/type.flow:1:1", "flows/main.flow:2:1",
            ])
            guard case .include(let setup) = script.steps[0].statement else { Issue.record("not include"); return }
            #expect(setup.path == "flows/common/setup.flow")
            guard case .send(let command, _) = steps[1].statement else { Issue.record("not send"); return }
            #expect(command == .inputLoginId("a@example.com"))
        }
    }

    @Test("a missing include names the file it looked for")
    func missingInclude() throws {
        try withTemporaryDirectory { root in
            try root.write("logIn\ninclude \"sub/nope.flow\"\n", to: "flows/main.flow")
            #expect(diagnostics(root, "flows/main.flow") == ["""
                flows/main.flow:2:9: error: cannot include `sub/nope.flow`: there is no file `flows/sub/nope.flow`
                include "sub/nope.flow"
                        ^~~~~~~~~~~~~~~
                """])
        }
    }

    @Test("an include cycle reports the whole chain, at the include that closes it")
    func cycle() throws {
        try withTemporaryDirectory { root in
            try root.write("include \"b.flow\"\n", to: "flows/a.flow")
            try root.write("logIn\ninclude \"./c.flow\"\n", to: "flows/b.flow")
            try root.write("include \"../flows/a.flow\"\n", to: "flows/c.flow")
            #expect(diagnostics(root, "flows/a.flow") == ["""
                flows/c.flow:1:9: error: include cycle: flows/a.flow -> flows/b.flow -> flows/c.flow -> flows/a.flow
                include "../flows/a.flow"
                        ^~~~~~~~~~~~~~~~~
                """])
        }
    }

    @Test("a file including itself is a cycle")
    func selfInclude() throws {
        try withTemporaryDirectory { root in
            try root.write("include \"self.flow\"\n", to: "self.flow")
            #expect(diagnostics(root, "self.flow").first?.hasPrefix(
                "self.flow:1:9: error: include cycle: self.flow -> self.flow") == true)
        }
    }

    @Test("the same file included twice, not nested, is no cycle")
    func diamond() throws {
        try withTemporaryDirectory { root in
            try root.write("include \"x.flow\"\ninclude \"x.flow\"\n", to: "main.flow")
            try root.write("logIn\n", to: "x.flow")
            #expect(try parse(root, "main.flow").flattenedSteps.count == 2)
        }
    }

    @Test("problems inside an included file are reported with its path, with the includer's")
    func problemsInIncludedFile() throws {
        try withTemporaryDirectory { root in
            try root.write("include \"sub.flow\"\nlogni\n", to: "main.flow")
            try root.write("\nexpct effect showProgress\n", to: "sub.flow")
            let found = diagnostics(root, "main.flow")
            #expect(found.map { $0.prefix { $0 != " " } } == ["sub.flow:2:1:", "main.flow:2:1:"])
        }
    }

    @Test("an included file that is not UTF-8 is located in it")
    func nonUTF8Include() throws {
        try withTemporaryDirectory { root in
            try root.write("include \"latin1.flow\"\n", to: "main.flow")
            try Data([0x6C, 0x6F, 0x67, 0x49, 0x6E, 0x0A, 0x23, 0x20, 0xE9, 0x0A]).write(to: root.appending(path: "latin1.flow"))
            #expect(diagnostics(root, "main.flow").first?.hasPrefix(
                "latin1.flow:2:3: error: the file is not valid UTF-8") == true)
        }
    }
}
