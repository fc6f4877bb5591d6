/// The Action of a screen that changes no State: it has no cases.
///
/// A ``ScreenLogic`` that declares no `Action` gets this one, as one that
/// declares no `Effect` gets `Never`. Its work sends Effects only, and reads
/// the State it was given:
///
/// ```swift
/// struct ShareButton: ScreenLogic {
///     struct State: Equatable, Sendable { var link = "https://example.com/a1" }
///     enum Command: Sendable { case shareTapped }
///     enum Effect: Equatable, Sendable { case showShareSheet(String) }
///
///     func handle(_ command: Command, context: CommandContext<Action, Effect>) async throws {
///         context.dispatchEffect(.showShareSheet(context.state.link))
///     }
/// }
/// ```
///
/// A ``CoreViewStore`` of your own whose Commands change no State names it
/// in its core, and declares no Action either:
///
/// ```swift
/// struct ShareState: Equatable, Sendable { var link = "https://example.com/a1" }
/// enum ShareCommand: Sendable { case shareTapped }
/// enum ShareEffect: Equatable, Sendable { case showShareSheet(String), failed(String) }
///
/// final class ShareStore: CoreViewStore {
///     typealias State = ShareState
///     typealias Command = ShareCommand
///     typealias Effect = ShareEffect
///
///     let core = StoreCore<ShareCommand, NoActions<ShareState>, ShareEffect>(
///         initialState: ShareState(), errorEffect: { .failed(String(describing: $0)) })
///
///     func handleCommand(_ command: ShareCommand, context: CommandContext<NoActions<ShareState>, ShareEffect>) async throws {
///         context.dispatchEffect(.showShareSheet(context.state.link))
///     }
/// }
/// ```
public enum NoActions<State>: ViewAction, Hashable, Sendable {
    /// Never called: there is no Action to apply.
    public static func transform(_ state: State, action: NoActions) -> State {}
}
