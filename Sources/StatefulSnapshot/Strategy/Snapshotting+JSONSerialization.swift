import Foundation

extension Snapshotting {
    /// A JSON object (what `JSONSerialization` reads and writes: dictionaries,
    /// arrays, strings, numbers, booleans, `NSNull`) as pretty JSON with keys
    /// sorted, in a `.json` file — the text swift-snapshot-testing's `.json`
    /// writes for a value that is not `Encodable`. An `Encodable` value gets
    /// the `Encodable` strategy of the same name instead.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let responseBody = Data(#"{"name": "Ada", "pins": [1, 2]}"#.utf8)
    /// let object = try JSONSerialization.jsonObject(with: responseBody)
    /// assertSnapshot(of: object, as: .json)   // …/response.json
    /// ```
    ///
    /// Anything else fails the assertion with
    /// ``SnapshottingError/notJSONObject(typeName:)``, and nothing is written.
    public static var json: Snapshotting {
        Snapshotting(pathExtension: "json") { value in
            guard JSONSerialization.isValidJSONObject(value) else {
                throw SnapshottingError.notJSONObject(typeName: String(describing: type(of: value as Any)))
            }
            let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
