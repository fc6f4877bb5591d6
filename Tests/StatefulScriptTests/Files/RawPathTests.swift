import Foundation
import StatefulScript
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Flow paths that are not valid UTF-8, read and listed by their bytes
/// against real files, and shown escaped.
@Suite struct RawPathTests {
    /// 0xFF is never UTF-8; 0xC3 0x28 is a lead byte followed by `(`, not a continuation.
    static let invalidFF: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".flow".utf8)
    static let invalidC3: [UInt8] = Array("c".utf8) + [0xC3, 0x28] + Array(".flow".utf8)

    /// A fresh directory holding `files` (name bytes and contents), written through the bytes.
    private func directory(with files: [([UInt8], String)]) throws -> (RawPath, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rawpath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let directory = RawPath(url.path)
        for (name, text) in files {
            let path = directory.appending(RawPath(bytes: name)).bytes + [0]
            let descriptor = path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            }
            try #require(descriptor >= 0)
            let written = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            try #require(written == text.utf8.count)
        }
        return (directory, url)
    }

    @Test func aDirectoryIsListedByTheBytesOfItsNamesInByteOrder() throws {
        let (directory, url) = try directory(with: [
            (Self.invalidFF, "ff"), (Self.invalidC3, "c3"), (Array("good.flow".utf8), "good"), (Array("notes.txt".utf8), "no"),
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let names = try directory.names(endingWith: ".flow")
        #expect(names.map(\.bytes) == [Self.invalidFF, Self.invalidC3, Array("good.flow".utf8)])
    }

    @Test func aFileWhoseNameIsNotUTF8IsReadByItsBytes() throws {
        let (directory, url) = try directory(with: [(Self.invalidFF, "run ff\n"), (Self.invalidC3, "run c3\n")])
        defer { try? FileManager.default.removeItem(at: url) }
        let ff = directory.appending(RawPath(bytes: Self.invalidFF))
        let c3 = directory.appending(RawPath(bytes: Self.invalidC3))
        #expect(try ff.contents() == Data("run ff\n".utf8))
        #expect(try c3.contents() == Data("run c3\n".utf8))
        // Foundation, given the same name as a String, repairs it and finds nothing.
        #expect(FileManager.default.contents(atPath: String(decoding: ff.bytes, as: UTF8.self)) == nil)
        #expect(ff.lastComponent.bytes == Self.invalidFF)
    }

    @Test func bytesThatAreNotUTF8AreShownEscapedAndNeverAlike() {
        #expect(RawPath(bytes: Self.invalidFF).shown == #"bad\xFF.flow"#)
        #expect(RawPath(bytes: Self.invalidC3).shown == #"c\xC3(.flow"#)
        // A UTF-8 path is shown as VisibleText shows its text, backslashes as they are.
        #expect(RawPath("a\u{1B}]0;owned\u{7}.flow").shown == #"a\e]0;owned\a.flow"#)
        #expect(RawPath(#"a\b.flow"#).shown == #"a\b.flow"#)
        #expect(RawPath(bytes: Self.invalidFF).text == #"bad\xFF.flow"#)
        #expect(RawPath("good.flow").text == "good.flow")
        #expect(RawPath(bytes: Self.invalidFF).string == nil)
        #expect(RawPath("good.flow").string == "good.flow")
    }

    @Test func componentsAreJoinedAndSplitByTheirBytes() {
        let folder = RawPath(bytes: Array("/tmp/d".utf8) + [0xFF])
        let file = folder.appending(RawPath("../x/./a.flow"))
        #expect(file.bytes == Array("/tmp/d".utf8) + [0xFF] + Array("/../x/./a.flow".utf8))
        #expect(file.standardized == RawPath("/tmp/x/a.flow"))
        #expect(folder.appending(RawPath(bytes: Self.invalidFF)).deletingLastComponent == folder)
        #expect(folder.appending(RawPath(bytes: Self.invalidFF)).lastComponent.bytes == Self.invalidFF)
        #expect(RawPath("a.flow").deletingLastComponent == RawPath("."))
        #expect(RawPath("/a.flow").deletingLastComponent == RawPath("/"))
        #expect(folder.appending(RawPath("/abs.flow")) == RawPath("/abs.flow"))
        #expect(RawPath("/a/b/c").starts(with: RawPath("/a/b")))
        #expect(!RawPath("/a/bc").starts(with: RawPath("/a/b")))
    }

    @Test func aMissingFileIsALocatedErrorNamingTheShownPath() throws {
        let (directory, url) = try directory(with: [])
        defer { try? FileManager.default.removeItem(at: url) }
        let missing = directory.appending(RawPath(bytes: Self.invalidFF))
        #expect(throws: RawPathError.cannotOpen(path: missing.shown, reason: String(cString: strerror(ENOENT)))) {
            try missing.contents()
        }
        #expect(missing.shown.hasSuffix(#"/bad\xFF.flow"#))
    }
}
