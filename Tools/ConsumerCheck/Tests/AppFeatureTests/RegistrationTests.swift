import AppFeature
import Testing

@MainActor @Test func theFeatureIsNamedForScripts() {
    #expect(CounterScriptFeature().name == "counter")
}
