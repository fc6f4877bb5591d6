import Foundation
import Stateful
import StatefulText
import Testing

/// An alert made with no message (`AlertState(title:buttons:)`) draws none:
/// its title, one blank line, its buttons; its outline names no message.
@MainActor
@Suite struct AlertWithoutMessageTests {
    private let screen = Screen("Cart") { Text("2 items") }

    @Test func anAlertWithoutAMessageDrawsNoMessageLines() throws {
        let state = AlertState<String>(title: "Remove all?", buttons: [ButtonState("Remove", role: .destructive, command: "remove")])
        let drawn = try PresentedScreen(screen: screen, alert: Alert(state)).render(width: .compact)
        let withMessage = try PresentedScreen(
            screen: screen, alert: Alert(title: "Remove all?", message: "Sure?", buttons: [AlertButton("Remove", role: .destructive)])
        ).render(width: .compact)
        let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.firstIndex(where: { $0.contains("Remove all?") }) else {
            Issue.record("no title:\n\(drawn)")
            return
        }
        // The title, one blank line inside the box, then the button.
        #expect(lines[title + 1].trimmingCharacters(in: .init(charactersIn: "| ")).isEmpty, "\(drawn)")
        #expect(lines[title + 2].contains("[ Remove ]"), "\(drawn)")
        // The alert with a message draws two lines more: the message and a blank line.
        #expect(withMessage.split(separator: "\n").count - drawn.split(separator: "\n").count == 2, "\(withMessage)\n\(drawn)")
        #expect(PresentedScreen(screen: screen, alert: Alert(state)).outline.contains(#"alert "Remove all?" button "Remove" destructive"#))
    }
}
