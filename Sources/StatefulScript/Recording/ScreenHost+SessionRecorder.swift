import Stateful
import StatefulText

extension ScreenHost where Store: CoreViewStore {
    /// Has `recorder` record every Command this host's store is sent, and
    /// draw this host's screen `width` columns wide for its checkpoints
    /// (``RecordingCheckpoints/screens``), which name that width
    /// (`expect screen compact contains "…"`), so that a replay at any
    /// `--width` checks them as they were drawn.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let store = ProfileStore()
    /// let host = ScreenHost(store: store) { ProfileScreen(state: $0).screen } effects: { ProfilePresentation.change(for: $0) }
    /// let recorder = SessionRecorder<ProfileStore.Command, NoBackend>(clock: clock, checkpoints: .screens)
    /// host.recordSession(into: recorder)
    /// ```
    ///
    /// Steps taken on the host itself (a tap on an alert's button, going
    /// back) are recorded with ``SessionRecorder/hostStepBegan(_:)`` and
    /// ``SessionRecorder/hostStepEnded(failed:)`` around them.
    ///
    /// - Parameters:
    ///   - recorder: The recorder that follows this host's store.
    ///   - width: The width checkpoints draw the screen at (`compact` by default).
    public func recordSession<Backend>(
        into recorder: SessionRecorder<Store.Command, Backend>, width: StatefulText.ScreenWidth = .compact
    ) {
        recorder.follow(store.core)
        recorder.screen = { [weak self] in try? self?.render(width: width) }
        recorder.screenWidth = ScriptWidth(naming: width)
    }
}
