import StatefulSnapshot

extension Snapshotting {
    /// Any value as ``/StatefulSnapshot/ValueDump`` writes it: deterministic, secrets masked.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// assertSnapshot(of: store.currentState, as: .dump)
    /// ```
    ///
    /// In a scope or suite with `compatibility: .swiftSnapshotTesting`, it
    /// writes ``swiftSnapshotTestingDump``'s text instead, so that a moved
    /// suite's `.dump` files keep matching without a change to its tests.
    public static var dump: Snapshotting {
        Snapshotting { value in
            SnapshotTestingConfiguration.current.compatibility == .swiftSnapshotTesting
                ? SwiftSnapshotTestingDump.text(of: value)
                : ValueDump.text(of: value)
        }
    }

    /// Any value as swift-snapshot-testing's `.dump` writes it, byte for byte
    /// (``/StatefulSnapshot/SwiftSnapshotTestingDump``), whatever the scope's settings:
    /// `▿ User`, then `  - name: "Blob"` a field.
    ///
    /// ```swift
    /// let user = Profile(name: "Ada", email: "ada@example.com")
    /// assertSnapshot(of: user, as: .swiftSnapshotTestingDump)
    /// ```
    public static var swiftSnapshotTestingDump: Snapshotting {
        Snapshotting { SwiftSnapshotTestingDump.text(of: $0) }
    }
}

extension Snapshotting {
    /// Any value in swift-custom-dump's format, as swift-snapshot-testing's
    /// `.customDump` records it (``/StatefulSnapshot/SwiftCustomDump``), so
    /// that a moved suite's files keep matching: `User(id: 42)`, a field a
    /// line for more, secrets masked.
    ///
    /// ```swift
    /// let user = Profile(name: "Ada", email: "ada@example.com")
    /// assertSnapshot(of: user, as: .customDump)
    /// ```
    public static var customDump: Snapshotting {
        Snapshotting { SwiftCustomDump.text(of: $0) }
    }
}

extension Snapshotting where Value == Transcript {
    /// A recorded transcript in the format the `stateful` CLI shares: for every
    /// Command, its Actions with their State diffs, its Effects and its outcome.
    ///
    /// ```swift
    /// let store = ProfileStore()
    /// let recorder = TranscriptRecorder(store: store)
    /// await store.dispatchCommand(.save)
    /// assertSnapshot(of: recorder.transcript, as: .transcript)
    /// ```
    public static var transcript: Snapshotting {
        Snapshotting { $0.text }
    }
}
