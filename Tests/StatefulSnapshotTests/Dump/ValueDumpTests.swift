import Foundation
import Stateful
import StatefulSnapshot
import Testing

private struct Profile {
    var name: String
    var age: Int
    var nickname: String?
}

private enum Event {
    case started
    case complete(userId: String)
    case input(String)
    case pair(Int, Int)
    case mixed(Int, label: String)
}

private enum Problem: Error {
    case offline(reason: String)
    case timedOut
}

private struct Wrapped: Error {
    var code: Int
}

private final class Node {
    var name: String
    var next: Node?
    init(name: String, next: Node? = nil) {
        self.name = name
        self.next = next
    }
}

private class Base {
    var id = 1
}

private final class Derived: Base {
    var extra = "x"
}

private struct Credentials: Redactable {
    static let redactedLabels: Set<String> = ["password", "pin"]
    var user: String
    var password: String
    var pin: Int?
}

private enum Input: Redactable {
    static let redactedLabels: Set<String> = ["password", "otp"]
    case user(String)
    case password(String)
    case otp(code: String, digits: Int)
}

private struct Token: SecretValue {
    var raw: String
    var isEmptySecret: Bool { raw.isEmpty }
}

private struct Money: CustomValueDump {
    var cents: Int
    var customDump: DumpNode { .leaf("\(cents / 100).\(String(format: "%02d", cents % 100)) EUR") }
}

@Suite struct ValueDumpTests {
    @Test func structsShowTheirPropertiesInOrderWithoutModulePrefix() {
        #expect(ValueDump.text(of: Profile(name: "Ann", age: 30, nickname: nil))
            == #"Profile(name: "Ann", age: 30, nickname: nil)"#)
    }

    @Test func optionalsShowTheWrappedValueOrNil() {
        let some: Int? = 3
        let none: Int? = nil
        let nested: String?? = .some(.some("x"))
        #expect(ValueDump.text(of: some as Any) == "3")
        #expect(ValueDump.text(of: none as Any) == "nil")
        #expect(ValueDump.text(of: nested as Any) == #""x""#)
    }

    @Test func enumsUseSwiftCaseSyntax() {
        #expect(ValueDump.text(of: Event.started) == ".started")
        #expect(ValueDump.text(of: Event.complete(userId: "u-42")) == #".complete(userId: "u-42")"#)
        #expect(ValueDump.text(of: Event.input("x")) == #".input("x")"#)
        #expect(ValueDump.text(of: Event.pair(1, 2)) == ".pair(1, 2)")
        #expect(ValueDump.text(of: Event.mixed(1, label: "a")) == #".mixed(1, label: "a")"#)
    }

