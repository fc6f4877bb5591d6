import Stateful
import StatefulText
import Testing

/// A tiny app whose navigation is data: a root list, a stack of pushed
/// detail screens, and a sheet.
private struct Pages: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<Int>()
        var editing: String?
    }

    enum Command: Sendable, Hashable {
        case open(Int)
        case back(StackElementID)
        case edit(String)
        case stopEditing
        case confirm(Int)
    }

    enum Action: ViewAction {
        case opened(Int), closed(StackElementID), editing(String?)

        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .opened(let page): state.path.append(page)
            case .closed(let id): state.path.pop(from: id)
            case .editing(let text): state.editing = text
            }
            return state
        }
    }

    enum Effect: Sendable { case ask(Int) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .open(let page): context.dispatchAction(.opened(page))
        case .back(let id): context.dispatchAction(.closed(id))
        case .edit(let text): context.dispatchAction(.editing(text))
        case .stopEditing: context.dispatchAction(.editing(nil))
        case .confirm(let page): context.dispatchEffect(.ask(page))
        }
    }
}

@MainActor
private func pagesStack(_ state: Pages.State) -> ScreenStack<Pages.Command> {
    ScreenStack(
        root: Screen("Pages") { Text("\(state.path.count) open") },
        pushed: state.path.map { page in Screen("Page \(page)") { Text("Page \(page) text") } },
        back: state.path.topID.map { .back($0) },
        sheet: state.editing.map { text in Screen("Edit") { Text(text) } },
        dismissSheet: .stopEditing)
}

/// The child's own alert, whose buttons send the child's Commands.
private enum PageCommand: Hashable, Sendable { case delete, keep }

@MainActor
private func pagesChange(_ effect: Pages.Effect) -> PresentationChange {
    switch effect {
    case .ask(let page):
        PresentationChange.presentAlert(Alert(title: "Delete?", message: "", buttons: [
            AlertButton("Delete", role: .destructive, command: PageCommand.delete),
            AlertButton("Keep", role: .cancel, command: PageCommand.keep),
        ]))
        .mapCommands { (command: PageCommand) in command == .delete ? Pages.Command.back(StackElementID(rawValue: page)) : .stopEditing }
    }
}

@MainActor
@Suite struct ScreenStackHostTests {
    private func makeHost() -> (ScreenStore<Pages>, ScreenHost<ScreenStore<Pages>>) {
        let store = ScreenStore(Pages(), initialState: .init(), errorEffect: { _ in .ask(-1) })
        let host = ScreenHost(store: store, stack: pagesStack, effects: pagesChange)
        host.observeStore()
        return (store, host)
    }

    @Test func theHostDrawsTheWholeStackFromTheState() async throws {
        let (store, host) = makeHost()
        #expect(host.topScreen.title == "Pages")
        #expect(!host.canGoBack)
        await store.dispatchCommand(.open(1))
        await store.dispatchCommand(.open(2))
        #expect(try host.render(width: 24) == """
            +----------------------+
            | < Page 1  Page 2     |
            +----------------------+
            | Page 2 text          |
            +----------------------+

            """)
        #expect(host.canGoBack)
        #expect(host.rootScreen.title == "Pages")
    }

    @Test func goingBackFromAScreenOfTheStateIsTheCommandItsBackButtonNames() async {
        let (store, host) = makeHost()
        await store.dispatchCommand(.open(1))
        await store.dispatchCommand(.open(2))
        #expect(host.goBack() == .back(1))
        #expect(host.topScreen.title == "Page 2", "the host does not change the State itself")
        await store.dispatchCommand(.back(1))
        #expect(host.topScreen.title == "Page 1")
        #expect(host.topScreen.backTitle == "Pages")
    }

    @Test func aScreenPushedByAnEffectIsPoppedFirstAndByTheHost() async {
        let (store, host) = makeHost()
        await store.dispatchCommand(.open(1))
        host.apply(.push(Screen("Help") { Text("?") }))
        #expect(host.topScreen.title == "Help")
        #expect(host.topScreen.backTitle == "Page 1")
        #expect(host.goBack() == nil)
        #expect(host.topScreen.title == "Page 1")
        #expect(host.goBack() == .back(0))
    }

    @Test func theStatesSheetIsDrawnAndDismissedByItsCommand() async throws {
        let (store, host) = makeHost()
        #expect(host.dismissSheet() == nil, "no sheet, nothing to send")
        await store.dispatchCommand(.edit("draft"))
        #expect(host.sheet?.title == "Edit")
        #expect(host.outline.hasPrefix("sheet \"Edit\" over \"Pages\""))
        #expect(host.dismissSheet() == .stopEditing)
        await store.dispatchCommand(.stopEditing)
        #expect(host.sheet == nil)
    }

    @Test func aChildAlertsButtonsSendTheParentsCommands() async throws {
        let (store, host) = makeHost()
        await store.dispatchCommand(.open(5))
        await store.dispatchCommand(.confirm(0))
        #expect(try host.tap("Delete") == .back(0))
        await store.dispatchCommand(.confirm(0))
        #expect(try host.tap("Keep") == .stopEditing)
    }

    @Test func mappingLeavesButtonsOfOtherCommandTypesAndOtherChangesAlone() {
        let button = AlertButton("OK", command: 7)
        #expect(button.mapCommand { (command: PageCommand) in "\(command)" } == button)
        #expect(AlertButton("Plain").mapCommand { (command: PageCommand) in "\(command)" } == AlertButton("Plain"))
        #expect(PresentationChange.pop.mapCommands { (command: PageCommand) in "\(command)" } == .pop)
        let dialog = ConfirmationDialog(buttons: [AlertButton("Keep", command: PageCommand.keep)])
        #expect(PresentationChange.presentDialog(dialog).mapCommands { (command: PageCommand) in "\(command)" }
            == .presentDialog(ConfirmationDialog(buttons: [AlertButton("Keep", command: "keep")])))
    }

    @Test func aStackDrawnFromAStateShowsWhatItsHostShows() async throws {
        let (store, host) = makeHost()
        await store.dispatchCommand(.open(1))
        await store.dispatchCommand(.open(2))
        let stack = pagesStack(store.currentState)
        #expect(stack.presented == host.presented)
        #expect(stack.presented.screen.backTitle == "Page 1")
        #expect(try stack.presented.render(width: .compact) == host.render(width: .compact))
        await store.dispatchCommand(.edit("draft"))
        #expect(pagesStack(store.currentState).presented == host.presented)
        #expect(pagesStack(store.currentState).presented.sheet?.title == "Edit")
    }

    @Test func aStackWithNothingPushedShowsItsRootWithNoBackButton() {
        let shown = pagesStack(Pages.State()).presented
        #expect(shown.screen.title == "Pages")
        #expect(shown.screen.backTitle.isEmpty)
        #expect(shown.sheet == nil && shown.alert == nil && shown.dialog == nil)
    }

    @Test func aPushedScreenBelowAnUntitledOneIsBackedAsBack() {
        let stack = ScreenStack<Pages.Command>(root: Screen("") { Text("root") }, pushed: [Screen("Detail") { Text("d") }])
        #expect(stack.presented.screen.backTitle == "Back")
    }
}
