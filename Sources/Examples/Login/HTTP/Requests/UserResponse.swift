/// The body of a successful `GET /user`: `{"userId": "u-42"}`.
public struct UserResponse: Sendable, Hashable, Codable {
    /// The user's ID.
    public var userId: String

    /// Creates a response.
    public init(userId: String) {
        self.userId = userId
    }
}
