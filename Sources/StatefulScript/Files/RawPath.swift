import Foundation
import StatefulSnapshot

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file path as the file system's bytes, which need not be UTF-8.
///
/// Swift's `String`, `URL` and `FileManager` repair a name holding the
/// byte 0xFF into one holding U+FFFD, which names no file. A flow path that
/// is not UTF-8 is therefore opened, listed and joined through its bytes
/// (`open(2)`, `read(2)`, `opendir(3)`, `realpath(3)`), and shown to a person
/// through ``shown``:
///
/// ```swift
/// let path = RawPath(bytes: Array("bad".utf8) + [0xFF] + Array(".flow".utf8))
/// path.shown   // bad\xFF.flow
/// path.string  // nil: not UTF-8
/// ```
///
/// A path that is valid UTF-8 behaves exactly as its `String` does.
public struct RawPath: Hashable, Sendable {
    /// The path's bytes, without a terminating zero.
    public let bytes: [UInt8]

    /// The path whose bytes are `bytes`.
    /// - Parameters:
    ///   - bytes: the path's bytes, without a terminating zero.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path `path`, as its UTF-8 bytes.
    /// - Parameters:
    ///   - path: a path as text.
    public init(_ path: String) {
        self.bytes = Array(path.utf8)
    }

    /// The path of the file URL `url`, made absolute against its base.
    /// - Parameters:
    ///   - url: a file URL.
    public init(_ url: URL) {
        self.init(url.absoluteURL.path)
    }

    /// The path as a `String`, when its bytes are valid UTF-8; `nil` otherwise.
    public var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path for a person, on one line: each run of valid UTF-8 as
    /// `VisibleText.escapedLine` shows it, each byte that is not UTF-8 as
    /// `\xNN` (`bad\xFF.flow`). A UTF-8 path is shown exactly as
    /// `VisibleText.escapedLine` shows its text; as there, a backslash is
    /// printed as it is.
    public var shown: String {
        var shown = ""
        var valid = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var pending = bytes[...]
        func flush() {
            shown += VisibleText.escapedLine(valid)
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

    /// The path as text: its `String` when UTF-8, otherwise ``shown``.
    public var text: String {
        string ?? shown
    }

    /// Whether the path starts at the root (`/`).
    public var isAbsolute: Bool {
        bytes.first == UInt8(ascii: "/")
    }

    /// The last component: the bytes after the last `/`.
    public var lastComponent: RawPath {
        let trimmed = bytes.count > 1 && bytes.last == Self.slash ? Array(bytes.dropLast()) : bytes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return RawPath(bytes: trimmed) }
        return RawPath(bytes: Array(trimmed[(slash + 1)...]))
    }

    /// The folder the path is in: everything before its last `/` (`.` for
    /// a bare name, `/` for a name in the root).
    public var deletingLastComponent: RawPath {
        let trimmed = bytes.count > 1 && bytes.last == Self.slash ? Array(bytes.dropLast()) : bytes
        guard let slash = trimmed.lastIndex(of: Self.slash) else { return RawPath(".") }
        return slash == 0 ? RawPath("/") : RawPath(bytes: Array(trimmed[..<slash]))
    }

    /// `name` inside this path, as a directory; `name` itself when it is absolute.
    /// - Parameters:
    ///   - name: a file name, or a relative path.
    public func appending(_ name: RawPath) -> RawPath {
        guard !bytes.isEmpty, !name.isAbsolute else { return name }
        return RawPath(bytes: bytes.last == Self.slash ? bytes + name.bytes : bytes + [Self.slash] + name.bytes)
    }

    /// The path with `.` components, repeated slashes and `name/..` pairs
    /// removed, as text alone (symbolic links are not followed).
    public var standardized: RawPath {
        var components: [ArraySlice<UInt8>] = []
        for component in bytes.split(separator: Self.slash) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8), let last = components.last, !last.elementsEqual("..".utf8) {
                components.removeLast()
                continue
            }
            if component.elementsEqual("..".utf8), isAbsolute { continue }
            components.append(component)
        }
        let joined = Array(components.joined(separator: [Self.slash]))
        if isAbsolute { return RawPath(bytes: [Self.slash] + joined) }
        return joined.isEmpty ? RawPath(".") : RawPath(bytes: joined)
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved
    /// (`realpath(3)`); `nil` when the file does not exist or cannot be reached.
    public var resolved: RawPath? {
        guard let pointer = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return RawPath(bytes: Self.bytes(of: pointer))
    }

    /// Whether a file (of any kind, symbolic links followed) exists at the path.
    public var exists: Bool {
        status() != nil
    }

    /// Whether the path names a directory (symbolic links followed).
    public var isDirectory: Bool {
        guard let info = status() else { return false }
        return info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
    }

    /// Whether `self` starts with every component of `prefix`.
    /// - Parameters:
    ///   - prefix: the folder to look for at the start of this path.
    public func starts(with prefix: RawPath) -> Bool {
        let folder = prefix.bytes.last == Self.slash ? prefix.bytes : prefix.bytes + [Self.slash]
        return bytes == prefix.bytes || bytes.starts(with: folder)
    }

    /// The file's contents, read through its bytes.
    /// - Parameters:
    ///   - limit: read at most this many bytes (and stop there).
    public func contents(limit: Int = .max) throws(RawPathError) -> Data {
        let descriptor = withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw .cannotOpen(path: shown, reason: Self.lastErrorText()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: shown, reason: Self.lastErrorText())
            }
            data.append(contentsOf: buffer[..<count])
        }
        return data
    }

    /// The names in this directory that end in `suffix`, read by bytes
    /// (`readdir(3)`), sorted by their bytes so that every machine lists
    /// them in one order.
    /// - Parameters:
    ///   - suffix: the ending a name must have, such as `.flow`; empty for every name.
    public func names(endingWith suffix: String) throws(RawPathError) -> [RawPath] {
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
            guard name != Array(".".utf8), name != Array("..".utf8) else { continue }
            guard name.count > ending.count, name.suffix(ending.count).elementsEqual(ending) else { continue }
            names.append(RawPath(bytes: name))
        }
        return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    /// `stat(2)` of the path, symbolic links followed; `nil` with `errno` set when it fails.
    func status(followingLinks: Bool = true) -> stat? {
        var info = stat()
        let result = withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }

    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { pointer in
            pointer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    private static let slash = UInt8(ascii: "/")

    /// The bytes of the C string at `pointer`, without its terminating zero.
    package static func bytes(of pointer: UnsafePointer<CChar>) -> [UInt8] {
        var bytes: [UInt8] = []
        var offset = 0
        while pointer[offset] != 0 {
            bytes.append(UInt8(bitPattern: pointer[offset]))
            offset += 1
        }
        return bytes
    }

    static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}
