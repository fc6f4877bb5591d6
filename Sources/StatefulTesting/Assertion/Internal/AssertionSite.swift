import Foundation
import Stateful
import StatefulSnapshot
import Testing

/// Where an assertion's snapshot lives, worked out once per process for each
/// assertion: the package root (found by looking for `Package.swift` above the
/// test file), the snapshot file, its relative path, and the usage log.
///
/// Each is a function of the assertion's file path, test name and snapshot
/// name, plus the package root of the scope when one is set; the search for
/// `Package.swift` is the only part that reads the file system, and a test
/// file's package does not move while its tests run. A failed search is not
/// remembered.
struct AssertionSite: Sendable {
    let layout: SnapshotLayout
    let file: URL
    /// `file` relative to the package root.
    let path: String
    let usageLog: SnapshotUsageLog

    private struct Key: Hashable {
        let packageRoot: URL?
        let filePath: String
        let testName: String
        let name: String?
        let snapshotDirectory: String?
        let pathExtension: String?
        let placement: SnapshotLayout.Placement
    }

    private static let known = Protected<[Key: AssertionSite]>([:])

    /// The site of an assertion in `filePath`'s test `testName`, named `name`.
    ///
    /// - Parameter packageRoot: The scope's package root, if it sets one.
    /// - Throws: ``SnapshotError/packageRootNotFound(start:)``.
    static func of(
        packageRoot: URL?, filePath: String, testName: String, name: String?, snapshotDirectory: String? = nil,
        pathExtension: String? = "txt", placement: SnapshotLayout.Placement = .packageRoot
    ) throws(SnapshotError) -> AssertionSite {
        let key = Key(
            packageRoot: packageRoot, filePath: filePath, testName: testName, name: name,
            snapshotDirectory: snapshotDirectory, pathExtension: pathExtension, placement: placement)
        if let site = known.withLock({ $0[key] }) { return site }
        let layout: SnapshotLayout
        if let packageRoot {
            layout = SnapshotLayout(packageRoot: packageRoot)
        } else {
            layout = try SnapshotLayout(containing: filePath)
        }
        let file: URL
        if let snapshotDirectory {
            let directory = URL(
                fileURLWithPath: snapshotDirectory, isDirectory: true, relativeTo: layout.packageRoot
            ).standardizedFileURL
            file = layout.snapshotFile(in: directory, testName: testName, snapshotName: name, pathExtension: pathExtension)
        } else {
            file = layout.snapshotFile(
                testFilePath: filePath, testName: testName, snapshotName: name, pathExtension: pathExtension,
                placement: placement)
        }
        let site = AssertionSite(
            layout: layout, file: file, path: layout.relativePath(of: file), usageLog: SnapshotUsageLog(layout: layout))
        known.withLock { $0[key] = site }
        return site
    }
}

/// The numbers of unnamed snapshots when they are numbered: each call site
/// of a test gets the next number the first time it runs, and keeps it, so
/// the numbers follow the order of the assertions in the test and stay the
/// same however often the test runs in one process. Each Swift Testing test
/// counts apart (two suites of one file may run a test of the same name at
/// the same time), so no number depends on which runs first — unless
/// `acrossTests`, which counts the tests of one name in one file together,
/// as swift-snapshot-testing does (its two `dump()` tests write `dump.1`
/// and `dump.2`, in the order they run).
enum UnnamedSnapshotNumbers {
    private struct Key: Hashable {
        let packageRoot: URL?
        let filePath: String
        let testName: String
        let test: String?
    }

    private static let numbers = Protected<[Key: [String: Int]]>([:])

    /// The number of the unnamed snapshot at `callSite`; `test` tells
    /// tests of one name apart (the running Swift Testing test's ID unless told).
    static func number(
        for callSite: String, packageRoot: URL?, filePath: String, testName: String, acrossTests: Bool = false,
        test: String? = Test.current.map { String(describing: $0.id) }
    ) -> Int {
        let key = Key(packageRoot: packageRoot, filePath: filePath, testName: testName, test: acrossTests ? nil : test)
        return numbers.withLock { numbers in
            var sites = numbers[key, default: [:]]
            if let number = sites[callSite] { return number }
            let number = sites.count + 1
            sites[callSite] = number
            numbers[key] = sites
            return number
        }
    }
}

extension SnapshotEnvironment {
    /// The process environment as far as snapshots read it: `CI`,
    /// `SNAPSHOT_TESTING_RECORD` and `SNAPSHOT_ARTIFACTS`, read now. The same
    /// as ``process`` for every decision a verification makes, without
    /// copying the whole environment on each assertion.
    static var processSnapshotVariables: SnapshotEnvironment {
        var variables: [String: String] = [:]
        for name in [ciVariable, SnapshotRecordMode.environmentVariable, artifactsVariable, SnapshotDiffCommand.environmentVariable] {
            if let value = getenv(name) {
                variables[name] = String(cString: value)
            }
        }
        return SnapshotEnvironment(variables)
    }
}

extension StaticString {
    /// The text, without going through `String(describing:)`.
    var text: String {
        withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
