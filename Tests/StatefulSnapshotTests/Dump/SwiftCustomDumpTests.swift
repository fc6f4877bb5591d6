import Foundation
import Stateful
import StatefulSnapshot
import Testing

// The fixtures of swift-custom-dump's own tests, at the top level so that
// their names carry no enclosing type (as there).
struct User {
    var id: Int
    var name: String
}

final class UserClass {
    let id: Int
    let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

final class RecursiveFoo {
    var foo: RecursiveFoo?
}

enum Enum {
    case foo
    case bar(Int)
    case fu(bar: Int)
    case baz(fizz: Double, buzz: String)
    case fizz(Double, buzz: String)
}

enum Nested {
    case nest(Enum)
}

struct Pair {
    var driver: User
    var passenger: User
}

struct ID: Hashable {
    var rawValue: String
}

struct Email {
    var subject: String
    var body: String
}

enum Namespaced {
    struct Struct {
        var x: Int
    }

    enum Cases {
        case x(Int)
    }
}

struct SignIn: Redactable {
    static let redactedLabels: Set<String> = ["password"]
    var email: String
    var password: String
}

/// ``SwiftCustomDump`` writes what swift-custom-dump 1.7's `customDump`
/// writes: each expected text below is one of swift-custom-dump's own test
/// expectations (`Tests/CustomDumpTests/DumpTests.swift`).
@Suite struct SwiftCustomDumpTests {
    @Test func structs() {
        #expect(SwiftCustomDump.text(of: User(id: 42, name: "Blob")) == """
            User(
              id: 42,
              name: "Blob"
            )
            """)
        #expect(SwiftCustomDump.text(of: Pair(driver: User(id: 1, name: "Blob"), passenger: User(id: 2, name: "Blob, Jr."))) == """
            Pair(
              driver: User(
                id: 1,
                name: "Blob"
              ),
              passenger: User(
                id: 2,
                name: "Blob, Jr."
              )
            )
            """)
        #expect(SwiftCustomDump.text(of: Namespaced.Struct(x: 0)) == "Namespaced.Struct(x: 0)")
    }

    @Test func classesWithTheirSuperclassesFieldsAndCycles() {
        #expect(SwiftCustomDump.text(of: UserClass(id: 42, name: "Blob")) == """
            UserClass(
              id: 42,
              name: "Blob"
            )
            """)
        let foo = RecursiveFoo()
        foo.foo = foo
        #expect(SwiftCustomDump.text(of: foo) == """
            RecursiveFoo(
              foo: RecursiveFoo(↩︎)
            )
            """)
        class Human {
            let name = "John"
            let email = "john@me.com"
            let age = 97
        }
        class Doctor: Human {
            let field = "Podiatry"
        }
        #expect(SwiftCustomDump.text(of: Doctor()) == """
            SwiftCustomDumpTests.Doctor(
              name: "John",
              email: "john@me.com",
              age: 97,
              field: "Podiatry"
            )
            """)
    }

    @Test func enumsWithAndWithoutAssociatedValues() {
        #expect(SwiftCustomDump.text(of: Enum.foo) == "Enum.foo")
        #expect(SwiftCustomDump.text(of: Enum.bar(42)) == "Enum.bar(42)")
        #expect(SwiftCustomDump.text(of: Enum.fu(bar: 42)) == "Enum.fu(bar: 42)")
        #expect(SwiftCustomDump.text(of: Enum.baz(fizz: 0.9, buzz: "2")) == """
            Enum.baz(
              fizz: 0.9,
              buzz: "2"
            )
            """)
        #expect(SwiftCustomDump.text(of: Nested.nest(.fizz(0.9, buzz: "2"))) == """
            Nested.nest(
              .fizz(
                0.9,
                buzz: "2"
              )
            )
            """)
        #expect(SwiftCustomDump.text(of: Namespaced.Cases.x(0)) == "Namespaced.Cases.x(0)")
        #expect(SwiftCustomDump.text(of: Result<Result<Int, any Error>, any Error>.success(.success(42))) == """
            Result.success(
              .success(42)
            )
            """)
    }

    @Test func optionalsAndSingleValues() {
        #expect(SwiftCustomDump.text(of: User?(User(id: 42, name: "Blob")) as Any) == """
            User(
              id: 42,
              name: "Blob"
            )
            """)
        #expect(SwiftCustomDump.text(of: User?.none as Any) == "nil")
        #expect(SwiftCustomDump.text(of: 1) == "1")
        #expect(SwiftCustomDump.text(of: true) == "true")
    }

    @Test func collections() {
        let users = [User(id: 1, name: "Blob"), User(id: 2, name: "Blob, Jr.")]
        #expect(SwiftCustomDump.text(of: users) == """
            [
              [0]: User(
                id: 1,
                name: "Blob"
              ),
              [1]: User(
                id: 2,
                name: "Blob, Jr."
              )
            ]
            """)
        #expect(SwiftCustomDump.text(of: [ID(rawValue: "deadbeef"): User(id: 1, name: "Blob"),
                                          ID(rawValue: "beefdead"): User(id: 2, name: "Blob, Jr.")]) == """
            [
              ID(rawValue: "beefdead"): User(
                id: 2,
                name: "Blob, Jr."
              ),
              ID(rawValue: "deadbeef"): User(
                id: 1,
                name: "Blob"
              )
            ]
            """)
        #expect(SwiftCustomDump.text(of: Set([3, 1, 2])) == """
            Set([
              1,
              2,
              3
            ])
            """)
        #expect(SwiftCustomDump.text(of: [Int]()) == "[]")
        #expect(SwiftCustomDump.text(of: [String: Int]()) == "[:]")
    }

    @Test func tuples() {
        #expect(SwiftCustomDump.text(of: (1, 2)) == """
            (
              1,
              2
            )
            """)
        #expect(SwiftCustomDump.text(of: (x: 1, y: 2, ())) == """
            (
              x: 1,
              y: 2,
              ()
            )
            """)
    }

    @Test func stringsAreQuotedAsSwiftWouldWriteThem() {
        #expect(SwiftCustomDump.text(of: "Hello!") == #""Hello!""#)
        #expect(SwiftCustomDump.text(of: #"Hello, "world!""#) == ##"#"Hello, "world!""#"##)
        #expect(SwiftCustomDump.text(of: ####"This has a "### in it"####) == #####"####"This has a "### in it"####"#####)
        #expect(SwiftCustomDump.text(of: "This has a \\ in it") == ##"#"This has a \ in it"#"##)
        #expect(SwiftCustomDump.text(of: "This has a \t in it") == "\"This has a \\t in it\"")
        #expect(SwiftCustomDump.text(of: "Hello,\nWorld!") == #"""
            """
            Hello,
            World!
            """
            """#)
        #expect(SwiftCustomDump.text(of: Email(subject: "RE: Upcoming Event", body: "Hi,\n\nBlob")) == #"""
            Email(
              subject: "RE: Upcoming Event",
              body: """
                Hi,
            \#("    ")
                Blob
                """
            )
            """#)
    }

    @Test func typesAndFoundationValues() throws {
        #expect(SwiftCustomDump.text(of: [String: Int].self) == "[String: Int].self")
        #expect(SwiftCustomDump.text(of: [[Double: Double]?].self) == "[[Double: Double]?].self")
        #expect(SwiftCustomDump.text(of: Double?.self) == "Double?.self")
        #expect(SwiftCustomDump.text(of: Date(timeIntervalSince1970: 1_234_567_890)) == "Date(2009-02-13T23:31:30.000Z)")
        #expect(SwiftCustomDump.text(of: Data(count: 1_234)) == "Data(1,234 bytes)")
        #expect(SwiftCustomDump.text(of: try #require(URL(string: "https://www.pointfree.co"))) == "URL(https://www.pointfree.co)")
    }

    @Test func secretsAreMasked() {
        #expect(SwiftCustomDump.text(of: SignIn(email: "blob@pointfree.co", password: "bl0bisawesome!")) == """
            SignIn(
              email: "blob@pointfree.co",
              password: "********"
            )
            """)
    }
}
