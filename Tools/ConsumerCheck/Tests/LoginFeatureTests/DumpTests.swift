import Feature
import LoginFeature
import Testing

@Test func dumpNamesTheCount() {
    #expect(dumpedCounter(CounterState(count: 3)) == "CounterState(count: 3)")
}
