import Stateful

extension SyncUpForm {
    /// What the form shows: the sync-up being edited, and which field has
    /// the keyboard.
    public struct State: Equatable, Sendable {
        /// The sync-up as edited so far.
        public var syncUp: SyncUp
        /// The focused field; the title when the form opens.
        public var focus: Field?

        /// A form showing `syncUp` exactly as given.
        public init(syncUp: SyncUp, focus: Field? = .title) {
            self.syncUp = syncUp
            self.focus = focus
        }

        /// A form opened on `syncUp`: when it has no attendees, the form
        /// adds an empty one identified by `newAttendeeID`, as SyncUps does.
        ///
        /// ```swift
        /// let uuid = Dependencies.current.uuid
        /// SyncUpForm.State(editing: syncUp, newAttendeeID: Attendee.ID(uuid()))
        /// ```
        public init(editing syncUp: SyncUp, newAttendeeID: @autoclosure () -> Attendee.ID) {
            var syncUp = syncUp
            if syncUp.attendees.isEmpty {
                syncUp.attendees.append(Attendee(id: newAttendeeID()))
            }
            self.init(syncUp: syncUp)
        }
    }
}
