/// How the work of one Command ended.
public enum CommandOutcome: Sendable, CustomStringConvertible {
    /// The handler returned normally.
    case completed
    /// The handler ran into ``StoreCore/exclusive(_:policy:operation:)`` while
    /// the same work was in flight, and did nothing.
    case ignored
    /// The work was cancelled; any error it threw was swallowed.
    case cancelled
    /// The handler threw `error`, which the store turned into an Effect.
    case failed(any Error)

    /// The outcome as transcripts write it.
    public var description: String {
        switch self {
        case .completed: "completed"
        case .ignored: "ignored"
        case .cancelled: "cancelled"
        case .failed(let error): "failed(\(TypeName.full(type(of: error))))"
        }
    }
}
