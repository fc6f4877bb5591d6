import Stateful

extension SyncUpsApp {
    /// A screen pushed over the list. Its screens with logic are listed once
    /// in ``screens``, from which the app routes their Commands and Actions;
    /// how each draws is listed once in `drawings`.
    public enum Path: Equatable, Sendable, PathElement {
        /// A sync-up's detail screen.
        case detail(SyncUpDetail.State)
        /// A past meeting.
        case meeting(PastMeeting.State)
        /// The meeting being recorded.
        case record(RecordMeeting.State)

        /// A Command of one kind of pushed screen (the past meeting takes none).
        public enum Command: Sendable, Hashable, Decodable {
            /// A Command of a detail screen.
            case detail(SyncUpDetail.Command)
            /// A Command of the record screen.
            case record(RecordMeeting.Command)
        }

        /// A change of one kind of pushed screen.
        public enum Action: Sendable, Equatable {
            /// A detail screen's change.
            case detail(SyncUpDetail.Action)
            /// The record screen's change.
            case record(RecordMeeting.Action)
        }

        /// An Effect of one kind of pushed screen, for the app to act on.
        public enum Effect: Sendable, Equatable {
            /// A detail screen's Effect.
            case detail(SyncUpDetail.Effect)
            /// The record screen's Effect.
            case record(RecordMeeting.Effect)
        }

        /// The detail and record screens' logic, each with its cases.
        public static var screens: [PathScreen<Path>] {
            [
                .screen(SyncUpDetail(), state: Path.detail, command: Command.detail, action: Action.detail, effect: Effect.detail),
                .screen(RecordMeeting(), state: Path.record, command: Command.record, action: Action.record, effect: Effect.record),
            ]
        }
    }
}
