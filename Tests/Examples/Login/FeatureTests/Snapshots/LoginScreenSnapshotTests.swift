import StatefulExampleLogin
import StatefulSnapshot
import StatefulTesting
import StatefulText
import Testing

/// Every login screen, in English and Japanese, at two widths, plus outlines.
@MainActor
@Suite struct LoginScreenSnapshotTests {
    @Test func englishScreens() async {
        for scene in LoginScene.allCases {
            let presented = await scene.presented(labels: .english)
            for (name, width) in loginWidths {
                assertSnapshot(of: presented, as: .screen(width: width), named: "\(scene.rawValue).\(name)")
            }
            assertSnapshot(of: presented, as: .outline, named: "\(scene.rawValue).outline")
        }
    }

    @Test func japaneseScreens() async {
        for scene in LoginScene.allCases {
            let presented = await scene.presented(labels: .japanese)
            for (name, width) in loginWidths {
                assertSnapshot(of: presented, as: .screen(width: width), named: "\(scene.rawValue).\(name)")
            }
        }
    }

    @Test func passwordNeverAppearsInAnyScreen() async throws {
        for scene in LoginScene.allCases {
            for labels in [LoginLabels.english, .japanese] {
                let presented = await scene.presented(labels: labels)
                for (_, width) in loginWidths {
                    #expect(try !presented.render(width: width).contains("testpass"))
                }
                #expect(!presented.outline.contains("testpass"))
            }
        }
    }
}
