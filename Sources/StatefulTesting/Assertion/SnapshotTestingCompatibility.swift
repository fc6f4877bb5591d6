import StatefulSnapshot

/// Whose conventions unnamed snapshots, file names and `.dump` follow: a
/// setting of `withSnapshotTesting` and of the `.snapshots` trait.
///
/// ```swift
/// @Suite(.snapshots(compatibility: .swiftSnapshotTesting))
/// struct MovedOverTests {
///     @Test(arguments: [320, 768])
///     func layout(width: Int) {
///         // <test folder>/__Snapshots__/<test file>/layout-width.320.txt, as swift-snapshot-testing names it
///         assertSnapshot(of: "\(width) points", as: .lines, named: "\(width)")
///     }
/// }
/// ```
public enum SnapshotTestingCompatibility: String, Sendable, Equatable, CaseIterable {
    /// Stateful's own: `__Snapshots__` at the package root, an unnamed
    /// snapshot is `test.txt`, a test's argument labels are dropped
    /// (`layout(width:)` → `layout`), and `.dump` writes ``/StatefulSnapshot/ValueDump``'s text.
    case stateful
    /// swift-snapshot-testing 1.19's, so that a suite's recorded files keep
    /// their names and contents: `__Snapshots__` beside the test file,
    /// unnamed snapshots numbered (`test.1.txt`), test and snapshot names
    /// with every run of other characters than letters, digits and `_` made
    /// one `-` (`layout(width:)` → `layout-width`, `testEmpty()` → `testEmpty`),
    /// and `.dump` writing ``/StatefulSnapshot/SwiftSnapshotTestingDump``'s text.
    /// A failure is worded as swift-snapshot-testing words it
    /// (`Snapshot does not match reference.`, its diff tool's text, a diff
    /// marked `−`; `Snapshot did not match. Difference: …` inline); what is
    /// written stays Stateful's: nothing under `CI`, a pending file for a mismatch.
    /// `placement:` and `numberUnnamedSnapshots:`, when given, still win.
    case swiftSnapshotTesting

    /// `name` as swift-snapshot-testing writes a test or snapshot name in a
    /// file name: each run of characters other than letters, marks, digits
    /// and connector punctuation becomes `-`, and a `-` at either end is dropped.
    static func swiftSnapshotTestingName(_ name: String) -> String {
        var result = ""
        var inRun = false
        for scalar in name.unicodeScalars {
            if isWordScalar(scalar) {
                result.unicodeScalars.append(scalar)
                inRun = false
            } else if !inRun {
                result.append("-")
                inRun = true
            }
        }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
