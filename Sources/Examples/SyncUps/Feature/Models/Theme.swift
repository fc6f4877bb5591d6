/// The colour a sync-up is drawn in, as in Apple's Scrumdinger.
///
/// A `String`-backed enum: a JSON file stores `"orange"`, a flow script
/// writes `setTheme(orange)`.
public enum Theme: String, CaseIterable, Hashable, Sendable, Codable {
    /// Bubblegum pink, the default.
    case bubblegum
    /// Buttercup yellow.
    case buttercup
    /// Indigo.
    case indigo
    /// Lavender.
    case lavender
    /// Magenta.
    case magenta
    /// Navy.
    case navy
    /// Orange.
    case orange
    /// Oxblood.
    case oxblood
    /// Periwinkle.
    case periwinkle
    /// Poppy red.
    case poppy
    /// Purple.
    case purple
    /// Seafoam green.
    case seafoam
    /// Sky blue.
    case sky
    /// Tan.
    case tan
    /// Teal.
    case teal
    /// Yellow.
    case yellow

    /// The English name: the raw value, capitalised (`Bubblegum`).
    public var name: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
