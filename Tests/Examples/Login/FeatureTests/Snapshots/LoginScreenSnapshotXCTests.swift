import StatefulExampleLogin
import StatefulSnapshot
import StatefulTesting
import XCTest

/// The login screens again under XCTest: the same assertion API, its own files.
final class LoginScreenSnapshotXCTests: XCTestCase {
    @MainActor
    func testEveryEnglishScreenAtTwoWidths() async {
        for scene in LoginScene.allCases {
            let presented = await scene.presented(labels: .english)
            for (name, width) in loginWidths {
                assertSnapshot(of: presented, as: .screen(width: width), named: "\(scene.rawValue).\(name)")
            }
        }
    }

    @MainActor
    func testTheStateDumpOfAFilledScreen() async {
        let store = LoginViewStoreImpl(authClient: .unimplemented)
        await store.dispatchCommand(.inputLoginId("login-test@example.com"))
        await store.dispatchCommand(.inputPassword("testpass"))
        assertSnapshot(of: store.currentState, as: .dump)
    }
}
