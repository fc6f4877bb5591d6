import StatefulExampleLoginScripting
import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

@Suite("tags: a flow's header line, before its first statement, with located errors")
struct TagsHeaderTests {
    @Test("the tags of the header line, in the order written, after comments and blank lines")
    func tagsAreRead() throws {
        let script = try parseLogin("""
            # A comment first.

              tags: smoke, embedded-backend ,v1.2_b   # a comment after them
            logIn
            """)
        #expect(script.tags.map(\.name) == ["smoke", "embedded-backend", "v1.2_b"])
        #expect(script.flattenedSteps.count == 1, "the header is no step")
        #expect(try parseLogin("logIn\n").tags.isEmpty, "no header, no tags")
    }

    @Test("a tags line after the first statement is an error at its keyword")
    func afterAStatement() {
        #expect(diagnostics("logIn\n  tags: smoke") == ["""
            test.flow:2:3: error: `tags:` comes before the flow's first statement; move it to the top (only comments and blank lines may come before it)
              tags: smoke
              ^~~~~
            """])
    }

    @Test("a second tags line is an error; list every tag on the first")
    func twice() {
        #expect(diagnostics("tags: a\ntags: b\nlogIn").first?.hasPrefix(
            "test.flow:2:1: error: a flow has one `tags:` line; list every tag on the first one") == true)
    }

    @Test("a word that is not a tag, an empty tag and a repeated tag are located at the tag")
    func badTags() {
        #expect(diagnostics("tags: smoke, two words\nlogIn") == ["""
            test.flow:1:14: error: `two words` is not a tag; a tag is letters, digits, `-`, `_` and `.`, starting with a letter or a digit, at most 64 characters, such as `smoke`
            tags: smoke, two words
                         ^~~~~~~~~
            """])
        #expect(diagnostics("tags: smoke,, fast").first?.hasPrefix(
            "test.flow:1:13: error: a tag is missing here; list the tags separated by commas") == true)
        #expect(diagnostics("tags:").first?.hasPrefix("test.flow:1:6: error: a tag is missing here") == true)
        #expect(diagnostics("tags: smoke, fast, smoke").first?.hasPrefix(
            "test.flow:1:20: error: the tag `smoke` is listed twice; list each tag once") == true)
        #expect(diagnostics("tags: -smoke").first?.hasPrefix("test.flow:1:7: error: `-smoke` is not a tag") == true)
        #expect(diagnostics("tags: \u{202E}evil").first?.contains("is not a tag") == true)
    }

    @Test("past the limits: more than 32 tags, a tag longer than 64 characters")
    func limits() throws {
        let many = (1...33).map { "t\($0)" }.joined(separator: ", ")
        let found = diagnostics("tags: \(many)")
        #expect(found.first?.contains("error: a flow has at most \(ScriptLimits.tagsPerFlow) tags") == true)
        #expect(found.first?.contains("^~~") == true, "located at the 33rd tag")
        #expect(try parseLogin("tags: " + (1...32).map { "t\($0)" }.joined(separator: ",")).tags.count == 32)
        let long = String(repeating: "a", count: FlowTag.maximumLength + 1)
        #expect(diagnostics("tags: \(long)").first?.contains("is not a tag") == true)
        #expect(FlowTag(String(long.dropLast())) != nil)
    }

    @Test("an included file has no tags line: it runs with the tags of the flow that includes it")
    func notInAnInclude() throws {
        try withTemporaryDirectory { root in
            try root.write("tags: smoke\ninclude \"shared.flow\"\n", to: "main.flow")
            try root.write("tags: fast\nlogIn\n", to: "shared.flow")
            var parser = FlowScriptParser<LoginViewCommand, LoginBackend>()
            do throws(FlowScriptError) {
                _ = try parser.parse(contentsOf: root.appending(path: "main.flow"), displayPath: "main.flow")
                Issue.record("an included tags line parses")
            } catch {
                #expect(error.diagnostics.map(\.description).first?.hasPrefix(
                    "shared.flow:1:1: error: `tags:` belongs in the flow that is run, not in an included file") == true)
            }
        }
    }
}
