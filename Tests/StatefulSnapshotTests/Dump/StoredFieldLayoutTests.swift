import Foundation
import Stateful
@testable import StatefulSnapshot
import Testing

// A plain struct's stored properties are read from its bytes by a layout
// learned once per type; every other struct (a property that may be weak or
// unowned, an existential, a custom mirror) goes through its Mirror. Either
// way a dump reads as Mirror lists the properties: these tests pin both the
// choice and the text, and compare each layout-read dump with what the
// value's Mirror says.

private final class Node {
    var name: String
    init(_ name: String) { self.name = name }
}

private struct Plain {
    var count: Int
    var name: String
    var note: String?
    var tags: [String]
    var pair: (Int, label: String)
    var kind: Kind
    var inner: Inner

    enum Kind { case small, large(Int) }
    struct Inner { var flag: Bool }
}

private struct Generic<Value> {
    var value: Value
    var values: [Value]
}

private struct Empty {}

private struct WithWeak {
    var title: String
    weak var parent: Node?
}

private struct WithUnowned {
    var title: String
    unowned let owner: Node
}

private struct WithObject {
    var node: Node
}

private struct WithExistential {
    var anything: Any
    var hashable: AnyHashable
}

private struct Mirrored: CustomReflectable {
    var shown: Int
    var hidden: Int
    var customMirror: Mirror { Mirror(self, children: ["shown": shown]) }
}

private struct Credentials: Redactable {
    static let redactedLabels: Set<String> = ["password", "pin"]
    var user: String
    var password: String
    var pin: String?
}

private struct WithShared {
    @Shared var count: Int
    var cart: Shared<[String]>?
}

private struct WithFunction {
    var id: Int
    var make: @Sendable () -> Int
    var type: Any.Type
}

@Suite struct StoredFieldLayoutTests {
    @Test func aPlainStructIsReadFromItsLayoutAndWritesAsItsMirrorLists() throws {
        let value = Plain(
            count: 3, name: "Ada", note: nil, tags: ["a", "b"], pair: (1, label: "x"), kind: .large(2),
            inner: .init(flag: true))
        let layout = try #require(StoredFieldLayout.layout(of: Plain.self))
        #expect(layout.fields.map(\.label) == Mirror(reflecting: value).children.map(\.label))
        #expect(layout.values(of: value).map { ValueDump.text(of: $0) }
            == Mirror(reflecting: value).children.map { ValueDump.text(of: $0.value) })
        #expect(ValueDump.text(of: value) == """
            Plain(
              count: 3
              name: "Ada"
              note: nil
              tags: ["a", "b"]
              pair: (1, label: "x")
              kind: .large(2)
              inner: Plain.Inner(flag: true)
            )
            """)
        #expect(ValueDump.text(of: Plain.Inner(flag: false)) == "Plain.Inner(flag: false)")
    }

    @Test func aGenericStructIsReadAtTheOffsetsOfEachOfItsTypes() throws {
        #expect(ValueDump.text(of: Generic(value: UInt8(7), values: [1, 2])) == "Generic<UInt8>(value: 7, values: [1, 2])")
        #expect(ValueDump.text(of: Generic(value: "seven", values: [])) == "Generic<String>(value: \"seven\", values: [])")
        let mixed = Generic(value: Plain.Kind.small, values: [.large(1)])
        #expect(ValueDump.text(of: mixed) == "Generic<Plain.Kind>(value: .small, values: [.large(1)])")
        #expect(try #require(StoredFieldLayout.layout(of: Generic<UInt8>.self)).fields.map(\.offset) == [0, 8])
    }

    @Test func anEmptyStructHasALayoutOfNoFields() throws {
        #expect(try #require(StoredFieldLayout.layout(of: Empty.self)).fields.isEmpty)
        #expect(ValueDump.text(of: Empty()) == "Empty()")
    }

    @Test func propertiesThatMayBeWeakOrUnownedOrExistentialLeaveTheStructToItsMirror() {
        #expect(StoredFieldLayout.layout(of: WithWeak.self) == nil)
        #expect(StoredFieldLayout.layout(of: WithUnowned.self) == nil)
        #expect(StoredFieldLayout.layout(of: WithObject.self) == nil)
        #expect(StoredFieldLayout.layout(of: WithExistential.self) == nil)
        let node = Node("root")
        #expect(ValueDump.text(of: WithWeak(title: "a", parent: node)) == "WithWeak(title: \"a\", parent: Node(name: \"root\"))")
        #expect(ValueDump.text(of: WithWeak(title: "a", parent: nil)) == "WithWeak(title: \"a\", parent: nil)")
        #expect(ValueDump.text(of: WithUnowned(title: "b", owner: node)) == "WithUnowned(title: \"b\", owner: Node(name: \"root\"))")
        #expect(ValueDump.text(of: WithObject(node: node)) == "WithObject(node: Node(name: \"root\"))")
        #expect(ValueDump.text(of: WithExistential(anything: 4, hashable: "h")) == "WithExistential(anything: 4, hashable: \"h\")")
        withExtendedLifetime(node) {}
    }

    @Test func notAStructOrACustomMirrorHasNoLayout() {
        #expect(StoredFieldLayout.layout(of: Mirrored.self) == nil)
        #expect(ValueDump.text(of: Mirrored(shown: 1, hidden: 2)) == "Mirrored(shown: 1)")
        #expect(StoredFieldLayout.layout(of: Node.self) == nil)
        #expect(StoredFieldLayout.layout(of: Plain.Kind.self) == nil)
        #expect(StoredFieldLayout.layout(of: Int?.self) == nil)
        #expect(StoredFieldLayout.layout(of: (Int, Int).self) == nil)
    }

    @Test func secretPropertiesAreMaskedFromTheLayoutAsFromTheMirror() throws {
        #expect(StoredFieldLayout.layout(of: Credentials.self)?.isRedactable == true)
        #expect(ValueDump.text(of: Credentials(user: "ada", password: "hunter2", pin: "4711"))
            == "Credentials(\n  user: \"ada\"\n  password: \"********\"\n  pin: \"********\"\n)")
        #expect(ValueDump.text(of: Credentials(user: "ada", password: "", pin: nil))
            == "Credentials(user: \"ada\", password: \"\", pin: nil)")
    }

    @Test func aSharedPropertyIsNamedWithoutItsUnderscoreWhateverItsType() throws {
        let layout = try #require(StoredFieldLayout.layout(of: WithShared.self))
        // Known from the type for `Shared<Int>`; asked of the value for an Optional.
        #expect(layout.fields.map(\.isShared) == [true, nil])
        let value = WithShared(count: Shared(value: 2), cart: Shared(value: ["tea"]))
        let text = ValueDump.text(of: value)
        #expect(text.contains("count: @Shared(#1) 2"), "\(text)")
        #expect(text.contains("cart: @Shared(#2) [\"tea\"]"), "\(text)")
        #expect(ValueDump.text(of: WithShared(count: Shared(value: 1), cart: nil)).contains("cart: nil"))
    }

    @Test func functionsAndMetatypesAreReadAsTheyAre() throws {
        #expect(StoredFieldLayout.layout(of: WithFunction.self) != nil)
        let value = WithFunction(id: 1, make: { 2 }, type: Int.self)
        let children = Mirror(reflecting: value).children.map { ValueDump.text(of: $0.value) }
        #expect(children.count == 3)
        #expect(ValueDump.text(of: value) == "WithFunction(id: \(children[0]), make: \(children[1]), type: \(children[2]))")
        #expect(ValueDump.text(of: value).hasSuffix("type: Int)"))
    }
}
