/// The HTTP methods a ``Request`` can use.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`
    case get = "GET"
    /// `POST`
    case post = "POST"
    /// `PUT`
    case put = "PUT"
    /// `DELETE`
    case delete = "DELETE"
}
