import StatefulSnapshot
import Testing

@Suite struct SnapshotPathComponentTests {
    @Test func keepsLettersDigitsAndSafePunctuation() {
        #expect(SnapshotPathComponent.sanitized("loggedOut_40-cols.v2") == "loggedOut_40-cols.v2")
    }

    @Test func keepsOtherScriptsReadable() {
        #expect(SnapshotPathComponent.sanitized("ログインID") == "ログインID")
        #expect(SnapshotPathComponent.sanitized("café") == "café")
    }

    @Test func composesDecomposedCharactersSoBothSpellingsShareAFile() {
        let decomposed = "cafe\u{301}"
        #expect(SnapshotPathComponent.sanitized(decomposed) == SnapshotPathComponent.sanitized("caf\u{E9}"))
    }

    @Test func whitespaceBecomesHyphen() {
        #expect(SnapshotPathComponent.sanitized("logged out\tnow") == "logged-out-now")
    }

    @Test func separatorsControlCharactersAndSymbolsBecomeUnderscores() {
        #expect(SnapshotPathComponent.sanitized("a/b\\c:d") == "a_b_c_d")
        #expect(SnapshotPathComponent.sanitized("nul\u{0}here") == "nul_here")
        #expect(SnapshotPathComponent.sanitized("star*?\"<>|") == "star______")
        #expect(SnapshotPathComponent.sanitized("👍") == "_")
    }

    @Test func dotsCannotNameTheParentOrAHiddenFile() {
        #expect(SnapshotPathComponent.sanitized("..") == "__")
        #expect(SnapshotPathComponent.sanitized(".") == "_")
        #expect(SnapshotPathComponent.sanitized(".hidden") == "_hidden")
        #expect(SnapshotPathComponent.sanitized("../../etc/passwd") == "___.._etc_passwd")
        #expect(SnapshotPathComponent.sanitized("a..b") == "a..b")
    }

    @Test func emptyNameBecomesUnderscore() {
        #expect(SnapshotPathComponent.sanitized("") == "_")
    }

    @Test func longNamesAreCutAndKeptDistinctByAHash() {
        let first = String(repeating: "a", count: 300) + "1"
        let second = String(repeating: "a", count: 300) + "2"
        let a = SnapshotPathComponent.sanitized(first)
        let b = SnapshotPathComponent.sanitized(second)
        #expect(a.utf8.count <= SnapshotPathComponent.maximumUTF8Length)
        #expect(a != b)
        #expect(a == SnapshotPathComponent.sanitized(first))
        #expect(a.hasPrefix("aaaa"))
    }

    @Test func longMultiByteNamesAreCutAtACharacterBoundary() {
        let name = String(repeating: "ロ", count: 200)
        let result = SnapshotPathComponent.sanitized(name)
        #expect(result.utf8.count <= SnapshotPathComponent.maximumUTF8Length)
        #expect(result.hasPrefix("ロロロ"))
    }
}
