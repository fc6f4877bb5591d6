import StatefulSnapshot
import Testing

@Suite struct SnapshottingTests {
    @Test func linesRendersTextAsIs() {
        #expect(Snapshotting<String>.lines.render("a\nb") == "a\nb")
    }

    @Test func linesOfAnArrayPutsOneElementPerLine() {
        #expect(Snapshotting<[String]>.lines.render(["a", "b"]) == "a\nb")
    }

    @Test func descriptionUsesTheValuesDescription() {
        #expect(Snapshotting<Int>.description.render(42) == "42")
    }

    @Test func pullbackTransformsBeforeRendering() {
        struct Screen { var title: String }
        let strategy: Snapshotting<Screen> = Snapshotting<String>.lines.pullback { "title: \($0.title)" }
        #expect(strategy.render(Screen(title: "Login")) == "title: Login")
    }

    @Test func aCustomStrategyIsAClosure() {
        let upper = Snapshotting<String> { $0.uppercased() }
        #expect(upper.render("ok") == "OK")
    }
}
