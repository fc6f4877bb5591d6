import StatefulTesting
import Testing

@Test func tabs() {
	if true {
		assertInlineSnapshot(of: "tab\tseparated", as: .lines)
	}
	assertInlineSnapshot(of: "x", as: .lines) {
		"""
		y
		"""
	}
}
