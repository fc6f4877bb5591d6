import Stateful

extension SyncUpsApp {
    /// A screen pushed over the list. Its screens with logic are listed once
    /// in ``screens``, from which the app routes their Commands and Actions.
    public enum Path: Equatable, Sendable, PathElement {
        /// A sync-up's detail screen.
        case detail(SyncUpDetail.State)
        /// A past meeting.
        case meeting(PastMeeting.State)
        /// The meeting being recorded.
        case record(RecordMeeting.State)

        /// The Commands of the pushed screens.
        public typealias Command = PathCommand
        /// The Actions of the pushed screens.
        public typealias Action = PathAction
        /// The Effects of the pushed screens.
        public typealias Effect = PathEffect

        /// The detail and record screens' logic, each with its cases.
        public static var screens: [PathScreen<Path>] {
            [
                .screen(SyncUpDetail(), state: Path.detail(_:), command: PathCommand.detail, action: PathAction.detail, effect: PathEffect.detail),
                .screen(RecordMeeting(), state: Path.record(_:), command: PathCommand.record, action: PathAction.record, effect: PathEffect.record),
            ]
        }

        /// The detail screen's State, if this is one.
        public var detail: SyncUpDetail.State? {
            if case .detail(let state) = self { state } else { nil }
        }

        /// The past meeting's State, if this is one.
        public var meeting: PastMeeting.State? {
            if case .meeting(let state) = self { state } else { nil }
        }

        /// The record screen's State, if this is one.
        public var record: RecordMeeting.State? {
            if case .record(let state) = self { state } else { nil }
        }
    }
}
