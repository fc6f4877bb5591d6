/// The process's arguments as the kernel gave them, bytes and all: Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 (a file name
/// holding 0xFF becomes one with U+FFFD, which does not exist), so the tool
/// reads `CommandLine.unsafeArgv` to tell such an argument apart.
enum RawArguments {
    /// The first argument after the program's name that is not valid UTF-8,
    /// shown with every byte outside printable ASCII (and every backslash)
    /// as `\xNN`; `nil` when all are valid.
    static func firstNonUTF8() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            var bytes: [UInt8] = []
            var offset = 0
            while pointer[offset] != 0 {
                bytes.append(UInt8(bitPattern: pointer[offset]))
                offset += 1
            }
            if String(validating: bytes, as: UTF8.self) == nil { return shown(bytes) }
        }
        return nil
    }

    /// `bytes` with every byte outside printable ASCII, and every
    /// backslash, written `\xNN`.
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
