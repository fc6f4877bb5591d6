import Stateful

// The same three-screen stack composed twice, by hand and through a
// `PathElement`, so that tests hold both to the same behaviour and the
// routing lines of each can be counted between their `routing` markers.

/// A counter that counts up now or after a second (restarting the wait), and
/// reports its count when finished.
struct StackTally: ScreenLogic {
    struct State: Equatable, Sendable { var count = 0 }
    enum Command: Sendable, Equatable { case increment, incrementLater, finish }
    enum Action: ViewAction, Equatable {
        case added
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .added: State(count: state.count + 1)
            }
        }
    }
    enum Effect: Sendable, Equatable { case finished(Int) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.added)
        case .incrementLater:
            try await context.cancellable(id: "later", cancelInFlight: true) {
                try await Dependencies.current.clock.sleep(for: .seconds(1))
                context.dispatchAction(.added)
            }
        case .finish:
            context.dispatchEffect(.finished(context.state.count))
        }
    }
}

/// A note being written.
struct StackNote: ScreenLogic {
    struct State: Equatable, Sendable { var text = "" }
    enum Command: Sendable, Equatable { case edit(String) }
    enum Action: ViewAction, Equatable {
        case edited(String)
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .edited(let text): State(text: text)
            }
        }
    }
    enum Effect: Sendable, Equatable {}

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .edit(let text): context.dispatchAction(.edited(text))
        }
    }
}

/// The totals so far, closed by its button.
struct StackTotals: ScreenLogic {
    struct State: Equatable, Sendable { var totals: [Int] = [] }
    enum Command: Sendable, Equatable { case close }
    enum Action: ViewAction, Equatable {
        case cleared
        static func transform(_ state: State, action: Action) -> State {
            switch action {
            case .cleared: State()
            }
        }
    }
    enum Effect: Sendable, Equatable { case closed }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .close:
            context.dispatchAction(.cleared)
            context.dispatchEffect(.closed)
        }
    }
}

/// The parent's own part, shared by both compositions: what it pushes and
/// what the children's results do to it.
enum StackEvent: Sendable, Equatable {
    case pushTally, pushNote, pushTotals([Int])
}

// MARK: - By hand

// routing:begin by-hand
enum HandPath: Equatable, Sendable {
    case tally(StackTally.State)
    case note(StackNote.State)
    case totals(StackTotals.State)

    var tally: StackTally.State? {
        if case .tally(let state) = self { state } else { nil }
    }
    var note: StackNote.State? {
        if case .note(let state) = self { state } else { nil }
    }
    var totals: StackTotals.State? {
        if case .totals(let state) = self { state } else { nil }
    }
}

enum HandPathCommand: Sendable, Equatable {
    case tally(StackTally.Command)
    case note(StackNote.Command)
    case totals(StackTotals.Command)
}

enum HandPathAction: Sendable, Equatable {
    case tally(StackTally.Action)
    case note(StackNote.Action)
    case totals(StackTotals.Action)
}
// routing:end by-hand

struct HandStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<HandPath>()
        var finished: [Int] = []
    }
    enum Command: Sendable, Equatable { case push(StackEvent), path(StackElementID, HandPathCommand) }
    enum Action: ViewAction, Equatable {
        case pushed(HandPath), path(StackElementID, HandPathAction), finished(StackElementID, Int), popped(StackElementID)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed(let screen): state.path.append(screen)
            // routing:begin by-hand
            case let .path(id, .tally(action)):
                guard let tally = state.path[id: id]?.tally else { break }
                state.path[id: id] = .tally(StackTally.Action.transform(tally, action: action))
            case let .path(id, .note(action)):
                guard let note = state.path[id: id]?.note else { break }
                state.path[id: id] = .note(StackNote.Action.transform(note, action: action))
            case let .path(id, .totals(action)):
                guard let totals = state.path[id: id]?.totals else { break }
                state.path[id: id] = .totals(StackTotals.Action.transform(totals, action: action))
            // routing:end by-hand
            case let .finished(id, count):
                state.finished.append(count)
                state.path.pop(from: id)
            case .popped(let id): state.path.pop(from: id)
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push(.pushTally): context.dispatchAction(.pushed(.tally(StackTally.State())))
        case .push(.pushNote): context.dispatchAction(.pushed(.note(StackNote.State())))
        case .push(.pushTotals(let totals)): context.dispatchAction(.pushed(.totals(StackTotals.State(totals: totals))))
        // routing:begin by-hand
        case let .path(id, .tally(command)):
            try await context.forward(
                command, to: StackTally(), id: id,
                state: { $0.path[id: id]?.tally },
                action: { .path(id, .tally($0)) },
                effect: { effect, parent in
                    switch effect {
                    case .finished(let count): parent.dispatchAction(.finished(id, count))
                    }
                })
        case let .path(id, .note(command)):
            try await context.forward(
                command, to: StackNote(), id: id,
                state: { $0.path[id: id]?.note },
                action: { .path(id, .note($0)) },
                effect: { _, _ in })
        case let .path(id, .totals(command)):
            try await context.forward(
                command, to: StackTotals(), id: id,
                state: { $0.path[id: id]?.totals },
                action: { .path(id, .totals($0)) },
                effect: { effect, parent in
                    switch effect {
                    case .closed: parent.dispatchAction(.popped(id))
                    }
                })
        // routing:end by-hand
        }
    }
}

