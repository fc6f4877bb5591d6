import Foundation
import Stateful
import StatefulSnapshot
import StatefulInternalTestSupport
import StatefulTesting
import Testing

// `assertSnapshot`, `Snapshotting`, `withSnapshotTesting` and
// `SnapshotTestingConfiguration` are also swift-snapshot-testing's names, and
// `TestStore` is also The Composable Architecture's. A file that imports one
// of those beside StatefulTesting spells Stateful's with their module:
// `StatefulTesting.assertSnapshot`, `StatefulSnapshot.Snapshotting`. These
// stand-ins take the other library's place (in this file only): unqualified,
// the names mean the stand-ins, so the tests below use only the
// module-qualified spelling. They also keep it possible: should a module
// declare a type named after itself, this file stops compiling.
private struct Snapshotting<Value, Format> {}
private struct SnapshotTestingConfiguration {}
private struct TestStore {}
private func assertSnapshot<Value, Format>(of value: Value, as snapshotting: Snapshotting<Value, Format>) {}
private func withSnapshotTesting<R>(record: Bool, operation: () throws -> R) rethrows -> R { try operation() }

@MainActor
@Suite struct ModuleQualifiedNamesTests {
    @Test func unqualifiedNamesInThisFileAreTheStandIns() {
        #expect(!String(reflecting: Snapshotting<Int, String>.self).hasPrefix("StatefulSnapshot."))
        #expect(!String(reflecting: TestStore.self).hasPrefix("StatefulTesting."))
        #expect(String(reflecting: StatefulSnapshot.Snapshotting<Int>.self) == "StatefulSnapshot.Snapshotting<Swift.Int>")
    }

    @Test func aModuleQualifiedAssertionRecordsThenMatches() throws {
        let package = try TemporaryPackage()
        let value = Counter(count: 2, note: "hi", pin: "1234")
        var kinds: [SnapshotOutcome.Kind] = []
        StatefulTesting.withSnapshotTesting(
            record: .missing, packageRoot: package.root, environment: StatefulSnapshot.SnapshotEnvironment([:])
        ) {
            withKnownIssue(isIntermittent: true) {
                for _ in 1...2 {
                    // The strategy needs no module: `.dump` is looked up in the parameter's type.
                    kinds.append(StatefulTesting.assertSnapshot(of: value, as: .dump).kind)
                }
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot") }
            }
        }
        #expect(kinds == [.recorded, .matched])
        #expect(package.read("__Snapshots__/ModuleQualifiedNamesTests/aModuleQualifiedAssertionRecordsThenMatches.txt")
            == #"Counter(count: 2, note: "hi", pin: "********")"# + "\n")
    }

    @Test func aModuleQualifiedMismatchFails() throws {
        let package = try TemporaryPackage()
        try package.write("Hello\n", to: "__Snapshots__/ModuleQualifiedNamesTests/aModuleQualifiedMismatchFails.txt")
        let configuration = StatefulTesting.SnapshotTestingConfiguration(
            packageRoot: package.root, environment: StatefulSnapshot.SnapshotEnvironment([:]))
        var kind: SnapshotOutcome.Kind?
        StatefulTesting.withSnapshotTesting(
            record: configuration.record, packageRoot: configuration.packageRoot, environment: configuration.environment
        ) {
            withKnownIssue {
                kind = StatefulTesting.assertSnapshot(of: "Bye").kind
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("-Hello\n+Bye") }
            }
        }
        #expect(kind == .mismatch)
    }

    @Test func aModuleQualifiedTestStoreRunsAnExhaustiveFlow() async {
        let clock = Stateful.TestClock()
        let store = StatefulTesting.TestStore(CounterStore(clock: clock), clock: clock)
        await store.send(.increment) { $0.count = 1 }
        await store.send(.announce("hi"))
        await store.receive(.said("hi"))
        await store.receive(.said("hi!"))
        await store.finish()
        #expect(store.state.count == 1)
    }
}
