/// The object behind one screen: it holds the screen's State, takes the
/// screen's Commands, and sends one-shot Effects.
///
/// The shape is the one the seed architecture uses with RxSwift, with
/// `Driver`/`Signal` replaced by `AsyncStream`:
///
/// ```swift
/// protocol ProfileViewStore: ViewStore<ProfileState, ProfileCommand, ProfileEffect> {}
///
/// let store = ProfileStore()   // a ProfileViewStore
/// Task { for await state in store.state { print(state) } }     // replays the current State first
/// Task { for await effect in store.effect { print(effect) } }  // one-shot events, no replay
/// await store.dispatchCommand(.save)
/// ```
///
/// Write an implementation with ``CoreViewStore`` to get the relays, the
/// action and effect dispatch, error handling and cancellation for free; use
/// ``FixedViewStore`` where a screen only needs a State to draw.
@MainActor
public protocol ViewStore<State, Command, Effect>: AnyObject {
    /// The whole screen's state.
    associatedtype State: Sendable
    /// What the screen (or a script) asks the store to do.
    associatedtype Command
    /// A one-shot event that does not change State: show progress, present an error, navigate.
    associatedtype Effect: Sendable

    /// The State now and every later State, newest first when a subscriber lags.
    var state: AsyncStream<State> { get }
    /// Every Effect sent after the subscription started.
    var effect: AsyncStream<Effect> { get }
    /// The State now.
    var currentState: State { get }
    /// Handles `command`, returning when the work it started has finished.
    func dispatchCommand(_ command: Command) async
}
