import StatefulSnapshot
import StatefulInternalTestSupport
import Testing

@Suite struct SnapshotTextTests {
    @Test func crlfAndLoneCRBecomeLF() {
        #expect(SnapshotText.normalized("a\r\nb\rc") == "a\nb\nc\n")
    }

    @Test func exactlyOneTrailingNewline() {
        #expect(SnapshotText.normalized("a") == "a\n")
        #expect(SnapshotText.normalized("a\n\n\n") == "a\n")
        #expect(SnapshotText.normalized("a\r\n\r\n") == "a\n")
    }

    @Test func emptyStaysEmpty() {
        #expect(SnapshotText.normalized("") == "")
        #expect(SnapshotText.normalized("\n\r\n") == "")
    }

    @Test func innerBlankLinesAndTrailingSpacesAreKept() {
        #expect(SnapshotText.normalized("a\n\n  b  \n") == "a\n\n  b  \n")
    }

    @Test func normalisingGivesWhatTheFormerScalarByScalarNormaliserGave() {
        // The reference: how texts were normalised before it worked on bytes.
        func former(_ text: String) -> String {
            var scalars = String.UnicodeScalarView()
            var iterator = text.unicodeScalars.makeIterator()
            var pending = iterator.next()
            while let scalar = pending {
                pending = iterator.next()
                if scalar == "\r" {
                    scalars.append("\n")
                    if pending == "\n" { pending = iterator.next() }
                } else {
                    scalars.append(scalar)
                }
            }
            var result = String(scalars)
            while result.hasSuffix("\n") {
                result.removeLast()
            }
            return result.isEmpty ? "" : result + "\n"
        }
        var random = SeededGenerator(seed: 8)
        let pieces = ["a", "\r", "\n", "\r\n", "\u{e9}", "e\u{301}", "ログ", " ", "\u{FEFF}", "\n\u{301}"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &random))
                .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            #expect(Array(SnapshotText.normalized(text).utf8) == Array(former(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func normalisingTwiceChangesNothing() {
        for text in ["", "a", "a\n", "a\r\nb\r", "\n\n", "x\n\n\n"] {
            let once = SnapshotText.normalized(text)
            #expect(SnapshotText.normalized(once) == once)
        }
    }
}
