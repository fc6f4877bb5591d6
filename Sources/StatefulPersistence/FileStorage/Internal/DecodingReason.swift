import Foundation

/// The reason a value could not be decoded, in a few words that name where
/// (`at [0].title: expected a String`), the same on every machine.
enum DecodingReason {
    static func text(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return at(context) + "expected \(article(type)) \(type)"
        case .valueNotFound(let type, let context):
            return at(context) + "expected \(article(type)) \(type), found nothing"
        case .keyNotFound(let key, let context):
            return at(context) + "no value for \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? ""
            return at(context) + context.debugDescription + (context.debugDescription.contains("JSON") ? "" : underlying)
        @unknown default:
            return "\(error)"
        }
    }

    private static func at(_ context: DecodingError.Context) -> String {
        guard !context.codingPath.isEmpty else { return "" }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue { path += "[\(index)]" } else { path += (path.isEmpty ? "" : ".") + key.stringValue }
        }
        return "at \(path): "
    }

    private static func article(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return "AEIOU".contains(name.first ?? "x") ? "an" : "a"
    }
}
