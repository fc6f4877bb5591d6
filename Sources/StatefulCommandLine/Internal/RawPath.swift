import Foundation
import StatefulSnapshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file path as the file system's bytes, which need not be UTF-8: Swift's
/// `String`, `URL` and `FileManager` repair a name holding 0xFF into one
/// holding U+FFFD, which names no file, so a flow path that is not UTF-8 is
/// opened and listed through these bytes (`open(2)`, `read(2)`,
/// `opendir(3)`) and shown through ``shown``.
struct RawPath: Hashable, Sendable {
    /// The path's bytes, without a terminating zero.
    let bytes: [UInt8]

    /// The path whose bytes are `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path `path`, as its UTF-8 bytes.
    init(_ path: String) {
        self.bytes = Array(path.utf8)
    }

    /// The path as a `String`, when its bytes are valid UTF-8.
    var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path for a person, on one line: each run of valid UTF-8 through
    /// `VisibleText.escapedLine`, each byte that is not UTF-8 as `\xNN`
    /// (`bad\xFF.flow`), and a backslash in the name as `\\`, so that two
    /// different paths are never shown alike.
    var shown: String {
        var shown = ""
        var valid = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var pending = bytes[...]
        func flush() {
            shown += VisibleText.escapedLine(valid.replacingOccurrences(of: "\\", with: "\\\\"))
            valid = ""
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                valid.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                flush()
                for byte in pending.prefix(length) {
                    shown += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                pending = pending.dropFirst(length)
            case .emptyInput:
                flush()
                return shown
            }
        }
    }

    /// The last component: the bytes after the last `/`.
    var lastComponent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return RawPath(bytes: Array(bytes[(slash + 1)...]))
    }

    /// `name` inside this path, as a directory.
    /// - Parameters:
    ///   - name: a file name, or a relative path.
    func appending(_ name: RawPath) -> RawPath {
        guard !bytes.isEmpty else { return name }
        return RawPath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name.bytes : bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    /// The file's contents, read through its bytes.
    func contents() throws(RawPathError) -> Data {
        let descriptor = withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .cannotOpen(path: shown, reason: Self.lastErrorText()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: shown, reason: Self.lastErrorText())
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// The names in this directory that end in `suffix`, read by bytes
    /// (`readdir(3)`), sorted by their bytes so that every machine lists
    /// them in one order.
    /// - Parameters:
    ///   - suffix: the ending a name must have, such as `.flow`.
    func names(endingWith suffix: String) throws(RawPathError) -> [RawPath] {
        guard let directory = withCString({ opendir($0) }) else {
            throw .cannotList(path: shown, reason: Self.lastErrorText())
        }
        defer { closedir(directory) }
        let ending = Array(suffix.utf8)
        var names: [RawPath] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard name.count > ending.count, Array(name.suffix(ending.count)) == ending else { continue }
            names.append(RawPath(bytes: name))
        }
        return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    private func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { pointer in
            pointer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}
