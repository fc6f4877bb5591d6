/// A `backend` statement the session's backend cannot carry out.
public struct BackendUnavailable: Error, Sendable, CustomStringConvertible {
    /// Why, in words a script author can act on.
    public var reason: String

    /// Creates the error.
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason, as the failed `backend` step reports it.
    public var description: String { reason }
}
