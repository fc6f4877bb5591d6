import StatefulSnapshot
import StatefulTesting
import StatefulText
import StatefulExampleSyncUps
import Testing

/// Every SyncUps screen and overlay, in English and Japanese, at two
/// widths, plus the English outlines.
@MainActor
@Suite struct SyncUpsScreenSnapshotTests {
    @Test func englishScreens() async throws {
        for scene in SyncUpsScene.allCases {
            let presented = try await scene.host(labels: .english).presented
            for (name, width) in syncUpsWidths {
                assertSnapshot(of: presented, as: .screen(width: width), named: "\(scene.rawValue).\(name)")
            }
            assertSnapshot(of: presented, as: .outline, named: "\(scene.rawValue).outline")
        }
    }

    @Test func japaneseScreens() async throws {
        for scene in SyncUpsScene.allCases {
            let presented = try await scene.host(labels: .japanese).presented
            for (name, width) in syncUpsWidths {
                assertSnapshot(of: presented, as: .screen(width: width), named: "\(scene.rawValue).\(name)")
            }
        }
    }

    /// The whole stack under the meeting screen: the list, the detail with
    /// its back button "< Daily Sync-ups", the meeting with "< Design".
    @Test func englishStack() async throws {
        let host = try await SyncUpsScene.meeting.host(labels: .english)
        for (name, width) in syncUpsWidths {
            assertSnapshot(of: try renderStack(host, width: width), named: name)
        }
    }

    @Test func japaneseStack() async throws {
        let host = try await SyncUpsScene.meeting.host(labels: .japanese)
        for (name, width) in syncUpsWidths {
            assertSnapshot(of: try renderStack(host, width: width), named: name)
        }
    }
}
