import Stateful
import StatefulSnapshot
import Testing

private struct Attendee: Identifiable, Equatable, Sendable, Redactable {
    var id: Int
    var name: String
    var pin: String

    static let redactedLabels: Set<String> = ["pin"]
}

struct IdentifiedArrayDumpTests {
    @Test func dumpsAsItsElementsInOrderWithTheirSecretsMasked() {
        let attendees: IdentifiedArrayOf<Attendee> = [
            Attendee(id: 2, name: "Grace", pin: "1234"), Attendee(id: 1, name: "Ada", pin: "9876"),
        ]
        let dump = ValueDump.text(of: attendees)
        #expect(dump == ValueDump.text(of: Array(attendees)))
        #expect(
            dump == """
                [
                  Attendee(id: 2, name: "Grace", pin: "********")
                  Attendee(id: 1, name: "Ada", pin: "********")
                ]
                """)
        #expect(ValueDump.text(of: IdentifiedArrayOf<Attendee>()) == "[]")
    }
}
