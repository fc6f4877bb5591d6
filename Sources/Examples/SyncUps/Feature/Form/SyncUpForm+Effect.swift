extension SyncUpForm {
    /// The form sends no Effect of its own; this is what a store running
    /// the form alone makes of an error its work throws. A parent that
    /// forwards the form's Commands gets the error thrown instead.
    public enum Effect: Sendable, Hashable {
        /// A Command's work failed; the error's description.
        case failed(String)
    }
}
