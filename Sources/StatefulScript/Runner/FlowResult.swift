import StatefulSnapshot

/// How one flow ended.
public struct FlowResult: Sendable {
    /// The flow's path, as given.
    public var path: String
    /// The steps that ran, includes flattened.
    public var stepCount: Int
    /// The steps that failed, in order: a failed step does not stop the
    /// flow, so this holds every failure of the run (steps that could not
    /// run say so).
    public var failures: [ScriptFailure]
    /// The flow's transcript (secrets masked).
    public var transcript: String
    /// The comparison of the transcript with its recording, in `check` mode.
    public var transcriptCheck: SnapshotOutcome?

    /// Creates a result.
    public init(
        path: String, stepCount: Int, failures: [ScriptFailure], transcript: String,
        transcriptCheck: SnapshotOutcome? = nil
    ) {
        self.path = path
        self.stepCount = stepCount
        self.failures = failures
        self.transcript = transcript
        self.transcriptCheck = transcriptCheck
    }

    /// Whether every step passed and the transcript (if checked) matched.
    public var passed: Bool {
        failures.isEmpty && transcriptCheck?.isFailure != true
    }
}
