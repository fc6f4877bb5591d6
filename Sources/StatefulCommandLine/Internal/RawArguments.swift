import StatefulScript

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's arguments as the kernel gave them, bytes and all: Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 (a file name
/// holding 0xFF becomes one with U+FFFD, which does not exist), so the tool
/// reads `CommandLine.unsafeArgv` for the bytes of a flow path.
enum RawArguments {
    /// Every argument after the program's name, as its bytes.
    static func bytes() -> [[UInt8]] {
        guard CommandLine.argc > 1 else { return [] }
        return (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            return RawPath.bytes(of: pointer)
        }
    }

    /// The process's current directory as its bytes (`getcwd(3)`); `nil` when it cannot be read.
    static func currentDirectory() -> RawPath? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return RawPath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// `bytes` for a shell's `$'…'`: every byte outside printable ASCII,
    /// every backslash and every quote written `\xNN`.
    static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "'")
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded()
        }.joined()
    }
}

extension String {
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
