@testable import StatefulText
import Testing

@Suite struct RepeatedASCIITests {
    @Test(arguments: [UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "=")])
    func isTheGenericRepetitionInOneAllocation(byte: UInt8) {
        let character = Character(Unicode.Scalar(byte))
        for count in 0...300 {
            let made = String.repeatedASCII(byte, count: count)
            #expect(made == String(repeating: character, count: count))
            #expect(made.utf8.count == count)
        }
    }

    @Test func aCountBelowOneIsEmpty() {
        #expect(String.repeatedASCII(UInt8(ascii: "-"), count: 0).isEmpty)
        #expect(String.repeatedASCII(UInt8(ascii: "-"), count: -3).isEmpty)
    }
}
