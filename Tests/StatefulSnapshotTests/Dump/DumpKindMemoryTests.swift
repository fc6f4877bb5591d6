import Foundation
import Stateful
import StatefulSnapshot
import Testing

// The dumper remembers, per type, which of its kinds a value of the type is
// (a string, a number, a custom dump, a struct to reflect…) and goes straight
// to it the next time. These tests dump values whose kind a type alone does
// not decide (Optionals, AnyHashable, `Any` fields, classes) after values
// that taught it something, and check that every dump reads as it does in a
// fresh process: the memory never changes what is written.

private struct Labelled: CustomValueDump {
    var text: String
    var customDump: DumpNode { .leaf("<" + text + ">") }
}

private struct Holder {
    var value: Any
}

private final class Box {
    var content: Any
    init(_ content: Any) { self.content = content }
}

private struct Login: Redactable {
    static let redactedLabels: Set<String> = ["password"]
    var user: String
    var password: String
}

private enum Signal: Equatable {
    case idle
    case moved(Int)
    case named(label: String, count: Int)
}

private enum Failure: Error {
    case offline
    case status(Int)
}

/// An enum whose own mirror shows a payload for some values of a case and
/// none for others.
private enum Mood: CustomReflectable {
    case calm(reason: String?)
    case quiet

    var customMirror: Mirror {
        switch self {
        case .calm(let reason?): Mirror(self, children: ["calm": reason], displayStyle: .enum)
        case .calm(nil), .quiet: Mirror(self, children: [], displayStyle: .enum)
        }
    }
}

private indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
    case failed(any Error)
    case pair((Int, String))
}

private struct Generic<Value> {
    enum Step { case first, next(Value) }
}

@Suite struct DumpKindMemoryTests {
    @Test func anEnumCaseIsWrittenByItsPayloadOrItsNameAloneInAnyOrder() {
        let values: [Signal] = [.idle, .moved(2), .idle, .named(label: "a", count: 1), .idle, .moved(3)]
        let expected = [".idle", ".moved(2)", ".idle", ".named(label: \"a\", count: 1)", ".idle", ".moved(3)"]
        // Twice: the second pass is written from what the first one taught.
        #expect(values.map { ValueDump.node(of: $0).singleLine } == expected)
        #expect(values.map { ValueDump.node(of: $0).singleLine } == expected)
        #expect(ValueDump.node(of: [Signal.idle, .moved(1), .idle]).singleLine == "[.idle, .moved(1), .idle]")
    }

    @Test func anErrorCaseWithoutAPayloadKeepsItsTypeNameTheSecondTime() {
        let values: [Failure] = [.offline, .status(503), .offline]
        #expect(values.map { ValueDump.node(of: $0).singleLine } == ["Failure.offline", "Failure.status(503)", "Failure.offline"])
        #expect(ValueDump.node(of: Failure.offline).singleLine == "Failure.offline")
    }

