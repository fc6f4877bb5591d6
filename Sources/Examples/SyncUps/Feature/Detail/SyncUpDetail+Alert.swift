extension SyncUpDetail {
    /// The alerts of the detail screen. The screens draw them
    /// (`SyncUpsPresentation`), with buttons that send ``Command``s.
    ///
    /// "Delete?" is held in the State (``State/alert``) until a button
    /// clears it; the speech-recognition alerts come and go with the tap
    /// that shows them, as ``Effect/alert(_:)``s.
    public enum Alert: Sendable, Hashable {
        /// "Delete?": "Yes" (destructive) sends ``Command/confirmDeletion``;
        /// "Nevermind" cancels (``Command/alertDismissed``).
        case deleteSyncUp
        /// "Speech recognition denied": "Start without recording", "Open
        /// settings", or "Cancel".
        case speechRecognitionDenied
        /// "Speech recognition restricted": "Start without recording", or
        /// "Cancel".
        case speechRecognitionRestricted
    }
}
