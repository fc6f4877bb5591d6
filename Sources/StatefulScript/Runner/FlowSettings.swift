import StatefulText

/// How flows are drawn, compared and recorded, and the feature's own options.
public struct FlowSettings: Sendable {
    /// The width screens are drawn at when a statement gives none (`--width`).
    public var width: StatefulText.ScreenWidth
    /// Where recordings live; `nil` when there is no package to record in.
    public var snapshots: FlowSnapshotSettings?
    /// The values of the feature's own options (``FeatureOption``), by name;
    /// handed to the feature in ``ScriptContext/options``.
    public var featureOptions: [String: String]

    /// The named widths a script or `--width` may use.
    public static let widthPresets: [String: StatefulText.ScreenWidth] = ["compact": .compact, "regular": .regular]

    /// Creates settings.
    public init(
        width: StatefulText.ScreenWidth = .compact, snapshots: FlowSnapshotSettings? = nil,
        featureOptions: [String: String] = [:]
    ) {
        self.width = width
        self.snapshots = snapshots
        self.featureOptions = featureOptions
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
