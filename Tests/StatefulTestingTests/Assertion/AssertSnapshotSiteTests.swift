import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// What an assertion remembers between calls (where its snapshot lives) and
/// what it never does (the snapshot's contents and the environment are read
/// on every call).
@Suite struct AssertSnapshotSiteTests {
    private let package: TemporaryPackage
    private let folder = "__Snapshots__/AssertSnapshotSiteTests"

    init() throws {
        package = try TemporaryPackage()
    }

    @Test func anAssertionRepeatedInALoopComparesWithTheFileAsItIsNow() throws {
        let file = "\(folder)/anAssertionRepeatedInALoopComparesWithTheFileAsItIsNow.txt"
        try package.write("one\n", to: file)
        var kinds: [SnapshotOutcome.Kind] = []
        withSnapshotTesting(record: .never, packageRoot: package.root, environment: SnapshotEnvironment()) {
            withKnownIssue {
                for text in ["one", "one", "two"] {
                    kinds.append(assertSnapshot(of: text).kind)
                    try? package.write("two\n", to: file)
                }
            }
        }
        #expect(kinds == [.matched, .mismatch, .matched])
    }

    @Test func theSameAssertionInAnotherPackageRootUsesThatRoot() throws {
        let other = try TemporaryPackage()
        for root in [package, other] {
            withSnapshotTesting(record: .missing, packageRoot: root.root, environment: SnapshotEnvironment()) {
                withKnownIssue {
                    _ = assertSnapshot(of: "Hello")
                }
            }
        }
        #expect(package.exists("\(folder)/theSameAssertionInAnotherPackageRootUsesThatRoot.txt"))
        #expect(other.exists("\(folder)/theSameAssertionInAnotherPackageRootUsesThatRoot.txt"))
    }

    @Test func theProcessVariablesDecideAsTheWholeProcessEnvironmentDoes() {
        let read = SnapshotEnvironment.processSnapshotVariables
        let whole = SnapshotEnvironment.process
        #expect(read.isCI == whole.isCI)
        #expect((try? read.recordMode()) == (try? whole.recordMode()))
        #expect(read.artifactsDirectory == whole.artifactsDirectory)
        #expect(Set(read.variables.keys).isSubset(of: ["CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS"]))
    }

    @Test func aStaticStringsTextIsItsCharacters() {
        let path: StaticString = "Tests/ログイン/LoginTests.swift"
        #expect(path.text == "Tests/ログイン/LoginTests.swift")
        #expect(path.text == "\(path)")
    }
}
