import StatefulSnapshot
import StatefulText

extension Snapshotting where Value == Screen {
    /// The screen drawn at `width`, framed in ASCII.
    ///
    /// ```swift
    /// let state: ProfileState = .completed(ProfileContent(name: "Ada"))
    /// assertSnapshot(of: ProfileScreen(state: state).screen, as: .screen(width: .compact))
    /// ```
    public static func screen(width: ScreenWidth) -> Snapshotting {
        Snapshotting { try $0.render(width: width) }
    }

    /// The screen's outline: one element per line with its role, label, value and state.
    public static var outline: Snapshotting {
        Snapshotting { $0.outline }
    }
}

extension Snapshotting where Value == PresentedScreen {
    /// What a host shows, drawn at `width`: the top screen with its navigation
    /// bar, then the progress HUD and the alert over it, if shown.
    ///
    /// ```swift
    /// let store = ProfileStore(client: .offline)
    /// let host = ScreenHost(store: store) { ProfileScreen(state: $0).screen } effects: {
    ///     ProfilePresentation.change(for: $0)
    /// }
    /// host.observeStore()
    /// await store.dispatchCommand(.load)      // the alert says the network is offline
    /// assertSnapshot(of: host.presented, as: .screen(width: .regular), named: "error")
    /// ```
    public static func screen(width: ScreenWidth) -> Snapshotting {
        Snapshotting { try $0.render(width: width) }
    }

    /// The outline of what a host shows, overlays last.
    public static var outline: Snapshotting {
        Snapshotting { $0.outline }
    }
}
