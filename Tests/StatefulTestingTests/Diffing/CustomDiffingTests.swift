import Foundation
import StatefulInternalTestSupport
@testable import StatefulTesting
import Testing

/// Numbers one a line, matching within 0.01: a diffing that tolerates a
/// difference the line diff would fail. Declared as swift-snapshot-testing's
/// documentation declares one, with a multi-statement `diff` closure.
extension Diffing where Value == [Double] {
    static var roughly: Diffing {
        Diffing(
            toData: { Data($0.map { String($0) }.joined(separator: "\n").utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).split(separator: "\n").compactMap { Double($0) } }
        ) { old, new in
            let close = old.count == new.count && zip(old, new).allSatisfy { abs($0 - $1) <= 0.01 }
            if close { return nil }
            return ("readings \(old) are not within 0.01 of \(new)", [])
        }
    }
}

extension Snapshotting where Value == [Double] {
    /// A strategy whose value is its own format, as swift-snapshot-testing's docs declare one.
    static var readings: Snapshotting {
        SimplySnapshotting<[Double]>(pathExtension: "csv", diffing: .roughly)
    }
}

/// A value turned into a format that a diffing compares.
private struct Route {
    var speeds: [Double]
}

/// `Snapshotting(pathExtension:diffing:)` and its `snapshot:`/`asyncSnapshot:`
/// forms: the file holds `toData`'s bytes, the comparison is the diffing's,
/// and its message is the failure's.
@Suite struct CustomDiffingTests {
    private let package: TemporaryPackage
    private let file = "__Snapshots__/RouteTests/testSpeeds.csv"
    private let pending = "__Snapshots__/RouteTests/testSpeeds.pending.csv"

    init() throws {
        package = try TemporaryPackage()
    }

