import Foundation
import StatefulSnapshot
import Testing

/// Asynchronous strategies: the text arrives through a callback, and the
/// wait ends at the timeout with an error that says what to do.
struct AsyncSnapshottingTests {
    struct Page {
        var title: String
    }

    /// A strategy whose value never arrives.
    private static var neverLoads: Snapshotting<Page> {
        Snapshotting<String>.lines.asyncPullback { _ in Async { _ in } }
    }

    @Test func aValueThatArrivesAtOnceIsRendered() throws {
        let loaded: Snapshotting<Page> = Snapshotting<String>.lines.withPathExtension("md").asyncPullback { page in
            Async(value: "# " + page.title)
        }
        #expect(try loaded.text(of: Page(title: "Home"), timeout: 0) == "# Home")
        #expect(try loaded.render(Page(title: "About")) == "# About")
        #expect(loaded.pathExtension == "md")
    }

    @Test func aCallbackMappedAndPulledBackStillArrives() throws {
        let strategy: Snapshotting<Int> = Snapshotting<String>.lines
            .asyncPullback { (page: Page) in Async { callback in callback(page.title) }.map { $0.uppercased() } }
            .pullback { Page(title: "page \($0)") }
        #expect(try strategy.text(of: 7, timeout: 60) == "PAGE 7")
    }

    @Test func aValueThatNeverArrivesTimesOutSayingWhatToDo() {
        #expect(throws: SnapshottingError.timedOut(seconds: 0.01)) {
            try Self.neverLoads.text(of: Page(title: "Home"), timeout: 0.01)
        }
        let message = SnapshottingError.timedOut(seconds: 0.01).description
        #expect(message.hasPrefix("The snapshot did not arrive within the timeout of 0.01 seconds"))
        #expect(message.hasSuffix("give the assertion a longer timeout (timeout: 1)."))
    }

    @Test func onlyTheFirstCallbackCounts() throws {
        let strategy: Snapshotting<Page> = Snapshotting<String>.lines.asyncPullback { page in
            Async { callback in
                callback(page.title)
                callback("again")
            }
        }
        #expect(try strategy.text(of: Page(title: "first"), timeout: 60) == "first")
    }

    @Test func aThrowingPullbackFailsWithItsError() {
        struct Unreadable: Error, Equatable {}
        let strategy: Snapshotting<Page> = Snapshotting<String>.lines.pullback(throwing: { (_: Page) -> String in
            throw Unreadable()
        })
        #expect(throws: Unreadable()) { try strategy.text(of: Page(title: ""), timeout: 60) }
    }
}
