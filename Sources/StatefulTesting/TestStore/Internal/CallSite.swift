/// Where a test store call was written, to report failures there.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func record(_ message: String) {
        TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
