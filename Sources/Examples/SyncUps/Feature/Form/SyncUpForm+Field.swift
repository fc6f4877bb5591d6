extension SyncUpForm {
    /// A field of the form that can have the keyboard.
    public enum Field: Hashable, Sendable {
        /// The title field.
        case title
        /// The name field of the attendee with this id.
        case attendee(Attendee.ID)
    }
}
