import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

@Suite struct SnapshotLayoutTests {
    @Test func findsTheNearestPackageRootAboveTheTestFile() throws {
        let package = try TemporaryPackage()
        let layout = try SnapshotLayout(containing: package.testFilePath)
        #expect(layout.packageRoot.path == package.root.path)
    }

    @Test func aMissingPackageRootIsAnErrorNamingTheStart() {
        #expect(throws: SnapshotError.packageRootNotFound(start: "/")) {
            try SnapshotLayout(containing: "/Test.swift")
        }
    }

    @Test func snapshotPathIsFileFolderThenTestAndName() throws {
        let package = try TemporaryPackage()
        let layout = package.layout
        #expect(layout.relativePath(of: package.snapshot("loggedOut()")) == "__Snapshots__/LoginTests/loggedOut.txt")
        #expect(layout.relativePath(of: package.snapshot("loggedOut()", named: "wide"))
            == "__Snapshots__/LoginTests/loggedOut.wide.txt")
        #expect(layout.relativePath(of: package.snapshot("testLoggedOut()", named: "80 columns"))
            == "__Snapshots__/LoginTests/testLoggedOut.80-columns.txt")
    }

    @Test func argumentLabelsOfTheTestFunctionAreDropped() throws {
        let package = try TemporaryPackage()
        let layout = package.layout
        #expect(layout.relativePath(of: package.snapshot("rendering(width:)")) == "__Snapshots__/LoginTests/rendering.txt")
        #expect(layout.relativePath(of: package.snapshot("pair(_:_:)")) == "__Snapshots__/LoginTests/pair.txt")
        #expect(layout.relativePath(of: package.snapshot("login screen (wide)")) == "__Snapshots__/LoginTests/login-screen-_wide_.txt")
        #expect(layout.relativePath(of: package.snapshot("()")) == "__Snapshots__/LoginTests/__.txt")
    }

    @Test func namesWithParentReferencesStayInsideSnapshots() throws {
        let package = try TemporaryPackage()
        let hostile = [
            package.snapshot("../../../escape", named: "../../x"),
            package.snapshot("a/b/c", named: "/etc/passwd"),
            package.layout.snapshotFile(testFilePath: "/x/../../..swift", testName: "..", snapshotName: ".."),
            package.snapshot("\u{0}", named: "\u{0}/.."),
        ]
        let inside = package.layout.snapshotsDirectory.path + "/"
        for url in hostile {
            let resolved = url.standardizedFileURL.path
            #expect(resolved.hasPrefix(inside), "\(resolved)")
            // Exactly one folder (the test file) between __Snapshots__ and the file.
            #expect(resolved.dropFirst(inside.count).split(separator: "/").count == 2, "\(resolved)")
        }
    }

    @Test func aSnapshotIsNeverMistakenForAPendingFile() throws {
        let package = try TemporaryPackage()
        #expect(package.layout.relativePath(of: package.snapshot("x", named: "pending"))
            == "__Snapshots__/LoginTests/x_pending.txt")
        #expect(package.layout.relativePath(of: package.snapshot("x.pending"))
            == "__Snapshots__/LoginTests/x_pending.txt")
    }

    @Test func pendingFileSitsBesideTheSnapshotOrUnderArtifacts() throws {
        let package = try TemporaryPackage()
        let snapshot = package.snapshot("loggedOut")
        #expect(package.layout.relativePath(of: package.layout.pendingFile(for: snapshot, artifacts: nil))
            == "__Snapshots__/LoginTests/loggedOut.pending.txt")
        let artifacts = URL(fileURLWithPath: "/tmp/artifacts")
        #expect(package.layout.pendingFile(for: snapshot, artifacts: artifacts).path
            == "/tmp/artifacts/__Snapshots__/LoginTests/loggedOut.pending.txt")
    }

    @Test func pendingFileMapsBackToItsSnapshot() throws {
        let package = try TemporaryPackage()
        let snapshot = package.snapshot("loggedOut")
        let artifacts = URL(fileURLWithPath: "/tmp/artifacts")
        for base in [nil, artifacts] {
            let pending = package.layout.pendingFile(for: snapshot, artifacts: base)
            #expect(package.layout.snapshotFile(forPending: pending, artifacts: base)?.path == snapshot.path)
        }
        #expect(package.layout.snapshotFile(forPending: snapshot, artifacts: nil) == nil)
        #expect(package.layout.snapshotFile(
            forPending: package.root.appendingPathComponent("elsewhere/x.pending.txt"), artifacts: nil) == nil)
    }
}
