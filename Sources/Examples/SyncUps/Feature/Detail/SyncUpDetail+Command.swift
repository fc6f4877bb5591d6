extension SyncUpDetail {
    /// What the detail screen's user does, alerts' buttons included.
    ///
    /// In a flow script, through the app: `send path(0, detail(startMeetingTapped))`.
    public enum Command: Sendable, Hashable, Decodable {
        /// Taps "Edit": opens the edit sheet on a copy of the sync-up.
        case editTapped
        /// Taps "Cancel" on the edit sheet: closes it, keeping the sync-up.
        case cancelEditTapped
        /// Taps "Done" on the edit sheet: the sync-up becomes the form's
        /// (blank attendees dropped), and the sheet closes.
        case doneEditingTapped
        /// A Command of the edit sheet's form.
        case edit(SyncUpForm.Command)
        /// Taps "Delete": asks "Delete?".
        case deleteTapped
        /// Taps "Yes" on the "Delete?" alert: the alert goes, and the sync-up
        /// is deleted.
        case confirmDeletion
        /// Taps "Nevermind" on the "Delete?" alert, or dismisses it.
        case alertDismissed
        /// Taps "Start meeting".
        case startMeetingTapped
        /// Taps "Start without recording" on a speech-recognition alert.
        case continueWithoutRecording
        /// Taps "Open settings" on the speech-recognition-denied alert.
        case openSettings
        /// Taps a past meeting.
        case meetingTapped(Meeting.ID)
        /// Swipes to delete the past meetings at these positions (counted
        /// from 0, the newest first); positions it does not have are ignored.
        case deleteMeetings(atOffsets: [Int])
    }
}
