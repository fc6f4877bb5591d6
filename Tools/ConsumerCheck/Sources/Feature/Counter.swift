import Stateful
import StatefulText
import Support

/// A counter's whole screen.
public struct CounterState: Sendable, Equatable, Mutable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
}

/// What the screen (or a flow) sends.
public enum CounterCommand: Sendable, Decodable {
    case increment
    case decrement
    case reset
}

/// How the State changes.
public enum CounterAction: Sendable, Equatable, ViewAction {
    case changed(by: Int)
    case reset

    public static func transform(_ state: CounterState, action: CounterAction) -> CounterState {
        switch action {
        case .changed(let delta): state.mutate(keyPath: \.count, value: clamp(state.count + delta, to: 0...10))
        case .reset: state.mutate(keyPath: \.count, value: 0)
        }
    }
}

/// What happens once and changes no State.
public enum CounterEffect: Sendable, Equatable {
    case reachedLimit
    case failed(String)
}

/// The counter's store: Commands in, Actions and Effects out.
@MainActor
public final class CounterStore: CoreViewStore {
    public typealias State = CounterState
    public typealias Command = CounterCommand
    public typealias Effect = CounterEffect
    public typealias Action = CounterAction

    public let core = StoreCore<CounterCommand, CounterAction, CounterEffect>(
        initialState: CounterState(), errorEffect: { .failed(String(describing: $0)) })

    public init() {}

    public func handleCommand(_ command: CounterCommand, context: CommandContext<CounterAction, CounterEffect>) async throws {
        switch command {
        case .increment:
            context.dispatchAction(.changed(by: 1))
            if currentState.count == 10 { context.dispatchEffect(.reachedLimit) }
        case .decrement:
            context.dispatchAction(.changed(by: -1))
        case .reset:
            context.dispatchAction(.reset)
        }
    }
}

/// The counter drawn as text.
public enum CounterScreen {
    public static func screen(_ state: CounterState) -> Screen {
        Screen("Counter") {
            Text("Count: \(state.count)")
            Button("Decrement", isEnabled: state.count > 0)
            Button("Increment", isEnabled: state.count < 10)
        }
    }

    public static func change(for effect: CounterEffect) -> PresentationChange {
        switch effect {
        case .reachedLimit: .presentAlert(Alert(title: "Limit", message: "The counter stops at 10."))
        case .failed(let message): .presentAlert(Alert(title: "Error", message: message))
        }
    }
}
