import Foundation

/// A GitHub Actions workflow command that puts a message on a line of a file,
/// where a pull request shows it beside the diff:
///
/// ```
/// ::error file=Flows/save.flow,line=4,col=1,title=flow step failed::expected …
/// ```
///
/// ``description`` is the command, escaped as the runner expects: `%`, CR and
/// LF in the message as `%25`, `%0D` and `%0A`; in the properties also `:`
/// and `,`; escape sequences and other controls shown as ``VisibleText``
/// shows them. Print it on its own line to standard output. This is the one
/// place that writes a workflow command: ``VisibleText`` breaks any other
/// line that would start one.
///
/// `stateful check --format github` prints one for every failure;
/// `swift test` does with ``environmentVariable`` set to `github`.
public struct GitHubAnnotation: Sendable, Hashable, CustomStringConvertible {
    /// How the pull request shows the annotation.
    public enum Severity: String, Sendable, Hashable {
        /// A failure (`::error`).
        case error
        /// Something to look at (`::warning`).
        case warning
        /// Information (`::notice`).
        case notice
    }

    /// The environment variable that makes test failures print an
    /// annotation too: `STATEFUL_ANNOTATIONS=github swift test`.
    public static let environmentVariable = "STATEFUL_ANNOTATIONS"

    /// How the pull request shows it.
    public var severity: Severity
    /// The file, relative to the repository's root (see ``relativePath(_:to:)``).
    public var file: String
    /// The 1-based line, if the message is about one.
    public var line: Int?
    /// The 1-based column, if known.
    public var column: Int?
    /// A short title, shown above the message.
    public var title: String?
    /// The message; may span several lines.
    public var message: String

    /// Creates an annotation.
    public init(
        _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil, title: String? = nil,
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.title = title
        self.message = message
    }

    /// The workflow command, without a line break at the end.
    public var description: String {
        var properties = ["file=" + Self.escapeProperty(file)]
        if let line, line > 0 { properties.append("line=\(line)") }
        if let column, column > 0 { properties.append("col=\(column)") }
        if let title { properties.append("title=" + Self.escapeProperty(title)) }
        return "::\(severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    /// Whether `environment` asks for annotations (``environmentVariable``
    /// set to `github`, in any case).
    public static func isRequested(in environment: [String: String]) -> Bool {
        environment[environmentVariable]?.lowercased() == "github"
    }

    /// `path` relative to `directory` when it is inside it (GitHub wants
    /// paths from the repository's root, and tools run there); otherwise
    /// `path` unchanged.
    public static func relativePath(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix("/"), path.hasPrefix(prefix), path.count > prefix.count else { return path }
        return String(path.dropFirst(prefix.count))
    }

    private static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                // A log viewer interprets escape sequences and bidi controls too.
                if let shown = VisibleTextEscaper.replacement(for: scalar) {
                    result += shown
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
