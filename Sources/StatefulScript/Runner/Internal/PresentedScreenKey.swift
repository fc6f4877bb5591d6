import StatefulText

/// A presented screen and how it is drawn (a width, the widths of a check,
/// or none for the outline), hashed once: the key under which a screen's
/// drawing or its checks are remembered.
///
/// A screen is hashed whole, which costs as much as its controls; a key is
/// looked up, then stored, so it keeps the hash it was made with.
struct PresentedScreenKey<Columns: Hashable>: Hashable {
    let presented: PresentedScreen
    /// The width or widths drawn at, in columns.
    let columns: Columns
    private let hash: Int

    init(presented: PresentedScreen, columns: Columns) {
        self.presented = presented
        self.columns = columns
        var hasher = Hasher()
        hasher.combine(presented)
        hasher.combine(columns)
        hash = hasher.finalize()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.columns == rhs.columns && lhs.presented == rhs.presented
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