    @Test func anEnumWithItsOwnMirrorIsWrittenByThatMirrorEachTime() {
        let values: [Mood] = [.calm(reason: nil), .calm(reason: "sun"), .quiet, .calm(reason: nil), .calm(reason: "rain")]
        #expect(values.map { ValueDump.node(of: $0).singleLine } == [
            ".calm", ".calm(\"sun\")", ".quiet", ".calm", ".calm(\"rain\")",
        ])
    }

    @Test func indirectTupleAndErrorPayloadsAreWrittenTheSameEachTime() {
        let values: [Expression] = [
            .sum(.number(1), .number(2)), .failed(Failure.status(404)), .pair((3, "c")), .failed(Failure.offline),
        ]
        let expected = [
            ".sum(.number(1), .number(2))", ".failed(Failure.status(404))", ".pair(3, \"c\")", ".failed(Failure.offline)",
        ]
        #expect(values.map { ValueDump.node(of: $0).singleLine } == expected)
        #expect(values.map { ValueDump.node(of: $0).singleLine } == expected)
    }

    @Test func aGenericEnumsCasesAreKnownPerSpecialization() {
        #expect(ValueDump.node(of: Generic<Int>.Step.first).singleLine == ".first")
        #expect(ValueDump.node(of: Generic<String>.Step.next("x")).singleLine == ".next(\"x\")")
        #expect(ValueDump.node(of: Generic<Int>.Step.next(1)).singleLine == ".next(1)")
        #expect(ValueDump.node(of: Generic<Int>.Step.first).singleLine == ".first")
        #expect(ValueDump.node(of: Optional(Generic<Int>.Step.first) as Any).singleLine == ".first")
    }

    @Test func anOptionalIsWrittenByWhatItHoldsEachTime() {
        let values: [Int?] = [1, nil, 3, nil]
        #expect(values.map { ValueDump.text(of: $0 as Any) } == ["1", "nil", "3", "nil"])
        let texts: [String?] = ["a", nil]
        #expect(texts.map { ValueDump.text(of: $0 as Any) } == ["\"a\"", "nil"])
    }

    @Test func anAnyHashableIsWrittenAsItsBaseWhateverTheBaseBefore() {
        let values: [AnyHashable] = [1, "one", Labelled(text: "x").text, 2.5, true]
        #expect(values.map { ValueDump.text(of: $0) } == ["1", "\"one\"", "\"x\"", "2.5", "true"])
    }

    @Test func anAnyFieldIsWrittenByTheValueItHoldsNow() {
        let holders = [Holder(value: 1), Holder(value: "one"), Holder(value: Labelled(text: "x")), Holder(value: [1, 2])]
        #expect(holders.map { ValueDump.node(of: $0).singleLine } == [
            "Holder(value: 1)", "Holder(value: \"one\")", "Holder(value: <x>)", "Holder(value: [1, 2])",
        ])
    }

    @Test func aClassIsWrittenByItsFieldsEachTime() {
        #expect(ValueDump.node(of: Box(1)).singleLine == "Box(content: 1)")
        #expect(ValueDump.node(of: Box("one")).singleLine == "Box(content: \"one\")")
    }

    @Test func everyScalarKindIsWrittenTheSameTheSecondTime() throws {
        let date = Date(timeIntervalSince1970: 0)
        let url = try #require(URL(string: "https://example.com/a"))
        let uuid = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        let values: [Any] = [
            "s", Substring("sub"), Character("c"), Unicode.Scalar(65) as Unicode.Scalar, true, 7, UInt8(8), Int64(-9),
            1.5, Float(2.5), date, url, uuid, Data([1, 2]), Decimal(string: "1.25") as Any, Duration.seconds(3),
            ObjectIdentifier(Box.self), Labelled(text: "custom"),
        ]
        let first = values.map { ValueDump.text(of: $0) }
        let second = values.map { ValueDump.text(of: $0) }
        #expect(first == second)
        #expect(first == [
            "\"s\"", "\"sub\"", "\"c\"", "\"A\"", "true", "7", "8", "-9", "1.5", "2.5", "Date(1970-01-01T00:00:00Z)",
            "URL(\"https://example.com/a\")", "UUID(00000000-0000-0000-0000-000000000001)", "Data(2 bytes)", "1.25",
            "Duration(3.0 seconds)", "ObjectIdentifier(<identity>)", "<custom>",
        ])
    }

    @Test func stringsGoThroughTheMaskEvenOnceTheirKindIsKnown() {
        _ = ValueDump.text(of: Login(user: "ada", password: "pw"))
        let masked = ValueDump.node(of: Login(user: "ada", password: "pw"), maskingStrings: { $0 == "ada" ? "***" : $0 })
        #expect(masked.singleLine == "Login(user: \"***\", password: \"********\")")
        #expect(ValueDump.node(of: Substring("ada"), maskingStrings: { $0.uppercased() }).singleLine == "\"ADA\"")
    }
}
