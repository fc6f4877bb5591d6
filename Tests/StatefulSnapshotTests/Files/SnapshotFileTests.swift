import Foundation
import StatefulSnapshot
import StatefulTestSupport
import Testing

@Suite struct SnapshotFileTests {
    @Test func aMissingFileReadsAsNil() throws {
        let package = try TemporaryPackage()
        #expect(try SnapshotFile.read(package.snapshot("none")) == nil)
    }

    @Test func writingNormalisesLineEndingsAndTheFinalNewline() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("crlf")
        try SnapshotFile.write("a\r\nb\r\n\r\n", to: file)
        #expect(package.contents(of: file) == "a\nb\n")
    }

    @Test func readingNormalisesCRLFAndAMissingFinalNewline() throws {
        let package = try TemporaryPackage()
        let crlf = package.snapshot("crlf")
        let bare = package.snapshot("bare")
        try package.writeBytes(Array("a\r\nb\r\n".utf8), to: crlf)
        try package.writeBytes(Array("a\nb".utf8), to: bare)
        #expect(try SnapshotFile.read(crlf) == "a\nb\n")
        #expect(try SnapshotFile.read(bare) == "a\nb\n")
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("bom")
        try package.writeBytes([0xEF, 0xBB, 0xBF] + Array("a\n".utf8), to: file)
        #expect(try SnapshotFile.read(file) == "a\n")
    }

    @Test func nonUTF8BytesAreAnErrorNamingTheFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("latin1")
        try package.writeBytes([0x63, 0x61, 0x66, 0xE9, 0x0A], to: file)
        #expect(throws: SnapshotError.notUTF8(path: file.path)) { try SnapshotFile.read(file) }
        #expect(SnapshotError.notUTF8(path: file.path).description.contains(file.path))
    }

    @Test func anUnreadableFileIsAnErrorNamingTheFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("directory")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        #expect(throws: SnapshotError.unreadableFile(path: file.path, reason: "it is a directory")) {
            try SnapshotFile.read(file)
        }
    }

    @Test func writingCreatesMissingDirectories() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("deep")
        try SnapshotFile.write("x", to: file)
        #expect(package.contents(of: file) == "x\n")
    }

    @Test func writingReplacesTheFileByRenameLeavingNoTemporaryFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("atomic")
        try SnapshotFile.write("old", to: file)
        // A hard link keeps the old inode alive: an in-place write would change
        // what it shows, a rename of a new file over the name does not.
        let link = file.deletingLastPathComponent().appendingPathComponent("link")
        try FileManager.default.linkItem(at: file, to: link)
        try SnapshotFile.write("new", to: file)
        #expect(package.contents(of: file) == "new\n")
        #expect(package.contents(of: link) == "old\n")
        #expect(package.allFiles() == ["Package.swift", "__Snapshots__/LoginTests/atomic.txt", "__Snapshots__/LoginTests/link"])
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("target")
        // A non-empty directory in the way makes the final rename fail.
        try SnapshotFile.write("inner", to: file.appendingPathComponent("inner.txt"))
        #expect(throws: SnapshotError.self) { try SnapshotFile.write("new", to: file) }
        #expect(package.allFiles() == ["Package.swift", "__Snapshots__/LoginTests/target.txt/inner.txt"])
    }
}
