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
    /// How many times a step may advance the clock to the next deadline
    /// while the work it waits for goes on (`send`, `tap`, `wait`): work
    /// still running then never ends, and the step fails, blocking the
    /// later ones. 10,000 by default; a test exploring work that never ends
    /// finds it as surely with a few hundred, and sooner.
    public var clockAdvanceLimit: Int

    /// The named widths a script or `--width` may use.
    public static let widthPresets: [String: StatefulText.ScreenWidth] = ["compact": .compact, "regular": .regular]

    /// Creates settings; a `clockAdvanceLimit` below 1 counts as 1.
    public init(
        width: StatefulText.ScreenWidth = .compact, snapshots: FlowSnapshotSettings? = nil,
        featureOptions: [String: String] = [:], clockAdvanceLimit: Int = 10_000
    ) {
        self.width = width
        self.snapshots = snapshots
        self.featureOptions = featureOptions
        self.clockAdvanceLimit = max(1, clockAdvanceLimit)
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
