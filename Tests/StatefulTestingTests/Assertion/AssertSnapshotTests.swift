import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import StatefulTesting
import Testing

/// `assertSnapshot` under Swift Testing. Every test runs against a temporary
/// package and an injected, empty environment (so a developer's or CI's
/// variables cannot change the outcome).
@Suite struct AssertSnapshotTests {
    private let package: TemporaryPackage
    private let folder = "__Snapshots__/AssertSnapshotTests"

    init() throws {
        package = try TemporaryPackage()
    }

    private func inPackage<R>(
        record: SnapshotRecordMode? = nil, _ variables: [String: String] = [:], _ body: () throws -> R
    ) rethrows -> R {
        try withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment(variables), operation: body)
    }

    @Test func recordsAMissingSnapshotThenMatchesIt() {
        var kinds: [SnapshotOutcome.Kind] = []
        inPackage {
            withKnownIssue(isIntermittent: true) {
                for _ in 1...2 {
                    kinds.append(assertSnapshot(of: "Hello\r\n").kind)
                }
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot: \(folder)/recordsAMissingSnapshotThenMatchesIt.txt.") }
            }
        }
        #expect(kinds == [.recorded, .matched])
        #expect(package.read("\(folder)/recordsAMissingSnapshotThenMatchesIt.txt") == "Hello\n")
    }

    @Test func aMismatchFailsAtTheCallersLineWithADiffAndAPendingFile() throws {
        try package.write("Hello", to: "\(folder)/aMismatchFailsAtTheCallersLineWithADiffAndAPendingFile.txt")
        let line = #line + 3
        inPackage {
            withKnownIssue {
                assertSnapshot(of: "Bye")
            } matching: { issue in
                issue.sourceLocation?.line == line
                    && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
                    && issue.comments.contains { $0.rawValue.contains("-Hello\n+Bye") }
            }
        }
        #expect(package.read("\(folder)/aMismatchFailsAtTheCallersLineWithADiffAndAPendingFile.pending.txt") == "Bye\n")
    }

    @Test func namedSnapshotsGetTheirOwnFiles() {
        inPackage(record: .all) {
            withKnownIssue {
                assertSnapshot(of: "one", named: "first")
                assertSnapshot(of: "two", named: "second")
            }
        }
        #expect(package.read("\(folder)/namedSnapshotsGetTheirOwnFiles.first.txt") == "one\n")
        #expect(package.read("\(folder)/namedSnapshotsGetTheirOwnFiles.second.txt") == "two\n")
    }

    @Test func hostileTestAndSnapshotNamesStayInsideSnapshots() throws {
        inPackage(record: .all) {
            withKnownIssue {
                assertSnapshot(of: "x", named: "../../../outside", testName: "../../up()")
            }
        }
        #expect(package.read("\(folder)/___.._up.___.._.._outside.txt") == "x\n")
        let top = try FileManager.default.contentsOfDirectory(atPath: package.root.path)
        #expect(top.filter { !$0.hasPrefix(".") }.sorted() == ["Package.swift", "__Snapshots__"])
    }

    @Test func twoUnnamedAssertionsInOneTestFailTheSecond() throws {
        try package.write("same", to: "\(folder)/twoUnnamedAssertionsInOneTestFailTheSecond.txt")
        inPackage {
            withKnownIssue {
                assertSnapshot(of: "same")
                assertSnapshot(of: "same")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("is already used by the assertion at") }
            }
        }
    }

    @Test(arguments: [40, 80])
    func aParameterizedTestMustNameItsSnapshots(width: Int) {
        inPackage(record: .all) {
            withKnownIssue {
                #expect(assertSnapshot(of: "w").kind == .error)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("would be shared by every case of this parameterized test") }
            }
            withKnownIssue {
                #expect(assertSnapshot(of: "w", named: "\(width)").kind == .recorded)
            }
        }
        #expect(package.read("\(folder)/aParameterizedTestMustNameItsSnapshots.\(width).txt") == "w\n")
    }

    @Test func theAssertionsRecordModeOverridesTheScopes() {
        inPackage(record: .never) {
            withKnownIssue {
                #expect(assertSnapshot(of: "x", record: .missing).kind == .recorded)
            }
        }
        #expect(package.read("\(folder)/theAssertionsRecordModeOverridesTheScopes.txt") == "x\n")
    }

    @Test func aScopedRecordModeAppliesInsideTheScope() {
        inPackage(record: .never) {
            withKnownIssue {
                #expect(assertSnapshot(of: "x").kind == .missing)
            }
        }
        #expect(package.read("\(folder)/aScopedRecordModeAppliesInsideTheScope.txt") == nil)
    }

    @Test func aScopeAlsoCoversAsyncCode() async {
        await withSnapshotTesting(record: .failed) {
            await Task.yield()
            #expect(SnapshotTestingConfiguration.current.record == .failed)
        }
        #expect(SnapshotTestingConfiguration.current.record == nil)
    }

    @Test func anInvalidRecordModeInTheEnvironmentFailsListingTheValidOnes() {
        inPackage(["SNAPSHOT_TESTING_RECORD": "yes"]) {
            withKnownIssue {
                #expect(assertSnapshot(of: "x").kind == .error)
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue == "SNAPSHOT_TESTING_RECORD is \"yes\", which is not a record mode. "
                        + "Valid values: all, missing, failed, never."
                }
            }
        }
        #expect(package.read("\(folder)/anInvalidRecordModeInTheEnvironmentFailsListingTheValidOnes.txt") == nil)
    }

    @Test func underCIAMissingSnapshotFailsAndNothingIsWritten() {
        inPackage(record: .all, ["CI": "true"]) {
            withKnownIssue {
                #expect(assertSnapshot(of: "x").kind == .missing)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent("__Snapshots__").path))
    }

    @Test func aCRLFSnapshotWithoutAFinalNewlineStillMatches() throws {
        let url = package.root.appendingPathComponent("\(folder)/aCRLFSnapshotWithoutAFinalNewlineStillMatches.txt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a\r\nb".utf8).write(to: url)
        inPackage {
            #expect(assertSnapshot(of: "a\nb\n").kind == .matched)
        }
    }

    @Test func aNonUTF8SnapshotFailsNamingTheFileWithoutCrashing() throws {
        let url = package.root.appendingPathComponent("\(folder)/aNonUTF8SnapshotFailsNamingTheFileWithoutCrashing.txt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: url)
        inPackage {
            withKnownIssue {
                #expect(assertSnapshot(of: "x").kind == .error)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Snapshot file \(folder)/aNonUTF8SnapshotFailsNamingTheFileWithoutCrashing.txt is not valid UTF-8 text") }
            }
        }
    }

    @Test func aCustomStrategyRendersTheValue() throws {
        struct Point { var x: Int, y: Int }
        let strategy = Snapshotting<String>.lines.pullback { (point: Point) in "x: \(point.x)\ny: \(point.y)" }
        try package.write("x: 1\ny: 2", to: "\(folder)/aCustomStrategyRendersTheValue.txt")
        inPackage {
            #expect(assertSnapshot(of: Point(x: 1, y: 2), as: strategy).kind == .matched)
        }
    }

    @MainActor @Test func aStrategyMayCallMainActorCode() throws {
        @MainActor func render(_ count: Int) -> String { "count: \(count)" }
        try package.write("count: 3", to: "\(folder)/aStrategyMayCallMainActorCode.txt")
        inPackage {
            #expect(assertSnapshot(of: 3, as: Snapshotting { render($0) }).kind == .matched)
        }
    }

    @Test func aThrowingValueFailsTheAssertion() {
        struct Broken: Error {}
        func load() throws -> String { throw Broken() }
        inPackage {
            withKnownIssue {
                #expect(assertSnapshot(of: try load()).kind == .error)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Cannot snapshot") && $0.rawValue.hasSuffix(": Broken()") }
            }
        }
    }
}

@Suite(.snapshots(record: .never))
struct SnapshotTestingTraitTests {
    @Test func aSuiteTraitSetsTheRecordModeForItsTests() {
        #expect(SnapshotTestingConfiguration.current.record == .never)
    }

    @Test(.snapshots(record: .failed))
    func aTestTraitOverridesTheSuites() {
        #expect(SnapshotTestingConfiguration.current.record == .failed)
    }

    @Suite struct Nested {
        @Test func theSuiteTraitReachesNestedSuites() {
            #expect(SnapshotTestingConfiguration.current.record == .never)
        }
    }
}

@Suite(.snapshots(SnapshotTestingConfiguration(record: .missing, numberUnnamedSnapshots: true)))
struct SnapshotTestingTraitConfigurationTests {
    @Test func aConfigurationGivenWholeSetsItsSettings() {
        #expect(SnapshotTestingConfiguration.current.record == .missing)
        #expect(SnapshotTestingConfiguration.current.numberUnnamedSnapshots == true)
    }

    @Test(.snapshots)
    func theBareTraitKeepsTheEnclosingSettings() {
        #expect(SnapshotTestingConfiguration.current.record == .missing)
        #expect(SnapshotTestingConfiguration.current.numberUnnamedSnapshots == true)
    }
}