// MARK: - Through a PathElement

// routing:begin registered
enum RegisteredPath: Equatable, Sendable, PathElement {
    case tally(StackTally.State)
    case note(StackNote.State)
    case totals(StackTotals.State)

    enum Command: Sendable, Equatable { case tally(StackTally.Command), note(StackNote.Command), totals(StackTotals.Command) }
    enum Action: Sendable, Equatable { case tally(StackTally.Action), note(StackNote.Action), totals(StackTotals.Action) }
    enum Effect: Sendable, Equatable { case tally(StackTally.Effect), note(StackNote.Effect), totals(StackTotals.Effect) }

    static var screens: [PathScreen<RegisteredPath>] {
        [
            .screen(StackTally(), state: Self.tally, command: Command.tally, action: Action.tally, effect: Effect.tally),
            .screen(StackNote(), state: Self.note, command: Command.note, action: Action.note, effect: Effect.note),
            .screen(StackTotals(), state: Self.totals, command: Command.totals, action: Action.totals, effect: Effect.totals),
        ]
    }
}
// routing:end registered

struct RegisteredStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<RegisteredPath>()
        var finished: [Int] = []
    }
    enum Command: Sendable, Equatable { case push(StackEvent), path(StackElementID, RegisteredPath.Command) }
    enum Action: ViewAction, Equatable {
        case pushed(RegisteredPath), path(StackElementID, RegisteredPath.Action), finished(StackElementID, Int), popped(StackElementID)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            case .pushed(let screen): state.path.append(screen)
            // routing:begin registered
            case let .path(id, action): state.path.apply(action, to: id)
            // routing:end registered
            case let .finished(id, count):
                state.finished.append(count)
                state.path.pop(from: id)
            case .popped(let id): state.path.pop(from: id)
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        case .push(.pushTally): context.dispatchAction(.pushed(.tally(StackTally.State())))
        case .push(.pushNote): context.dispatchAction(.pushed(.note(StackNote.State())))
        case .push(.pushTotals(let totals)): context.dispatchAction(.pushed(.totals(StackTotals.State(totals: totals))))
        // routing:begin registered
        case let .path(id, command):
            try await context.forward(command, toElement: id, of: \.path, action: { .path(id, $0) }) { effect, parent in
                switch effect {
                case .tally(.finished(let count)): parent.dispatchAction(.finished(id, count))
                case .totals(.closed): parent.dispatchAction(.popped(id))
                }
            }
        // routing:end registered
        }
    }
}

// MARK: - Through StackCommand and StackAction

/// The registered stack again, with pushes, pops and element messages held
/// in one case each of the Command and the Action.
struct StackCommandStack: ScreenLogic {
    struct State: Equatable, Sendable {
        var path = StackState<RegisteredPath>()
        var finished: [Int] = []
    }
    enum Command: Sendable, Equatable { case path(StackCommand<RegisteredPath>) }
    enum Action: ViewAction, Equatable {
        case path(StackAction<RegisteredPath>), finished(StackElementID, Int)
        static func transform(_ state: State, action: Action) -> State {
            var state = state
            switch action {
            // routing:begin stack-command
            case .path(let action): state.path.apply(action)
            // routing:end stack-command
            case let .finished(id, count):
                state.finished.append(count)
                state.path.pop(from: id)
            }
            return state
        }
    }
    enum Effect: Sendable, Equatable { case failed(String) }

    func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
        switch command {
        // routing:begin stack-command
        case .path(let command):
            try await context.forward(command, of: \.path, action: Action.path) { id, effect, parent in
                switch effect {
                case .tally(.finished(let count)): parent.dispatchAction(.finished(id, count))
                case .totals(.closed): parent.dispatchAction(.path(.popFrom(id: id)))
                }
            }
        // routing:end stack-command
        }
    }
}
