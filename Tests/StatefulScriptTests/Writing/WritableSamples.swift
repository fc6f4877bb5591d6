import Foundation
import Stateful

/// A Command type with every kind of value the script decoder reads, for the
/// writer's round-trip properties.
enum SampleCommand: Decodable, Hashable, Sendable {
    case plain
    case text(String)
    case labelled(name: String, count: Int)
    case numbers(Int, Int8, UInt16, Int64, Double, Float)
    case flag(isOn: Bool)
    case wait(Duration)
    case maybe(String?, Int?)
    case list([Int], names: [String])
    case nested(SampleChild)
    case deeper(Int, SampleChild, [SampleChild])
    case size(SampleSize)
    case point(SamplePoint)
    case identified(UUID, SampleID)
    case signIn(user: String, password: String)
    case dated(Date, level: SampleLevel)
    case range(SampleRange)
}

/// A struct whose coding renames its properties and leaves one out.
struct SampleRange: Codable, Hashable, Sendable {
    var low: Int
    var high: Int
    var cachedSpan = 0

    enum CodingKeys: String, CodingKey {
        case low = "from"
        case high = "to"
    }
}

enum SampleLevel: Int, Decodable, Hashable, Sendable, CaseIterable {
    case low = -1, middle = 0, high = 7
}

enum SampleChild: Decodable, Hashable, Sendable {
    case tapped
    case named(String)
    case moved(from: Int, to: Int)
    indirect case inner(SampleChild)
}

enum SampleSize: String, Decodable, Hashable, Sendable, CaseIterable {
    case small, large
    case extraLarge = "extra large"
}

struct SamplePoint: Decodable, Hashable, Sendable {
    var x: Int
    var y: Double
    var label: String?
}

/// An id whose Codable form is one UUID string.
struct SampleID: Codable, Hashable, Sendable {
    var rawValue: UUID

    init(_ rawValue: UUID) { self.rawValue = rawValue }
    init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(UUID.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension SampleCommand: Redactable {
    static let redactedLabels: Set<String> = ["password"]
}

/// Generates values of ``SampleCommand`` from a seeded generator.
struct SampleGenerator<Random: RandomNumberGenerator> {
    var random: Random

    /// Strings meant to break an escaper: quotes, backslashes, `$` and
    /// `${…}`, newlines, controls, bidi overrides, zero-width joiners,
    /// combining marks at either end, non-ASCII and emoji.
    static var hostilePieces: [String] {
        ["\"", "\\", "$", "${NAME}", "\\n", "\n", "\r\n", "\t", "\0", "\u{7}", "\u{1B}[31m", "\u{202E}", "\u{2066}",
         "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{301}", "e\u{301}", "\u{0600}", "\u{0D4E}", "\u{2028}", "\u{85}",
         "ログインID", "Straße", "👨‍👩‍👧", "🇯🇵", "👍🏽", "\u{E000}", "\u{FE0F}", " ", "\u{A0}", "#", "//", ")", ",", "a", "Z9"]
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func string() -> String {
        let pieces = Self.hostilePieces
        return (0..<int(0...5)).map { _ in pieces[int(0...(pieces.count - 1))] }.joined()
    }

    mutating func double() -> Double {
        switch int(0...4) {
        case 0: Double(int(-1000...1000))
        case 1: Double.random(in: -1...1, using: &random)
        case 2: Double.random(in: -1e-12...1e-12, using: &random)
        case 3: Double.random(in: -1e22...1e22, using: &random)
        default: Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random)).isFinite
            ? Double(bitPattern: UInt64.random(in: 0...(0x7FEF_FFFF_FFFF_FFFF), using: &random)) : 0.5
        }
    }

    mutating func float() -> Float {
        int(0...1) == 0 ? Float(int(-100...100)) / 8 : Float.random(in: -1e10...1e10, using: &random)
    }

    mutating func duration() -> Duration {
        int(0...1) == 0 ? .seconds(int(0...86_400)) : .milliseconds(int(0...10_000_000))
    }

    mutating func uuid() -> UUID {
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    mutating func child(depth: Int = 0) -> SampleChild {
        switch int(0...(depth > 3 ? 2 : 3)) {
        case 0: .tapped
        case 1: .named(string())
        case 2: .moved(from: int(Int.min...Int.max), to: int(-5...5))
        default: .inner(child(depth: depth + 1))
        }
    }

    mutating func command() -> SampleCommand {
        switch int(0...14) {
        case 0: .plain
        case 1: .text(string())
        case 2: .labelled(name: string(), count: int(Int.min...Int.max))
        case 3: .numbers(int(-9...9), Int8(int(-128...127)), UInt16(int(0...65535)), Int64(int(-99...99)), double(), float())
        case 4: .flag(isOn: int(0...1) == 0)
        case 5: .wait(duration())
        case 6: .maybe(int(0...1) == 0 ? nil : string(), int(0...1) == 0 ? nil : int(-3...3))
        case 7: .list((0..<int(0...4)).map { _ in int(-50...50) }, names: (0..<int(0...3)).map { _ in string() })
        case 8: .nested(child())
        case 9: .deeper(int(0...9), child(), (0..<int(0...3)).map { _ in child() })
        case 10: .size(SampleSize.allCases[int(0...2)])
        case 11: .point(SamplePoint(x: int(-9...9), y: double(), label: int(0...1) == 0 ? nil : string()))
        case 12: .identified(uuid(), SampleID(uuid()))
        case 13: .range(SampleRange(low: int(-9...9), high: int(-9...9)))
        default: .dated(Date(timeIntervalSinceReferenceDate: double()), level: SampleLevel.allCases[int(0...2)])
        }
    }
}
