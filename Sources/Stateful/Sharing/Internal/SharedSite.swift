/// Where a `@Shared` was declared: where its load and save failures are
/// reported.
package struct SharedSite: Sendable {
    package let fileID: StaticString
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// An issue at this site.
    package func issue(_ message: String) -> ReportedIssue {
        ReportedIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
