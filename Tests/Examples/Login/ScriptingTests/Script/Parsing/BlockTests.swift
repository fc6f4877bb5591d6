import Foundation
import StatefulExampleLogin
import StatefulExampleLoginScripting
import Testing
@testable import StatefulScript

@Suite("step and repeat blocks: named steps, repeated statements, located errors")
struct BlockTests {
    @Test("a named step's statements carry its name; nested names nest")
    func namedSteps() throws {
        let script = try parseLogin("""
            step "Fill in the form" {
                inputLoginId("a@example.com")
                step "Password" {
                    inputPassword("pw-12345")
                }
            }
            logIn
            """)
        let steps = script.flattenedSteps
        #expect(steps.map(\.stepNames) == [["Fill in the form"], ["Fill in the form", "Password"], []])
        #expect(steps.map(\.location.line) == [2, 4, 7])
        // The secret Command's argument is masked in the echoed line, inside a block too.
        #expect(steps[1].maskedSource == #"inputPassword("********")"#)
    }

    @Test("a repeated block runs its statements that many times, ${index} counting from 1")
    func repeated() throws {
        let script = try parseLogin("""
            repeat 3 {
                inputLoginId("user-${index}")
            }
            """)
        let commands = script.flattenedSteps.compactMap { step -> LoginViewCommand? in
            if case .send(let command, _) = step.statement { return command }
            return nil
        }
        #expect(commands == [.inputLoginId("user-1"), .inputLoginId("user-2"), .inputLoginId("user-3")])
        // Every run is located at the line written, and echoes it as written.
        #expect(Set(script.flattenedSteps.map(\.location.line)) == [2])
        #expect(script.flattenedSteps.first?.maskedSource == #"inputLoginId("user-${index}")"#)
    }

    @Test("an inner repeat's ${index} hides the outer one's, which comes back after it")
    func nestedRepeat() throws {
        let script = try parseLogin("""
            repeat 2 {
                repeat 2 {
                    inputLoginId("inner-${index}")
                }
                inputLoginId("outer-${index}")
            }
            """)
        let ids = script.flattenedSteps.compactMap { step -> String? in
            if case .send(.inputLoginId(let id), _) = step.statement { return id }
            return nil
        }
        #expect(ids == ["inner-1", "inner-2", "outer-1", "inner-1", "inner-2", "outer-2"])
    }

    @Test("a `step` or `repeat` alone is still a Command, as before")
    func bareWordsAreCommands() {
        #expect(diagnostics("step\n").first?.contains("unknown case `step` of `LoginViewCommand`") == true)
        #expect(diagnostics("repeat()\n").first?.contains("unknown case `repeat` of `LoginViewCommand`") == true)
    }

    @Test("a block left open, a stray `}`, a bad count and a bad opener are located errors")
    func blockErrors() {
        #expect(diagnostics("step \"Log in\" {\nlogIn\n") == ["""
            test.flow:1:1: error: the `step` block is never closed; end it with a line holding only `}`
            step "Log in" {
            ^~~~
            """])
        #expect(diagnostics("logIn\n}\n") == ["""
            test.flow:2:1: error: `}` closes no block; a block starts with a line such as `step "Fill in the form" {` or `repeat 3 {`
            }
            ^
            """])
        #expect(diagnostics("repeat 0 {\nlogIn\n}\n") == ["""
            test.flow:1:8: error: a block repeats 1 to 1000 times; write a count such as `repeat 3 {`
            repeat 0 {
                   ^
            """])
        #expect(diagnostics("repeat many {\nlogIn\n}\n") == ["""
            test.flow:1:8: error: expected how many times to repeat, such as `repeat 3 {`, found `many`
            repeat many {
                   ^~~~
            """])
        // The body of a wrong opener is still checked, once.
        #expect(diagnostics("repeat 1001 {\nlogni\n}\n").count == 2)
    }

    @Test("a mistake in a repeated block is reported once, not once per run")
    func repeatedMistakeReportedOnce() {
        let found = diagnostics("repeat 5 {\nlogni\n}\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.flow:2:1: error: unknown case `logni`") == true)
    }

    @Test("blocks nest at most ScriptLimits.blockDepth deep")
    func depthLimit() {
        let depth = ScriptLimits.blockDepth + 1
        let source = String(repeating: "repeat 1 {\n", count: depth) + "logIn\n" + String(repeating: "}\n", count: depth)
        #expect(diagnostics(source) == ["""
            test.flow:\(depth):1: error: blocks are nested too deeply (more than \(ScriptLimits.blockDepth) levels of `step` and `repeat`, includes counted); flatten them
            repeat 1 {
            ^~~~~~
            """])
    }

    @Test("nested repeats that multiply past the step limit stop there, reported once")
    func expansionLimit() {
        let found = diagnostics("repeat 1000 {\nrepeat 1000 {\nlogIn\n}\n}\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("the flow expands to more than 100000 steps") == true)
    }
}
