/// A `DecodingError` as a short reason that says where in the file the
/// problem is: `[0].attendees[1] has no "name"`.
enum DecodingFailure {
    static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not JSON"
        case .dataCorrupted(let context):
            return "the value at \(place(context.codingPath)) is not valid (\(context.debugDescription))"
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "the value at \(place(context.codingPath)) is not \(article(type))"
        case .valueNotFound(let type, let context):
            return "the value at \(place(context.codingPath)) is null instead of \(article(type))"
        @unknown default:
            return "\(error)"
        }
    }

    /// `[0].attendees[1].name`, or `the top level`.
    private static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the top level" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func article(_ type: Any.Type) -> String {
        switch type {
        case is Array<Any>.Type, is [SyncUp].Type, is [Attendee].Type, is [Meeting].Type: "a list"
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "a \(type)"
        }
    }
}
