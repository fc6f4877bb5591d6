import Stateful
import StatefulText
import Testing

/// A card's own Commands: its alert's buttons and their dismissal.
private enum CardCommand: Hashable, Sendable { case erase, keep }

/// A stack of cards drawn from its registry: a note (with an alert while it
/// is being erased) and a plain page without logic.
private enum Card: Equatable, Sendable, DrawnPathElement {
    case note(NoteState)
    case page(Int)

    struct NoteState: Equatable, Sendable {
        var text: String
        var erasing = false
    }

    enum Command: Hashable, Sendable { case note(CardCommand) }
    enum Action: Sendable {}
    enum Effect: Sendable {}

    static var screens: [PathScreen<Card>] { [] }

    static var drawings: [PathDrawing<Card, String>] {
        [
            .screen(state: Card.note, command: Command.note, dismissAlert: .keep) { note, suffix in
                Screen("Note" + suffix) { Text(note.text) }
            } alert: { note, _ in
                note.erasing ? Alert(title: "Erase?", message: note.text, buttons: [
                    AlertButton("Erase", role: .destructive, command: CardCommand.erase),
                    AlertButton("Keep", role: .cancel, command: CardCommand.keep),
                ]) : nil
            },
            .screen(state: Card.page) { page, suffix in Screen("Page \(page)" + suffix) { Text("text \(page)") } },
        ]
    }
}

/// The parent's Commands: a card's, with its id, and going back.
private enum DeckCommand: Hashable, Sendable {
    case card(StackElementID, Card.Command)
    case back(StackElementID)
}

@MainActor
private func deck(_ path: StackState<Card>) -> ScreenStack<DeckCommand> {
    ScreenStack(
        root: Screen("Deck") { Text("\(path.count) cards") },
        path: path, context: "!",
        command: { .card($0, $1) }, back: { .back($0) })
}

@MainActor
@Suite struct DrawnPathElementTests {
    @Test func everyElementIsDrawnByItsCaseEntryWithTheContext() {
        let stack = deck([.page(1), .note(.init(text: "hello")), .page(2)])
        #expect(stack.root.title == "Deck")
        #expect(stack.pushed.map(\.title) == ["Page 1!", "Note!", "Page 2!"])
        #expect(stack.back == .back(2))
        #expect(stack.alert == nil)
    }

    @Test func theTopElementsAlertIsDrawnWithItsButtonsSendingThePathsCommands() {
        let stack = deck([.page(1), .note(.init(text: "hello", erasing: true))])
        #expect(stack.alert?.title == "Erase?")
        #expect(stack.alert?.buttons.map(\.title) == ["Erase", "Keep"])
        #expect(stack.dismissAlert == .card(1, .note(.keep)))
        #expect(stack.alert?.buttons.first?.command as? DeckCommand == .card(1, .note(.erase)))
    }

    @Test func anAlertBelowTheTopIsNotDrawn() {
        let stack = deck([.note(.init(text: "hello", erasing: true)), .page(1)])
        #expect(stack.alert == nil)
        #expect(stack.dismissAlert == nil)
    }

    @Test func anEmptyPathIsJustTheRoot() {
        let stack = deck([])
        #expect(stack.pushed.isEmpty)
        #expect(stack.back == nil)
    }
}
