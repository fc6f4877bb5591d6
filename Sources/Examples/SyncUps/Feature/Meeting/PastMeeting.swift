import Stateful

/// The screen of one past meeting: when it took place, who attended, and
/// its transcript. It only shows: it takes no Command and changes nothing.
///
/// ```swift
/// PastMeeting.State(meeting: syncUp.meetings[0], syncUp: syncUp)
/// ```
public struct PastMeeting: ScreenLogic {
    /// Nothing: the screen takes no Command.
    public typealias Command = Never
    /// Nothing: the screen sends no Effect.
    public typealias Effect = Never

    /// Creates the meeting screen's logic.
    public init() {}

    /// Never called: there is no Command.
    public func handle(_ command: Never, context: CommandContext<Action, Never>) async throws {}
}
