import StatefulTesting
import Testing

@Test func nestedClosures() {
    withKnownIssue {
        [1, 2].forEach { number in
            assertInlineSnapshot(of: [number], as: Snapshotting<[String]>.lines.pullback { $0.map { "(\($0))" } }) {
                """
                (2)
                """
            }
        }
    }
    let strategy = Snapshotting<String>.lines.pullback { (value: String) in value + ")" }
    assertInlineSnapshot(of: "}{", as: strategy) {
        """
        {}
        """
    }
}
