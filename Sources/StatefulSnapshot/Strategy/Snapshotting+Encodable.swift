import Foundation
import Stateful

extension Snapshotting where Value: Encodable {
    /// The value as JSON, in a `.json` file: pretty-printed, keys sorted,
    /// slashes unescaped, numbers as Swift writes them (the shortest text
    /// that reads back the same), so the bytes are the same on every machine.
    ///
    /// ```swift
    /// struct Profile: Encodable { var name = "Ada", email = "ada@example.com" }
    ///
    /// let profile = Profile()
    /// assertSnapshot(of: profile, as: .json)   // …/profile.json
    /// ```
    ///
    /// A value holding a `SecretValue` anywhere is refused (the
    /// assertion fails, nothing is written), since `encode(to:)` would write
    /// the secret; snapshot it with `.dump`, which masks it.
    public static var json: Snapshotting {
        json(Self.jsonEncoder())
    }

    /// The value as JSON written by `encoder` (its own output formatting and
    /// strategies), in a `.json` file. Secrets are refused as for `json`.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        Snapshotting(pathExtension: "json") { value in
            try SecretCheck.refuseSecrets(in: value, strategy: "json")
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
    }

    /// The value as an XML property list, in a `.plist` file; keys sorted.
    /// Secrets are refused as for `json`.
    ///
    /// ```swift
    /// struct Settings: Encodable { var theme = "dark", fontSize = 14 }
    ///
    /// let settings = Settings()
    /// assertSnapshot(of: settings, as: .plist)   // …/settings.plist
    /// ```
    public static var plist: Snapshotting {
        Snapshotting(pathExtension: "plist") { value in
            try SecretCheck.refuseSecrets(in: value, strategy: "plist")
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .xml
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
    }

    /// The encoder behind `json`.
    static func jsonEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// Finds a `SecretValue` inside a value before an encoder writes it out.
enum SecretCheck {
    /// Why a strategy refused a value.
    struct SecretFound: Error, CustomStringConvertible {
        let path: String
        let strategy: String
        var description: String {
            "the value holds a secret at \(path), which .\(strategy) would write out in clear; "
                + "snapshot it with .dump (which masks secrets), or leave the secret out of the encoded value"
        }
    }

    static func refuseSecrets(in value: Any, strategy: String) throws {
        if let path = secretPath(in: value, path: "self", depth: 0) {
            throw SecretFound(path: path, strategy: strategy)
        }
    }

    /// The path of the first secret in `value`, looking 64 levels deep at most.
    private static func secretPath(in value: Any, path: String, depth: Int) -> String? {
        if value is any SecretValue { return path }
        guard depth < 64 else { return nil }
        let mirror = Mirror(reflecting: value)
        for (index, child) in mirror.children.enumerated() {
            let childPath = path + "." + (child.label ?? String(index))
            if let found = secretPath(in: child.value, path: childPath, depth: depth + 1) { return found }
        }
        return nil
    }
}
