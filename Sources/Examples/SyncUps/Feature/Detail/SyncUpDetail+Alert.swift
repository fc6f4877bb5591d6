extension SyncUpDetail {
    /// The alerts of the detail screen. The screens draw them
    /// (`SyncUpsPresentation`), with buttons that send ``Command``s.
    public enum Alert: Sendable, Hashable {
        /// "Delete?": "Yes" (destructive) sends ``Command/confirmDeletion``;
        /// "Nevermind" cancels.
        case deleteSyncUp
        /// "Speech recognition denied": "Start without recording", "Open
        /// settings", or "Cancel".
        case speechRecognitionDenied
        /// "Speech recognition restricted": "Start without recording", or
        /// "Cancel".
        case speechRecognitionRestricted
    }
}
