import StatefulScript

extension RawPath {
    /// The path's bytes in hexadecimal (`ff` for 0xFF), two lowercase digits a byte.
    var hex: String {
        bytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The path whose bytes `hex` spells (see ``hex``); `nil` when `hex` is
    /// not an even number of hexadecimal digits.
    init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
            index += 2
        }
        self.init(bytes: bytes)
    }
}
