import Stateful

/// Which call site first used each snapshot file in this process, so that two
/// different assertions resolving to the same file are caught instead of
/// overwriting each other. The same call site may use its file again (a loop,
/// a repeated test run).
enum CallSiteRegistry {
    private static let owners = Protected<[String: String]>([:])

    /// The other call site already using `file`, or `nil` after claiming it for `callSite`.
    static func claim(_ file: String, for callSite: String) -> String? {
        owners.withLock { owners in
            if let owner = owners[file], owner != callSite { return owner }
            owners[file] = callSite
            return nil
        }
    }
}
