import Foundation
import StatefulText

/// How flows are drawn, compared and recorded, and which backend they use.
public struct FlowSettings: Sendable {
    /// The width screens are drawn at when a statement gives none (`--width`).
    public var width: StatefulText.ScreenWidth
    /// Where recordings live; `nil` when there is no package to record in.
    public var snapshots: FlowSnapshotSettings?
    /// `--server URL`: a real backend instead of the embedded one.
    public var server: URL?

    /// The named widths a script or `--width` may use.
    public static let widthPresets: [String: StatefulText.ScreenWidth] = ["compact": .compact, "regular": .regular]

    /// Creates settings.
    public init(width: StatefulText.ScreenWidth = .compact, snapshots: FlowSnapshotSettings? = nil, server: URL? = nil) {
        self.width = width
        self.snapshots = snapshots
        self.server = server
    }

    /// The width for a statement's optional width.
    func screenWidth(_ width: ScriptWidth?) -> StatefulText.ScreenWidth {
        switch width {
        case nil: self.width
        case .columns(let columns): StatefulText.ScreenWidth(columns: columns)
        case .preset(let name): Self.widthPresets[name] ?? self.width
        }
    }
}
