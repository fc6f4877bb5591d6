import StatefulSnapshot

extension Snapshotting {
    /// Any value as ``ValueDump`` writes it: deterministic, secrets masked.
    ///
    /// ```swift
    /// assertSnapshot(of: store.currentState, as: .dump)
    /// ```
    public static var dump: Snapshotting {
        Snapshotting { ValueDump.text(of: $0) }
    }
}

extension Snapshotting where Value == Transcript {
    /// A recorded transcript in the format the `stateful` CLI shares: for every
    /// Command, its Actions with their State diffs, its Effects and its outcome.
    ///
    /// ```swift
    /// let recorder = TranscriptRecorder(store: store)
    /// await store.dispatchCommand(.save)
    /// assertSnapshot(of: recorder.transcript, as: .transcript)
    /// ```
    public static var transcript: Snapshotting {
        Snapshotting { $0.text }
    }
}
