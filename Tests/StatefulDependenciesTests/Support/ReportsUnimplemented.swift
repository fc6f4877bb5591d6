import Testing

/// Whether `issue` says that the built-in dependency `endpoint`
/// (`"Dependencies.uuid"`) was used without an override.
func reportsUnimplemented(_ endpoint: String) -> @Sendable (Issue) -> Bool {
    { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented dependency endpoint '\(endpoint)' was called.") }
    }
}
