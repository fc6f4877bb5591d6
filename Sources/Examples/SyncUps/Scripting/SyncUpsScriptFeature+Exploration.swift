import Stateful
import StatefulScript
import StatefulExampleSyncUps

extension SyncUpsScriptFeature: ExplorableFeature {
    /// How `syncups explore` explores the app: taps and typing on every
    /// screen it reaches, the clock moving while a meeting is recorded,
    /// speech authorized or denied.
    public var exploration: ExplorationPlan<SyncUpsScriptFeature> {
        ExplorationPlan(
            invariants: [
                .always("attendees never empty") { moment in
                    moment.state.syncUps.allSatisfy { !$0.attendees.isEmpty }
                },
                .always("the meeting timer never past its duration") { moment in
                    moment.state.path.allSatisfy { element in
                        guard let record = element.record else { return true }
                        return record.secondsElapsed <= record.syncUp.durationSeconds
                    }
                },
            ],
            // Speech is heard only once a record screen's task listens,
            // which the State does not show: only its authorization is varied.
            faults: [.speechAuthorization(.authorized), .speechAuthorization(.denied)],
            advances: [.seconds(1), .seconds(10), .seconds(60)],
            // The app's Actions and Effects, for the coverage; its screens
            // are titled by the sync-ups shown, so they are not listed.
            actions: ["syncUpsLoaded", "list", "path", "push", "popFrom", "syncUpDeleted", "meetingSaved"],
            effects: ["alert", "failed"],
            isUnexpected: { effect in
                if case .failed = effect { return true }
                return false
            })
    }
}
