import Foundation
import StatefulExampleLogin
import Testing
@testable import StatefulScript

/// A feature-like Command with every kind of payload.
private enum ShopCommand: Decodable, Equatable, Sendable {
    enum Size: String, Decodable, Equatable, Sendable, ScriptCaseNames {
        case small, large
        static let scriptCaseNames = ["small", "large"]
    }
    enum Topping: Decodable, Equatable, Sendable {
        case cheese
        case sauce(spicy: Bool)
    }
    struct Address: Decodable, Equatable, Sendable {
        var street: String
        var number: Int
    }

    case add(item: String, count: Int)
    case setGift(Bool)
    case choose(Topping, size: Size)
    case rate(Double)
    case tag([String])
    case note(String?)
    case deliver(Address)
    case small(Int8)
    case checkout
}

/// Lists its cases, so a far-off name still gets a suggestion.
private enum ListedCommand: Decodable, Equatable, ScriptCaseNames {
    case refreshEverything
    static let scriptCaseNames = ["refreshEverything"]
}

/// Renames its cases with `CaseIterable` coding keys, which the decoder lists.
private enum RenamedCommand: Decodable, Equatable {
    case refreshEverything
    case stop

    enum CodingKeys: String, CodingKey, CaseIterable {
        case refreshEverything = "refreshAllData"
        case stop
    }
    enum RefreshEverythingCodingKeys: CodingKey {}
    enum StopCodingKeys: CodingKey {}
}

@Suite("Decoding case syntax into any Decodable")
struct ScriptValueDecoderTests {
    /// Parses one value the way a script line does.
    private func value(_ text: String) throws -> ScriptValue {
        let script = try parseLogin("expect effect \(text)")
        guard case .expectEffect(let caseValue) = try #require(script.steps.first).statement else {
            throw FlowScriptError.invalidScript([])
        }
        return ScriptValue(.caseValue(caseValue), at: caseValue.location)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try ScriptValueDecoder().decode(T.self, from: value(text))
    }

    private func error<T: Decodable>(_ type: T.Type, _ text: String) throws -> ScriptDecodingError? {
        let parsed = try value(text)
        do {
            _ = try ScriptValueDecoder().decode(T.self, from: parsed)
            return nil
        } catch {
            return error
        }
    }

    @Test("LoginViewCommand decodes from each of its cases")
    func loginCommands() throws {
        #expect(try decode(LoginViewCommand.self, #"inputLoginId("login-test@example.com")"#) == .inputLoginId("login-test@example.com"))
        #expect(try decode(LoginViewCommand.self, #"inputPassword("testpass")"#) == .inputPassword("testpass"))
        #expect(try decode(LoginViewCommand.self, "logIn") == .logIn)
        #expect(try decode(LoginViewCommand.self, "logIn()") == .logIn)
    }

    @Test("labelled, integer, Boolean, floating-point, list, optional and nested payloads")
    func payloads() throws {
        #expect(try decode(ShopCommand.self, #"add(item: "tea", count: 3)"#) == .add(item: "tea", count: 3))
        #expect(try decode(ShopCommand.self, "setGift(true)") == .setGift(true))
        #expect(try decode(ShopCommand.self, "choose(sauce(spicy: false), size: large)") == .choose(.sauce(spicy: false), size: .large))
        #expect(try decode(ShopCommand.self, "choose(cheese, size: small)") == .choose(.cheese, size: .small))
        #expect(try decode(ShopCommand.self, "rate(4.5)") == .rate(4.5))
        #expect(try decode(ShopCommand.self, "rate(4)") == .rate(4))
        #expect(try decode(ShopCommand.self, #"tag(["a", "b"])"#) == .tag(["a", "b"]))
        #expect(try decode(ShopCommand.self, "tag([])") == .tag([]))
        #expect(try decode(ShopCommand.self, "note(nil)") == .note(nil))
        #expect(try decode(ShopCommand.self, #"note("hi")"#) == .note("hi"))
        #expect(try decode(ShopCommand.self, #"deliver(Address(street: "Main", number: -7))"#)
                == .deliver(.init(street: "Main", number: -7)))
        #expect(try decode(ShopCommand.self, "checkout") == .checkout)
        #expect(try decode(RenamedCommand.self, "stop") == .stop)
    }

    @Test("a misspelt case, nested or not, gets a suggestion")
    func unknownCases() throws {
        #expect(try error(ShopCommand.self, "chekout")
                == .unknownCase("chekout", typeName: "ShopCommand", suggestion: "checkout", at: .init(file: "test.flow", line: 1, column: 15)))
        let nested = try error(ShopCommand.self, "choose(chese, size: small)")
        #expect(nested?.message == "unknown case `chese` of `ShopCommand.Topping`; did you mean `cheese`?")
        #expect(nested?.location.column == 22)
        let raw = try error(ShopCommand.self, "choose(cheese, size: lage)")
        #expect(raw?.message == "unknown case `lage` of `ShopCommand.Size`; did you mean `large`?")
        #expect(raw?.location.column == 36)
        #expect(try error(ListedCommand.self, "refresh")?.message
                == "unknown case `refresh` of `ListedCommand`; did you mean `refreshEverything`?")
        #expect(try error(ShopCommand.self, "zzz")?.message == "unknown case `zzz` of `ShopCommand`")
        #expect(try error(RenamedCommand.self, "refresh")?.message
                == "unknown case `refresh` of `RenamedCommand`; did you mean `refreshAllData`?")
    }

    @Test("wrong argument types name the expected type and the kind found")
    func typeMismatches() throws {
        #expect(try error(ShopCommand.self, #"add(item: "tea", count: "3")"#)?.message
                == "wrong argument type for `add`: expected `Int` (an integer), found a string")
        #expect(try error(ShopCommand.self, "setGift(1)")?.message
                == "wrong argument type for `setGift`: expected `Bool` (`true` or `false`), found an integer")
        #expect(try error(ShopCommand.self, #"tag("a")"#)?.message
                == "wrong argument type for `tag`: expected a list `[…]`, found a string")
        #expect(try error(ShopCommand.self, "small(300)")?.message == "the integer does not fit in `Int8`")
        #expect(try error(ShopCommand.self, #"choose("cheese", size: small)"#)?.message
                == "wrong argument type for `choose`: expected a case of `ShopCommand.Topping`, found a string")
    }

    @Test("labels: a wrong one, a missing one, and a missing argument")
    func labels() throws {
        #expect(try error(ShopCommand.self, #"add(itm: "tea", count: 3)"#)?.message
                == "unknown argument label `itm:` for `add`; did you mean `item:`?")
        #expect(try error(ShopCommand.self, #"add("tea", count: 3)"#)?.message == "`add` needs the label `item:` here")
        #expect(try error(ShopCommand.self, #"add(item: "tea")"#)?.message == "missing argument `count:` of `add`")
        #expect(try error(ShopCommand.self, #"add(item: "tea", count: 3, extra: 1)"#)
                == .extraArgument(caseName: "add", at: .init(file: "test.flow", line: 1, column: 42)))
    }

    @Test("the canonical description writes values back in Swift syntax")
    func canonicalDescription() throws {
        #expect(try value(#"add(item: "t\"e\ta", count: -3)"#).description == #"add(item: "t\"e\ta", count: -3)"#)
        #expect(try value("x([1, 2.5], nil, true, y)").description == "x([1, 2.5], nil, true, y)")
        #expect(ScriptLiteral.quoted("a\u{200B}$") == #""a\u{200B}$""#)
    }
}