    @Test func viewStateIsAnEnumWithItsContentNested() {
        typealias State = ViewState<Profile, Problem>
        #expect(ValueDump.text(of: State.loading) == ".loading")
        #expect(ValueDump.text(of: State.failed(.timedOut)) == ".failed(Problem.timedOut)")
        #expect(ValueDump.text(of: ViewState<ViewState<Int, Problem>, Problem>.completed(.completed(1)))
            == ".completed(.completed(1))")
    }

    @Test func errorsShowTypeAndCaseNeverTheLocalizedDescription() {
        #expect(ValueDump.text(of: Problem.offline(reason: "no wifi")) == #"Problem.offline(reason: "no wifi")"#)
        #expect(ValueDump.text(of: Wrapped(code: 3)) == "Wrapped(code: 3)")
        #expect(ValueDump.text(of: CancellationError()) == "CancellationError()")
        let existential: any Error = Problem.timedOut
        #expect(ValueDump.text(of: existential) == "Problem.timedOut")
        #expect(ValueDump.text(of: NSError(domain: "Net", code: -1)) == #"NSError(domain: "Net", code: -1)"#)
    }

    @Test func collectionsArraysDictionariesSetsAndTuples() {
        #expect(ValueDump.text(of: [1, 2, 3]) == "[1, 2, 3]")
        #expect(ValueDump.text(of: [Int]()) == "[]")
        #expect(ValueDump.text(of: ["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(ValueDump.text(of: [String: Int]()) == "[:]")
        #expect(ValueDump.text(of: Set([30, 4, 100, -7])) == "Set([-7, 4, 30, 100])")
        #expect(ValueDump.text(of: [10: "a", 2: "b"]) == #"[2: "b", 10: "a"]"#)
        #expect(ValueDump.text(of: Set([2.5, -1.0, Double.infinity])) == "Set([-1.0, 2.5, inf])")
        let mixed: Set<AnyHashable> = [10, "1a", 2, "b"]
        #expect(ValueDump.text(of: mixed) == #"Set([2, 10, "1a", "b"])"#)
        #expect(ValueDump.text(of: Set(["b", "a"])) == #"Set(["a", "b"])"#)
        #expect(ValueDump.text(of: (1, name: "x")) == #"(1, name: "x")"#)
    }

    @Test func hashOrderNeverShowsAcrossManyInsertionOrders() {
        let keys = (0..<50).map { "key\($0)" }
        let expected = ValueDump.text(of: Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) }))
        for seed in 1...5 {
            let shuffled = keys.enumerated().sorted { ($0.offset * seed) % 7 < ($1.offset * seed) % 7 }.map(\.element)
            #expect(ValueDump.text(of: Dictionary(uniqueKeysWithValues: shuffled.map { ($0, 1) })) == expected)
            #expect(ValueDump.text(of: Set(shuffled)) == ValueDump.text(of: Set(keys)))
        }
    }

    @Test func classesShowNoAddressAndCyclesAreCut() {
        let first = Node(name: "a", next: Node(name: "b"))
        #expect(ValueDump.text(of: first) == #"Node(name: "a", next: Node(name: "b", next: nil))"#)
        let loop = Node(name: "a")
        loop.next = loop
        #expect(ValueDump.text(of: loop) == #"Node(name: "a", next: Node(<cycle>))"#)
        loop.next = nil
    }

    @Test func sharedButAcyclicObjectsAreWrittenEachTime() {
        let shared = Node(name: "s")
        #expect(ValueDump.text(of: [shared, shared]) == #"[Node(name: "s", next: nil), Node(name: "s", next: nil)]"#)
    }

    @Test func subclassesShowSuperclassPropertiesFirst() {
        #expect(ValueDump.text(of: Derived()) == #"Derived(id: 1, extra: "x")"#)
    }

    @Test func datesAreUTCISO8601() {
        #expect(ValueDump.text(of: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00Z)")
        #expect(ValueDump.text(of: Date(timeIntervalSince1970: 1_700_000_000.25)) == "Date(2023-11-14T22:13:20.250Z)")
        #expect(ValueDump.text(of: Date(timeIntervalSince1970: -86_400)) == "Date(1969-12-31T00:00:00Z)")
        #expect(ValueDump.text(of: Date(timeIntervalSince1970: 951_782_400)) == "Date(2000-02-29T00:00:00Z)")
    }

    @Test func floatingPointUsesTheShortestRoundTripForm() {
        #expect(ValueDump.text(of: 0.1) == "0.1")
        #expect(ValueDump.text(of: 0.1 + 0.2) == "0.30000000000000004")
        #expect(ValueDump.text(of: Float(0.1)) == "0.1")
        #expect(ValueDump.text(of: 1e-5) == "1e-05")
        #expect(ValueDump.text(of: Double.infinity) == "inf")
        #expect(ValueDump.text(of: -0.0) == "-0.0")
        #expect(ValueDump.text(of: 42.0) == "42.0")
    }

    @Test func otherScalars() {
        #expect(ValueDump.text(of: true) == "true")
        #expect(ValueDump.text(of: UInt8(7)) == "7")
        #expect(ValueDump.text(of: Int64.min) == "-9223372036854775808")
        #expect(ValueDump.text(of: Character("é")) == #""é""#)
        #expect(ValueDump.text(of: URL(string: "https://example.com/a?b=1") as Any) == #"URL("https://example.com/a?b=1")"#)
        #expect(ValueDump.text(of: Data([1, 2, 3])) == "Data(3 bytes)")
        #expect(ValueDump.text(of: Duration.milliseconds(1500)) == "Duration(1.5 seconds)")
        #expect(ValueDump.text(of: Int.self) == "Int")
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(ValueDump.text(of: uuid as Any) == "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)")
        #expect(ValueDump.text(of: Decimal(string: "12.50", locale: Locale(identifier: "en_US_POSIX")) as Any) == "12.5")
    }

    @Test func stringsEscapeQuotesControlsAndInvisibleCharacters() {
        #expect(ValueDump.text(of: "say \"hi\"\\") == #""say \"hi\"\\""#)
        #expect(ValueDump.text(of: "a\nb\tc\r\0") == #""a\nb\tc\r\0""#)
        #expect(ValueDump.text(of: "zero\u{200B}width") == #""zero\u{200B}width""#)
        #expect(ValueDump.text(of: "no\u{00A0}break") == #""no\u{00A0}break""#)
        #expect(ValueDump.text(of: "\u{FEFF}bom\u{202E}") == #""\u{FEFF}bom\u{202E}""#)
        #expect(ValueDump.text(of: "bell\u{7}") == #""bell\u{0007}""#)
        #expect(ValueDump.text(of: "ログインID 🙂") == #""ログインID 🙂""#)
    }

    @Test func longValuesBreakIntoIndentedLines() {
        let profile = Profile(name: String(repeating: "n", count: 40), age: 30, nickname: "nick")
        #expect(ValueDump.text(of: profile) == """
            Profile(
              name: "\(String(repeating: "n", count: 40))"
              age: 30
              nickname: "nick"
            )
            """)
        #expect(ValueDump.text(of: ViewState<Profile, Problem>.completed(profile)).hasPrefix(".completed(\n  Profile(\n    name: "))
        #expect(ValueDump.text(of: [String: [Int]]()) == "[:]")
    }

    @Test func layoutDoesNotDependOnDepth() {
        let short = Profile(name: "a", age: 1, nickname: nil)
        let deep = [[[[short, short]]]]
        #expect(ValueDump.text(of: short) == #"Profile(name: "a", age: 1, nickname: nil)"#)
        #expect(ValueDump.text(of: deep) == """
            [
              [
                [
                  [
                    Profile(name: "a", age: 1, nickname: nil)
                    Profile(name: "a", age: 1, nickname: nil)
                  ]
                ]
              ]
            ]
            """)
    }

    @Test func redactedPropertiesAreMaskedKeepingOnlyEmptiness() {
        #expect(ValueDump.text(of: Credentials(user: "ann", password: "hunter2", pin: 1234)) == """
            Credentials(
              user: "ann"
              password: "********"
              pin: "********"
            )
            """)
        #expect(ValueDump.text(of: Credentials(user: "ann", password: "", pin: nil))
            == #"Credentials(user: "ann", password: "", pin: nil)"#)
    }

    @Test func redactedEnumCasesMaskTheirPayload() {
        #expect(ValueDump.text(of: Input.user("ann")) == #".user("ann")"#)
        #expect(ValueDump.text(of: Input.password("hunter2")) == #".password("********")"#)
        #expect(ValueDump.text(of: Input.password("")) == #".password("")"#)
        #expect(ValueDump.text(of: Input.otp(code: "123456", digits: 6)) == #".otp(code: "********", digits: "********")"#)
    }

    @Test func secretValuesAreMaskedWherever() {
        #expect(ValueDump.text(of: [Token(raw: "abc"), Token(raw: "")]) == #"["********", ""]"#)
        #expect(ValueDump.text(of: ["k": Token(raw: "abc")]) == #"["k": "********"]"#)
    }

    @Test func secretsNeverAppearInsideNestedOrLongValues() {
        let long = [Credentials(user: String(repeating: "u", count: 70), password: "hunter2", pin: 9)]
        let text = ValueDump.text(of: ViewState<[Credentials], Problem>.completed(long))
        #expect(!text.contains("hunter2"))
        #expect(text.contains(#"password: "********""#))
    }

    @Test func customDumpsAreUsedAsWritten() {
        #expect(ValueDump.text(of: Money(cents: 1250)) == "12.50 EUR")
        #expect(ValueDump.text(of: ["price": Money(cents: 5)]) == #"["price": 0.05 EUR]"#)
    }

    @Test func nodeSingleLineAndLinesAgreeWithText() {
        let node = ValueDump.node(of: [1, 2])
        #expect(node == .group(open: "[", entries: [.init(label: nil, value: .leaf("1")), .init(label: nil, value: .leaf("2"))], close: "]"))
        #expect(node.singleLine == "[1, 2]")
        #expect(node.lines == ["[1, 2]"])
    }

    @Test func theSameValueGivesTheSameBytesEveryTime() {
        let value: [String: Any] = ["z": Set([3, 1, 2]), "a": [Event.complete(userId: "u")], "m": Date(timeIntervalSince1970: 5)]
        let first = ValueDump.text(of: value)
        for _ in 0..<20 {
            #expect(ValueDump.text(of: value) == first)
        }
    }
}

private struct Box<Value> {
    var value: Value
}

private enum Outer {
    struct Inner { var flag = true }
}

@Suite struct ValueDumpTypeNameTests {
    @Test func genericAndNestedTypesAreNamedWithoutModuleOrAddress() {
        #expect(ValueDump.text(of: Box(value: 1)) == "Box<Int>(value: 1)")
        #expect(ValueDump.text(of: Outer.Inner()) == "Inner(flag: true)" || ValueDump.text(of: Outer.Inner()) == "Outer.Inner(flag: true)")
        struct Local { var x = 1 }
        let text = ValueDump.text(of: Local())
        #expect(text == "Local(x: 1)")
        #expect(!text.contains("0x") && !text.contains("StatefulSnapshotTests"))
    }

    @Test func typesInsideAFunctionNeverShowTheirPrivateContext() {
        final class Local { var x = 1 }
        let text = ValueDump.text(of: [Local()])
        #expect(text == "[Local(x: 1)]")
    }

    /// The dumper remembers what it learnt of a type; what it writes stays
    /// what it wrote the first time, for values that take each path.
    @Test func aTypeDumpedAgainIsWrittenTheSameWay() {
        let values: [Any] = [
            Profile(name: "Ann", age: 30, nickname: nil), Profile(name: "Bo", age: 4, nickname: "b"),
            Event.complete(userId: "u-1"), Event.started, Problem.offline(reason: "down"), Problem.timedOut,
            Credentials(user: "a", password: "pw", pin: 4711), Input.otp(code: "123456", digits: 6), Input.user("ann"),
            Token(raw: "t"), Token(raw: ""), Money(cents: 1250), Wrapped(code: 7),
            Optional<String>.none as Any, Optional("x") as Any, Optional(Profile(name: "C", age: 1, nickname: nil)) as Any,
            AnyHashable("h"), AnyHashable(3), ["k": Event.started], [Event.input("a"), .pair(1, 2), .mixed(3, label: "m")],
            (1, label: "t"), Set([3, 1, 2]), Derived(),
        ]
        let first = values.map { ValueDump.text(of: $0) }
        let masked = values.map { ValueDump.text(of: $0, maskingStrings: { $0 == "ann" ? "***" : $0 }) }
        for _ in 0..<2 {
            #expect(values.map { ValueDump.text(of: $0) } == first)
            #expect(values.map { ValueDump.text(of: $0, maskingStrings: { $0 == "ann" ? "***" : $0 }) } == masked)
        }
        #expect(first[5] == "Problem.timedOut")
        #expect(first[6].contains(#"password: "********""#) && first[6].contains(#"pin: "********""#))
        #expect(first[13] == "nil")
        #expect(first[14] == #""x""#)
        #expect(masked[8] == #".user("***")"#)
    }
}
