import StatefulTesting
import Testing

@Test func tabs() {
	if true {
		assertInlineSnapshot(of: "tab\tseparated", as: .lines) {
			"""
			tab	separated
			"""
		}
	}
	assertInlineSnapshot(of: "x", as: .lines) {
		"""
		x
		"""
	}
}
