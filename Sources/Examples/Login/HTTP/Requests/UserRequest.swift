import Stateful

/// `GET /user` with `Authorization: Bearer <accessToken>`; a 200 answer's
/// body is `{"userId": …}`.
public struct UserRequest: Request, CustomStringConvertible {
    /// The user.
    public typealias Response = UserResponse

    /// The access token. Never shown: see ``description``.
    public var accessToken: String

    /// Creates a request.
    public init(accessToken: String) {
        self.accessToken = accessToken
    }

    /// `GET`.
    public var method: HTTPMethod { .get }
    /// `/user`.
    public var path: String { "/user" }
    /// `Authorization: Bearer <accessToken>`.
    public var headerFields: [String: String] { ["Authorization": "Bearer \(accessToken)"] }

    /// `GET /user (accessToken: "********")`.
    public var description: String {
        "GET /user (accessToken: \(Redaction.masked(accessToken).debugDescription))"
    }
}

extension UserRequest: Redactable {
    /// The access token is secret.
    public static let redactedLabels: Set<String> = ["accessToken"]
}
