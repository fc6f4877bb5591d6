import Foundation
import Stateful
import StatefulSnapshot
import Testing

/// The expected texts are those swift-snapshot-testing 1.19.7 recorded for
/// the same values in its own test suite, so a moved suite's files match.
struct SwiftSnapshotTestingDumpTests {
    @Test func aStructIsItsTypeThenItsFieldsSortedOneALine() {
        struct User { let id: Int, name: String, bio: String }
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        #expect(SwiftSnapshotTestingDump.text(of: user) == """
            ▿ User
              - bio: "Blobbed around the world."
              - id: 1
              - name: "Blobby"

            """)
    }

    @Test func dictionariesAndSetsAreSortedByTheirText() {
        struct Person: Hashable { let name: String }
        struct DictionarySetContainer { let dict: [String: Int], set: Set<Person> }
        let value = DictionarySetContainer(
            dict: ["c": 3, "a": 1, "b": 2], set: [Person(name: "Stephen"), Person(name: "Brandon")])
        #expect(SwiftSnapshotTestingDump.text(of: value) == """
            ▿ DictionarySetContainer
              ▿ dict: 3 key/value pairs
                ▿ (2 elements)
                  - key: "a"
                  - value: 1
                ▿ (2 elements)
                  - key: "b"
                  - value: 2
                ▿ (2 elements)
                  - key: "c"
                  - value: 3
              ▿ set: 2 members
                ▿ Person
                  - name: "Brandon"
                ▿ Person
                  - name: "Stephen"

            """)
    }

    @Test func aClassMetAgainOnItsPathIsACircularReference() {
        final class Father {
            var child: Child?
        }
        final class Child {
            let father: Father
            init(_ father: Father) {
                self.father = father
                father.child = self
            }
        }
        let father = Father()
        let child = Child(father)
        #expect(SwiftSnapshotTestingDump.text(of: father) == """
            ▿ Father
              ▿ child: Optional<Child>
                ▿ some: Child
                  ▿ father (circular reference detected)

            """)
        #expect(SwiftSnapshotTestingDump.text(of: child) == """
            ▿ Child
              ▿ father: Father
                ▿ child: Optional<Child>
                  ▿ some (circular reference detected)

            """)
        father.child = nil
    }

    @Test func foundationValuesAreOneLineEach() {
        #expect(SwiftSnapshotTestingDump.text(of: "a" as Character) == "- \"a\"\n")
        #expect(SwiftSnapshotTestingDump.text(of: Data("Hello, world!".utf8)) == "- 13 bytes\n")
        #expect(SwiftSnapshotTestingDump.text(of: Date(timeIntervalSinceReferenceDate: 0)) == "- 2001-01-01T00:00:00Z\n")
        #expect(SwiftSnapshotTestingDump.text(of: NSObject()) == "- <NSObject>\n")
        #expect(SwiftSnapshotTestingDump.text(of: "Hello, world!") == "- \"Hello, world!\"\n")
        #expect(SwiftSnapshotTestingDump.text(of: "Hello, world!".dropLast(8)) == "- \"Hello\"\n")
        #expect(SwiftSnapshotTestingDump.text(of: URL(fileURLWithPath: "/tmp/a.txt")) == "- file:///tmp/a.txt\n")
    }

    @Test func collectionsTuplesOptionalsAndEnumsAreCountedAndNamed() {
        enum Direction { case up, down }
        enum Shape { case circle(radius: Int) }
        let value: (Int?, [Direction], Shape, String?) = (nil, [.up, .down], .circle(radius: 2), "x")
        #expect(SwiftSnapshotTestingDump.text(of: value) == """
            ▿ (4 elements)
              - .0: Optional<Int>.none
              ▿ .1: 2 elements
                - Direction.up
                - Direction.down
              ▿ .2: Shape
                ▿ circle: (1 element)
                  - radius: 2
              ▿ .3: Optional<String>
                - some: "x"

            """)
    }

    @Test func aTypeChoosesItsOwnLine() {
        struct Celsius: AnySnapshotStringConvertible {
            var degrees: Int
            var snapshotDescription: String { "\(degrees) °C" }
        }
        struct Reading: AnySnapshotStringConvertible {
            static var renderChildren: Bool { true }
            var place = "Oslo"
            var snapshotDescription: String { "Reading in \(place)" }
        }
        struct Weather { var now = Celsius(degrees: 21); var reading = Reading() }
        #expect(SwiftSnapshotTestingDump.text(of: Weather()) == """
            ▿ Weather
              - now: 21 °C
              ▿ reading: Reading in Oslo
                - place: "Oslo"

            """)
    }

    @Test func secretsAreMaskedWhereSwiftSnapshotTestingWouldPrintThem() {
        struct Token: SecretValue { var raw: String; var isEmptySecret: Bool { raw.isEmpty } }
        struct Login: Redactable {
            static let redactedLabels: Set<String> = ["password"]
            var user = "ada"
            var password = "hunter2"
            var token = Token(raw: "abc")
            var empty = Token(raw: "")
        }
        let text = SwiftSnapshotTestingDump.text(of: Login())
        #expect(text == """
            ▿ Login
              - empty: ""
              - password: "********"
              - token: "********"
              - user: "ada"

            """)
        #expect(!text.contains("hunter2") && !text.contains("abc"))
    }
}
