import StatefulSnapshot
import Testing

@Suite struct SnapshottingTests {
    @Test func linesRendersTextAsIs() throws {
        #expect(try Snapshotting<String>.lines.render("a\nb") == "a\nb")
    }

    @Test func linesOfAnArrayPutsOneElementPerLine() throws {
        #expect(try Snapshotting<[String]>.lines.render(["a", "b"]) == "a\nb")
    }

    @Test func descriptionUsesTheValuesDescription() throws {
        #expect(try Snapshotting<Int>.description.render(42) == "42")
    }

    @Test func pullbackTransformsBeforeRendering() throws {
        struct Screen { var title: String }
        let strategy: Snapshotting<Screen> = Snapshotting<String>.lines.pullback { "title: \($0.title)" }
        #expect(try strategy.render(Screen(title: "Login")) == "title: Login")
    }

    @Test func aCustomStrategyIsAClosure() throws {
        let upper = Snapshotting<String> { $0.uppercased() }
        #expect(try upper.render("ok") == "OK")
    }

    @Test func aThrowingStrategyPropagatesItsError() {
        struct Unrenderable: Error {}
        let failing = Snapshotting<String> { _ in throw Unrenderable() }
        #expect(throws: Unrenderable.self) { try failing.render("x") }
    }
}