    private func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: package.root.appendingPathComponent(path).path).map { [UInt8]($0) }
    }

    private func assertion<Value>(
        _ value: Value, as strategy: Snapshotting<Value>, record: SnapshotRecordMode,
        environment: SnapshotEnvironment = SnapshotEnvironment([:])
    ) -> SnapshotOutcome {
        withSnapshotTesting(record: record, packageRoot: package.root, environment: environment) {
            snapshotOutcome(
                of: { value }, as: strategy, named: nil, record: nil, snapshotDirectory: nil,
                fileID: "AppTests/RouteTests.swift",
                filePath: package.root.appendingPathComponent("Tests/AppTests/RouteTests.swift").path,
                testName: "testSpeeds()", line: 1, column: 1)
        }
    }

    @Test func aToleratedDifferencePassesWhereTheLineDiffFails() throws {
        try package.write("0.5\n1.25", to: file)
        #expect(assertion([0.505, 1.25], as: .readings, record: .never).kind == .matched)
        #expect(package.read(file) == "0.5\n1.25")
        let asLines = Snapshotting<String>.lines(pathExtension: "csv").pullback { (speeds: [Double]) in
            speeds.map { String($0) }.joined(separator: "\n")
        }
        #expect(assertion([0.505, 1.25], as: asLines, record: .never).kind == .mismatch)
    }

    @Test func aDifferenceBeyondTheToleranceFailsWithTheDiffingsMessageAndKeepsToDatasBytesPending() throws {
        try package.write("0.5\n1.25", to: file)
        let outcome = assertion([0.6, 1.25], as: .readings, record: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.diff == nil)
        #expect(outcome.message.hasPrefix("""
            Snapshot \(file) does not match:
            readings [0.5, 1.25] are not within 0.01 of [0.6, 1.25]
            The actual output is in \(pending).
            """))
        #expect(outcome.message.contains("Accept it: mv \(pending) \(file)"))
        #expect(outcome.pendingPath == pending)
        #expect(package.read(pending) == "0.6\n1.25")
        #expect(package.read(file) == "0.5\n1.25")
    }

    @Test func aMissingSnapshotIsRecordedWithToData() {
        let outcome = assertion([0.5, 1.25], as: .readings, record: .missing)
        #expect(outcome.kind == .recorded)
        #expect(package.read(file) == "0.5\n1.25")
        #expect(assertion([0.5, 1.25], as: .readings, record: .never).kind == .matched)
    }

    @Test func neverLeavesAMissingSnapshotPendingWithToDatasBytes() {
        let outcome = assertion([2.0], as: .readings, record: .never)
        #expect(outcome.kind == .missing)
        #expect(!package.exists(file))
        #expect(package.read(pending) == "2.0")
    }

    @Test func failedReRecordsAMismatchButNotAToleratedDifference() throws {
        try package.write("0.5", to: file)
        #expect(assertion([0.505], as: .readings, record: .failed).kind == .matched)
        #expect(package.read(file) == "0.5")
        let outcome = assertion([0.7], as: .readings, record: .failed)
        #expect(outcome.kind == .recorded)
        #expect(outcome.message.contains("readings [0.5] are not within 0.01 of [0.7]"))
        #expect(package.read(file) == "0.7")
    }

    @Test func allWritesNewBytesEvenWhenTheDiffingMatchesThem() throws {
        try package.write("0.5", to: file)
        #expect(assertion([0.5], as: .readings, record: .all).kind == .matched)
        #expect(assertion([0.505], as: .readings, record: .all).kind == .recorded)
        #expect(package.read(file) == "0.505")
    }

    @Test func nothingIsWrittenUnderCI() throws {
        let ci = SnapshotEnvironment(["CI": "true"])
        #expect(assertion([0.5], as: .readings, record: .all, environment: ci).kind == .missing)
        try package.write("0.5", to: file)
        let outcome = assertion([0.9], as: .readings, record: .all, environment: ci)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.message.contains("readings [0.5] are not within 0.01 of [0.9]"))
        #expect(package.files() == [file])
    }

    @Test func aPullbackKeepsTheDiffingAndTheExtension() throws {
        try package.write("0.5\n1.25", to: file)
        let routes: Snapshotting<Route> = Snapshotting<[Double]>.readings.pullback { $0.speeds }
        #expect(routes.pathExtension == "csv")
        #expect(assertion(Route(speeds: [0.501, 1.249]), as: routes, record: .never).kind == .matched)
        let outcome = assertion(Route(speeds: [0.5, 2]), as: routes, record: .never)
        #expect(outcome.message.contains("readings [0.5, 1.25] are not within 0.01 of [0.5, 2.0]"))
    }

    @Test func anAsyncPullbackKeepsTheDiffing() throws {
        try package.write("0.5", to: file)
        let later: Snapshotting<Route> = Snapshotting<[Double]>.readings.asyncPullback { route in
            Async { callback in callback(route.speeds) }
        }
        #expect(assertion(Route(speeds: [0.509]), as: later, record: .never).kind == .matched)
        #expect(assertion(Route(speeds: [0.6]), as: later, record: .never).kind == .mismatch)
    }

    @Test func aValueTurnedIntoAFormatBySnapshotOrAsyncSnapshot() throws {
        try package.write("0.5", to: file)
        let direct = Snapshotting<Route>(pathExtension: "csv", diffing: .roughly) { $0.speeds }
        let later = Snapshotting<Route>(pathExtension: "csv", diffing: .roughly, asyncSnapshot: { route in
            Async { callback in callback(route.speeds) }
        })
        for strategy in [direct, later] {
            #expect(assertion(Route(speeds: [0.501]), as: strategy, record: .never).kind == .matched)
            #expect(assertion(Route(speeds: [0.6]), as: strategy, record: .never).kind == .mismatch)
        }
        #expect(try direct.render(Route(speeds: [1, 2])) == "1.0\n2.0")
    }

    @Test func theLinesDiffingIsStatefulsTextStrategy() throws {
        let markdown = SimplySnapshotting<String>(pathExtension: "md", diffing: .lines)
        let markdownFile = "__Snapshots__/RouteTests/testSpeeds.md"
        #expect(assertion("# Title\r\nbody", as: markdown, record: .missing).kind == .recorded)
        #expect(package.read(markdownFile) == "# Title\nbody\n")
        let outcome = assertion("# Title\nchanged", as: markdown, record: .never)
        #expect(outcome.diff != nil)
        #expect(outcome.message.contains("-body\n+changed"))
    }

    @Test func theBytesDiffingKeepsBytesAsTheyAreAndShowsAHexDiff() throws {
        let binary = SimplySnapshotting<Data>(pathExtension: "bin", diffing: .bytes)
        let binaryFile = "__Snapshots__/RouteTests/testSpeeds.bin"
        let original: [UInt8] = [0x00, 0xFF, 0x0D]
        #expect(assertion(Data(original), as: binary, record: .missing).kind == .recorded)
        #expect(bytes(binaryFile) == original)
        let outcome = assertion(Data([0x00, 0xFE, 0x0D]), as: binary, record: .never)
        #expect(outcome.message.contains("+00000000  00 fe 0d"))
    }

    @Test func replacingAPartOfABuiltInDiffingMakesItYourOwn() throws {
        var caseInsensitive = Diffing<String>.lines
        caseInsensitive.diff = { old, new in
            old.lowercased() == new.lowercased() ? nil : ("\"\(old)\" is not \"\(new)\" in any case", [])
        }
        let strategy = SimplySnapshotting<String>(pathExtension: "txt", diffing: caseInsensitive)
        try package.write("hello", to: "__Snapshots__/RouteTests/testSpeeds.txt")
        #expect(assertion("HELLO", as: strategy, record: .never).kind == .matched)
        let outcome = assertion("bye", as: strategy, record: .never)
        #expect(outcome.message.contains("\"hello\" is not \"bye\" in any case"))
    }

    @Test func theSwiftSnapshotTesting119SpellingsCompileAndAgree() {
        var diffing = Diffing<String>.diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            guard old != new else { return nil }
            return ("changed", [.data(Data("patch".utf8), name: "difference.patch")])
        }
        #expect(diffing.diffV2("a", "a") == nil)
        #expect(diffing.diff("a", "b")?.1 == [.data(Data("patch".utf8), name: "difference.patch")])
        diffing.diffV2 = { _, _ in ("always", []) }
        #expect(diffing.diff("a", "a")?.0 == "always")
    }

    @Test func theLinesDiffingsOwnDiffIsTheUnifiedDiffAsAPatch() throws {
        #expect(Diffing<String>.lines.diff("a\nb", "a\nb\n") == nil)
        let (message, attachments) = try #require(Diffing<String>.lines.diff("a\nb", "a\nc"))
        #expect(message.contains("-b\n+c"))
        #expect(attachments.map(\.name) == ["difference.patch"])
        #expect(attachments.first?.data == Data(message.utf8))
    }

    @Test func aMismatchCarriesTheDiffingsAttachments() throws {
        let withPatch = SimplySnapshotting<String>(pathExtension: "txt", diffing: .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            old == new ? nil : ("changed", [.data(Data("\(old)→\(new)".utf8), name: "change.txt")])
        })
        try package.write("a", to: "__Snapshots__/RouteTests/testSpeeds.txt")
        let outcome = assertion("b", as: withPatch, record: .never)
        // The diffing's own, then the output the test produced, as the pending file holds it.
        #expect(outcome.attachments == [
            .data(Data("a→b".utf8), name: "change.txt"), .data(Data("b".utf8), name: "testSpeeds.pending.txt"),
        ])
    }

    @Test func theDiffingsMessageIsShownWithItsControlsVisible() throws {
        let loud = SimplySnapshotting<String>(pathExtension: "txt", diffing: .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }
        ) { old, new in
            old == new ? nil : ("\u{1B}]0;owned\u{7} changed", [])
        })
        try package.write("a", to: "__Snapshots__/RouteTests/testSpeeds.txt")
        let outcome = assertion("b", as: loud, record: .never)
        #expect(outcome.message.contains("\\e]0;owned\\a changed"))
        #expect(!outcome.message.contains("\u{1B}"))
    }

    @Test func anInlineSnapshotIsComparedByTheDiffing() throws {
        var caseInsensitive = Diffing<String>.lines
        caseInsensitive.diff = { old, new in
            old.lowercased() == new.lowercased() ? nil : ("\"\(old)\" is not \"\(new)\" in any case", [])
        }
        let strategy = SimplySnapshotting<String>(pathExtension: "txt", diffing: caseInsensitive)
        let source = "@Test func greeting() {\n    assertInlineSnapshot(of: greeting, as: .caseInsensitive) {\n        \"hello\"\n    }\n}\n"
        try package.write(source, to: "Tests/AppTests/GreetingTests.swift")
        let path = package.root.appendingPathComponent("Tests/AppTests/GreetingTests.swift").path
        func verify(_ actual: String, record: SnapshotRecordMode) -> SnapshotOutcome {
            withSnapshotTesting(record: record, packageRoot: package.root, environment: SnapshotEnvironment([:])) {
                verifyInlineSnapshot(
                    of: { actual }, as: strategy, record: nil, expected: "hello",
                    fileID: "AppTests/GreetingTests.swift", filePath: path, testName: "greeting()", line: 2,
                    column: 5, recorder: InlineSnapshotRecorder())
            }
        }
        #expect(verify("HELLO", record: .never).kind == .matched)
        #expect(verify("HELLO", record: .failed).kind == .matched)
        let outcome = verify("bye", record: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.message.contains("\"hello\n\" is not \"bye\n\" in any case"))
        #expect(package.read("Tests/AppTests/GreetingTests.swift") == source)
    }

    @Test func reviewShowsAPendingFormatAsTextAndAcceptsItsBytes() throws {
        try package.write("0.5\n1.25", to: file)
        _ = assertion([0.75, 1.25], as: .readings, record: .never)
        let review = SnapshotReview(layout: SnapshotLayout(packageRoot: package.root))
        let item = try #require(review.pending().first)
        #expect(item.pendingPath == pending)
        let shown = try item.diff().rendered(expectedLabel: "a", actualLabel: "b")
        #expect(shown.contains("-0.5\n+0.75"))
        try review.accept()
        #expect(package.read(file) == "0.75\n1.25")
        #expect(review.recorded() == [file])
    }
}
