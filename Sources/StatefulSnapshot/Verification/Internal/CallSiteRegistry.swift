import Stateful

/// Which assertion first used each snapshot file in this process, so that two
/// different assertions resolving to the same file are caught instead of
/// overwriting each other. The same assertion may use its file again (a
/// loop, a repeated test run); so may every assertion that shares its key
/// (an explicitly named snapshot asserted from several lines of one test).
enum CallSiteRegistry {
    private struct Owner {
        var key: String
        var callSite: String
    }

    private static let owners = Protected<[String: Owner]>([:])

    /// The call site of the other assertion already using `file`, or `nil`
    /// after claiming it for `callSite` (identified by `key`, the call site
    /// itself unless told).
    static func claim(_ file: String, for callSite: String, key: String? = nil) -> String? {
        let key = key ?? callSite
        return owners.withLock { owners in
            if let owner = owners[file], owner.key != key { return owner.callSite }
            if owners[file] == nil { owners[file] = Owner(key: key, callSite: callSite) }
            return nil
        }
    }
}
