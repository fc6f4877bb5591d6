import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

private struct Profile {
    enum Plan { case free, paid(seats: Int, yearly: Bool) }
    var name: String
    var age: Int?
    var tags: [String]
    var plan: Plan
    var score: Double
}

private struct Screen {
    var profile: Profile?
}

@Suite("expect state: reading a key path and comparing")
struct StateExpectationEvaluationTests {
    private func expectation(_ line: String) throws -> StateExpectation {
        guard case .expectState(let expectation) = try #require(try parseLogin(line).steps.first).statement else {
            throw FlowScriptError.invalidScript([])
        }
        return expectation
    }

    private let screen = Screen(profile: Profile(name: "Ann", age: nil, tags: ["a", "b"], plan: .paid(seats: 3, yearly: true), score: 2.5))

    @Test("a completed ViewState is looked through to its content")
    func viewState() throws {
        let state: LoginViewState = .completed(LoginViewContent(loginId: "a@example.com", password: "pw"))
        let check = try expectation(#"expect state loginId == "a@example.com""#)
        #expect(check.isSatisfied(by: try check.actualValue(in: state)))
        let differs = try expectation(#"expect state loginId != "b@example.com""#)
        #expect(differs.isSatisfied(by: try differs.actualValue(in: state)))
    }

    @Test("a loading ViewState has no properties to read")
    func loading() throws {
        let state: LoginViewState = .loading
        #expect(throws: StatePathError.unavailable("loginId", caseName: "loading")) {
            try self.expectation(#"expect state loginId == "x""#).actualValue(in: state)
        }
    }

    @Test("a misspelt property gets a suggestion")
    func misspelt() throws {
        let state: LoginViewState = .completed(LoginViewContent())
        let check = try expectation(#"expect state logniId == "x""#)
        do {
            _ = try check.actualValue(in: state)
            Issue.record("found")
        } catch {
            #expect(error.description == "`LoginViewContent` has no property `logniId`; did you mean `loginId`?")
        }
    }

    @Test("optionals, integers, lists, numbers and enum payloads compare")
    func values() throws {
        let lines = [
            #"expect state profile.name == "Ann""#,
            "expect state profile.age == nil",
            #"expect state profile.tags == ["a", "b"]"#,
            "expect state profile.plan == paid(seats: 3, yearly: true)",
            "expect state profile.plan == paid",
            "expect state profile.plan != paid(seats: 4, yearly: true)",
            "expect state profile.plan != free",
            "expect state profile.score == 2.5",
        ]
        for line in lines {
            let check = try expectation(line)
            #expect(check.isSatisfied(by: try check.actualValue(in: screen)), "\(line)")
        }
        let wrong = try expectation("expect state profile.tags == [\"a\"]")
        #expect(!wrong.isSatisfied(by: try wrong.actualValue(in: screen)))
    }

    @Test("an Effect value matches the case written, with or without its payload")
    func effects() throws {
        let complete = try #require(try value(#"complete(userId: "u-42")"#))
        #expect(complete.matches(LoginViewEffect.complete(userId: "u-42")))
        #expect(!complete.matches(LoginViewEffect.complete(userId: "u-1")))
        #expect(try #require(try value("showProgress")).matches(LoginViewEffect.showProgress))
        #expect(!(try #require(try value("showProgress")).matches(LoginViewEffect.dismissProgress)))
        #expect(try #require(try value("presentError")).matches(LoginViewEffect.presentError(AuthError.invalidCredentials)))
    }

    private func value(_ text: String) throws -> ScriptValue? {
        guard case .expectEffect(let caseValue) = try parseLogin("expect effect \(text)").steps.first?.statement else { return nil }
        return ScriptValue(.caseValue(caseValue), at: caseValue.location)
    }
}
