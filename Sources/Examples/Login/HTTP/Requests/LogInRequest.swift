import Foundation
import StatefulExampleLogin
import Stateful

/// `POST /login` with the JSON body `{"loginId": …, "password": …}`; a 200
/// answer's body is `{"accessToken": …, "refreshToken": …}`.
public struct LogInRequest: Request, CustomStringConvertible {
    /// The tokens.
    public typealias Response = AuthTokens

    /// The login ID.
    public var loginId: String
    /// The password. Never shown: see ``description``.
    public var password: String

    /// Creates a request.
    public init(loginId: String, password: String) {
        self.loginId = loginId
        self.password = password
    }

    /// `POST`.
    public var method: HTTPMethod { .post }
    /// `/login`.
    public var path: String { "/login" }

    /// `{"loginId":…,"password":…}`, keys sorted.
    public func body() throws -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(["loginId": loginId, "password": password])
    }

    /// `POST /login (loginId: "…", password: "********")`.
    public var description: String {
        "POST /login (loginId: \(String(reflecting: loginId)), password: \(Redaction.masked(password).debugDescription))"
    }
}

extension LogInRequest: Redactable {
    /// The password is secret.
    public static let redactedLabels: Set<String> = ["password"]
}
