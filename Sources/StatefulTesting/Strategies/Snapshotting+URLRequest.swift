import Foundation
import Stateful
import StatefulSnapshot
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest {
    /// The request as raw HTTP: `METHOD URL` (query items sorted), the headers
    /// sorted by name, a blank line and the body (as UTF-8 text).
    ///
    /// ```swift
    /// import Foundation
    ///
    /// var request = URLRequest(url: URL(string: "https://api.example.com/login")!)
    /// request.httpMethod = "POST"
    /// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    /// request.httpBody = Data(#"{"id":"ada"}"#.utf8)
    /// assertSnapshot(of: request, as: .raw)
    /// // POST https://api.example.com/login
    /// // Content-Type: application/json
    /// //
    /// // {"id":"ada"}
    /// ```
    ///
    /// Credentials never appear: the values of `Authorization`,
    /// `Proxy-Authorization`, `Cookie` and `Set-Cookie` headers and a
    /// password in the URL are written as `Redaction.mask` (`********`).
    public static var raw: Snapshotting { raw(pretty: false) }

    /// ``raw``, with a JSON body pretty-printed and its keys sorted when `pretty` is `true`.
    public static func raw(pretty: Bool) -> Snapshotting {
        Snapshotting { request in
            let head = "\(request.httpMethod ?? "GET") \(RequestText.url(of: request))"
            let headers = RequestText.headers(of: request).map { "\($0.name): \($0.value)" }
            let body = RequestText.body(of: request, pretty: pretty).map { ["", $0] } ?? []
            return ([head] + headers + body).joined(separator: "\n")
        }
    }

    /// The request as a `curl` command, one option a line (as swift-snapshot-testing writes it):
    /// the method (none for `GET`, `--head` for `HEAD`), the headers sorted by
    /// name, the body, the cookies, then the URL with its query items sorted.
    /// Credentials are masked as for ``raw``.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// var request = URLRequest(url: URL(string: "https://api.example.com/login")!)
    /// request.httpMethod = "POST"
    /// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    /// request.httpBody = Data(#"{"id":"ada"}"#.utf8)
    /// assertSnapshot(of: request, as: .curl)
    /// // curl \
    /// // 	--request POST \
    /// // 	--header "Content-Type: application/json" \
    /// // 	--data "{\"id\":\"ada\"}" \
    /// // 	"https://api.example.com/login"
    /// ```
    public static var curl: Snapshotting {
        Snapshotting { request in
            var lines = ["curl"]
            switch request.httpMethod ?? "GET" {
            case "GET": break
            case "HEAD": lines.append("--head")
            case let method: lines.append("--request \(method)")
            }
            let headers = RequestText.headers(of: request)
            for header in headers where header.name != "Cookie" {
                lines.append("--header \"\(RequestText.doubleQuoted(header.name + ": " + header.value))\"")
            }
            if let body = RequestText.body(of: request, pretty: false) {
                lines.append("--data \"\(RequestText.doubleQuoted(body))\"")
            }
            if let cookie = headers.first(where: { $0.name == "Cookie" }) {
                lines.append("--cookie \"\(RequestText.doubleQuoted(cookie.value))\"")
            }
            lines.append("\"\(RequestText.doubleQuoted(RequestText.url(of: request)))\"")
            return lines.joined(separator: " \\\n\t")
        }
    }
}

/// The parts of a request as the request strategies write them.
enum RequestText {
    static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    static func url(of request: URLRequest) -> String {
        guard let url = request.url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if let password = components.password, !password.isEmpty { components.password = Redaction.mask }
        components.queryItems = components.queryItems?.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        return components.string ?? url.absoluteString
    }

    static func headers(of request: URLRequest) -> [(name: String, value: String)] {
        (request.allHTTPHeaderFields ?? [:])
            .map { name, value in (name, credentialHeaders.contains(name.lowercased()) ? Redaction.masked(value) : value) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    static func body(of request: URLRequest, pretty: Bool) -> String? {
        guard let data = request.httpBody, !data.isEmpty else { return nil }
        if pretty, let object = try? JSONSerialization.jsonObject(with: data),
           let formatted = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) {
            return String(decoding: formatted, as: UTF8.self)
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\"\\$`".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
