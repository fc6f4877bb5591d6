import StatefulScript

/// When a flow of `run`/`check` must have ended by the wall clock
/// (`--timeout` for each flow, `--total-timeout` for the whole run), and
/// how its failure says so.
struct FlowDeadline {
    /// The moment.
    var instant: ContinuousClock.Instant
    /// What ran past it: "the flow ran past its 30s deadline (--timeout)".
    var reason: String

    /// The run's deadline, `timeout` from now.
    static func run(_ timeout: Duration?) -> FlowDeadline? {
        timeout.map {
            FlowDeadline(instant: .now + $0, reason: "the run ran past its \(text(of: $0)) deadline (--total-timeout)")
        }
    }

    /// The deadline of a flow starting now: `timeout` from now, or the
    /// run's if that comes first.
    static func flow(_ timeout: Duration?, run: FlowDeadline?) -> FlowDeadline? {
        let own = timeout.map {
            FlowDeadline(instant: .now + $0, reason: "the flow ran past its \(text(of: $0)) deadline (--timeout)")
        }
        guard let own, let run else { return own ?? run }
        return run.instant < own.instant ? run : own
    }

    /// Whether it has passed.
    var hasPassed: Bool { ContinuousClock.now >= instant }

    /// Runs `step`, cancelling every Command's work of the session when the
    /// deadline comes first (the step then ends as its work does): the
    /// outcome, and whether the deadline came.
    @MainActor
    func execute<Feature: ScriptableFeature>(
        _ step: FlowSession<Feature>.Step, in session: FlowSession<Feature>
    ) async -> (outcome: FlowSession<Feature>.StepOutcome, expired: Bool) {
        let expiry = Expiry()
        let core = session.session.store.core
        let watchdog = Task { @MainActor [instant] in
            do {
                try await ContinuousClock().sleep(until: instant)
            } catch {
                return  // the step ended first
            }
            expiry.expired = true
            core.cancelAll()
        }
        let outcome = await session.execute(step)
        watchdog.cancel()
        return (outcome, expiry.expired)
    }

    /// Whether the deadline came while a step ran.
    @MainActor
    private final class Expiry {
        var expired = false
    }

    /// `500ms`, `30s`, `10m`: as `--timeout` takes it.
    static func text(of duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return "\(milliseconds)ms"
    }
}
