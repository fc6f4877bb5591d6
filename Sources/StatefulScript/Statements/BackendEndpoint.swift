/// One of the embedded login backend's two steps, as `backend fail` and
/// `backend restore` name them.
public enum BackendEndpoint: String, Sendable, Hashable, CaseIterable {
    /// ID and password → tokens.
    case logIn
    /// Access token → user ID.
    case fetchUserId
}
