import Foundation
import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    // MARK: what a recorded file may hold

    @Test func aByteOrderMarkIsAnErrorNamingTheFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("bom")
        try package.writeBytes([0xEF, 0xBB, 0xBF] + Array("a\n".utf8), to: file)
        #expect(throws: SnapshotError.byteOrderMark(path: file.path)) { try SnapshotFile.read(file) }
        #expect(SnapshotError.byteOrderMark(path: "__Snapshots__/X.txt").description == """
            Snapshot file __Snapshots__/X.txt starts with a byte-order mark (U+FEFF). Snapshot files are UTF-8 \
            without one, and Stateful never writes one: delete the file (or run with SNAPSHOT_TESTING_RECORD=all) \
            to record it again.
            """)
    }

    @Test func aZeroWidthNoBreakSpaceAfterTheStartIsContent() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("feff")
        try package.writeBytes(Array("a\u{FEFF}\n\u{FEFF}b\n".utf8), to: file)
        #expect(try SnapshotFile.read(file) == "a\u{FEFF}\n\u{FEFF}b\n")
    }

    @Test func aLoneCarriageReturnIsAnErrorNamingTheFileAndTheLine() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("cr")
        try package.writeBytes(Array("a\r\nb\nc\rd\n".utf8), to: file)
        #expect(throws: SnapshotError.loneCarriageReturn(path: file.path, line: 3)) { try SnapshotFile.read(file) }
        #expect(SnapshotError.loneCarriageReturn(path: "__Snapshots__/X.txt", line: 3).description == """
            Snapshot file __Snapshots__/X.txt, line 3, has a carriage return (CR) that is not followed by a \
            line feed. Snapshot files have LF line endings (CRLF is read as LF), and Stateful never writes a lone \
            CR: delete the file (or run with SNAPSHOT_TESTING_RECORD=all) to record it again.
            """)
    }

    @Test func aCarriageReturnEndingTheFileIsALoneOne() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("cr-end")
        try package.writeBytes(Array("a\nb\r".utf8), to: file)
        #expect(throws: SnapshotError.loneCarriageReturn(path: file.path, line: 2)) { try SnapshotFile.read(file) }
    }

    @Test func aLoneCarriageReturnInTheOutputIsRecordedAsALineBreakAndReadsBack() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("cr-output")
        try SnapshotFile.write("a\rb", to: file)
        #expect(package.contents(of: file) == "a\nb\n")
        #expect(try SnapshotFile.read(file) == "a\nb\n")
    }

    @Test func writingTextThatStartsWithAByteOrderMarkIsRefused() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("bom-output")
        #expect(throws: SnapshotError.writeFailed(
            path: file.path,
            reason: "the text starts with U+FEFF, a byte-order mark, which a snapshot file cannot start with "
                + "(it could not be read back)")) {
            try SnapshotFile.write("\u{FEFF}a", to: file)
        }
        #expect(!package.exists(file))
    }

    @Test func nonUTF8BytesAreAnErrorNamingTheFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("latin1")
        try package.writeBytes([0x63, 0x61, 0x66, 0xE9, 0x0A], to: file)
        #expect(throws: SnapshotError.notUTF8(path: file.path)) { try SnapshotFile.read(file) }
        #expect(SnapshotError.notUTF8(path: file.path).description.contains(file.path))
    }

    // MARK: what a snapshot path may be

    @Test func aDirectoryIsNotARegularFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("directory")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        #expect(throws: SnapshotError.notRegularFile(path: file.path, kind: "a directory")) {
            try SnapshotFile.read(file)
        }
        #expect(SnapshotError.notRegularFile(path: "__Snapshots__/X.txt", kind: "a directory").description == """
            Snapshot path __Snapshots__/X.txt is a directory, not a regular file, so it was not opened. \
            A snapshot is a plain text file: remove what is there, and run the test again to record it.
            """)
    }

    @Test func aFIFOIsRefusedWithoutBlockingOnIt() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("fifo")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        // Opening a FIFO for reading would wait for a writer forever.
        #expect(throws: SnapshotError.notRegularFile(path: file.path, kind: "a FIFO (named pipe)")) {
            try SnapshotFile.read(file)
        }
    }

    @Test func aSymbolicLinkToADeviceIsRefusedWithoutReadingIt() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("zero")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        #expect(throws: SnapshotError.notRegularFile(path: file.path, kind: "a symbolic link to a character device")) {
            try SnapshotFile.read(file)
        }
        #expect(throws: SnapshotError.outsidePackageRoot(path: file.path, resolvedPath: "/dev/zero")) {
            try SnapshotFile.read(file, within: package.root)
        }
    }

    @Test func aBrokenSymbolicLinkIsAnErrorNotAMissingFile() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("broken")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: package.root.appendingPathComponent("nowhere.txt").path)
        #expect(throws: SnapshotError.notRegularFile(
            path: file.path, kind: "a symbolic link to a file that does not exist")) {
            try SnapshotFile.read(file, within: package.root)
        }
    }

    @Test func aSymbolicLinkLeadingOutsideThePackageIsRefusedAndItsContentNeverShown() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("top secret\n", to: "secret.txt")
        let target = outside.root.appendingPathComponent("secret.txt")
        let file = package.snapshot("escape")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target.path)
        let resolved = target.resolvingSymlinksInPath().path
        #expect(throws: SnapshotError.outsidePackageRoot(path: file.path, resolvedPath: resolved)) {
            try SnapshotFile.read(file, within: package.root)
        }
        let message = SnapshotError.outsidePackageRoot(path: "__Snapshots__/X.txt", resolvedPath: "/etc/passwd").description
        #expect(message == """
            Snapshot path __Snapshots__/X.txt leads to /etc/passwd, outside the package root, through a symbolic \
            link, so it was not read or written. Snapshots live inside the package: replace the link with the \
            file itself.
            """)
        // Without a root to stay inside, the link is followed.
        #expect(try SnapshotFile.read(file) == "top secret\n")
    }

    @Test func aSymbolicLinkInsideThePackageIsFollowed() throws {
        let package = try TemporaryPackage()
        let original = package.snapshot("original")
        try SnapshotFile.write("shared", to: original)
        let file = package.snapshot("alias")
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: original.path)
        #expect(try SnapshotFile.read(file, within: package.root) == "shared\n")
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeAByteIsRead() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("huge")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A sparse file: 64 MiB and one byte long, taking no space on disk.
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, off_t(SnapshotFile.maximumSize + 1)) == 0)
        #expect(throws: SnapshotError.fileTooLarge(
            path: file.path, size: SnapshotFile.maximumSize + 1, limit: SnapshotFile.maximumSize)) {
            try SnapshotFile.read(file)
        }
        #expect(SnapshotFile.maximumSize == 67_108_864)
        #expect(SnapshotError.fileTooLarge(path: "__Snapshots__/X.txt", size: 70_000_000, limit: 67_108_864)
            .description == """
            Snapshot file __Snapshots__/X.txt is 70000000 bytes, more than the 67108864 bytes a snapshot file \
            may hold, so it was not read or written. Snapshot a smaller part of the output, or delete the file \
            if it is not a snapshot.
            """)
    }

    @Test func textOverTheSizeLimitIsNotWritten() throws {
        let package = try TemporaryPackage()
        let file = package.snapshot("huge-output")
        let text = String(decoding: [UInt8](repeating: 0x61, count: SnapshotFile.maximumSize) + [0x0A], as: UTF8.self)
        #expect(throws: SnapshotError.fileTooLarge(
            path: file.path, size: SnapshotFile.maximumSize + 1, limit: SnapshotFile.maximumSize)) {
            try SnapshotFile.write(text, to: file)
        }
        #expect(!package.exists(file))
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

    @Test func writingThroughADirectoryLinkLeadingOutsideThePackageIsRefused() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try FileManager.default.createDirectory(
            at: package.layout.snapshotsDirectory, withIntermediateDirectories: true)
        let folder = package.layout.snapshotsDirectory.appendingPathComponent("LoginTests")
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: outside.root.path)
        let file = package.snapshot("through")
        #expect(throws: SnapshotError.outsidePackageRoot(
            path: file.path, resolvedPath: outside.root.resolvingSymlinksInPath().path)) {
            try SnapshotFile.write("x", to: file, within: package.root)
        }
        #expect(outside.allFiles() == ["Package.swift"])
    }

    @Test func writingReplacesASymbolicLinkInsteadOfWritingThroughIt() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        try outside.write("keep\n", to: "target.txt")
        let file = package.snapshot("link")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: file.path, withDestinationPath: outside.root.appendingPathComponent("target.txt").path)
        try SnapshotFile.write("new", to: file, within: package.root)
        #expect(outside.read("target.txt") == "keep\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) == nil)
        #expect(package.contents(of: file) == "new\n")
    }

    @Test func writingInsideARootThatDoesNotExistYetCreatesIt() throws {
        let artifacts = try TemporaryPackage()
        let root = artifacts.root.appendingPathComponent("not/yet")
        let file = root.appendingPathComponent("__Snapshots__/LoginTests/greeting.pending.txt")
        try SnapshotFile.write("hi", to: file, within: root)
        #expect(artifacts.read("not/yet/__Snapshots__/LoginTests/greeting.pending.txt") == "hi\n")
    }
}
