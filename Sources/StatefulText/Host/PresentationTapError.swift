/// Why ``ScreenHost/tap(_:)`` could not tap a button.
public enum PresentationTapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither an alert nor a confirmation dialog is shown.
    case nothingShown
    /// Neither an alert nor a confirmation dialog is shown, and the host
    /// follows no store: it has seen none of the States and Effects its
    /// store made since the host was created. Call
    /// `host.observeStore()` (or ``ScreenHost/observe(_:)``,
    /// ``ScreenHost/subscribe()``) right after creating it.
    case nothingShownFollowingNoStore
    /// The alert or dialog shown has no button titled `title`; `buttons`
    /// are the titles it has, in the order they are drawn.
    case noButton(title: String, buttons: [String])
    /// The button titled `button` sends a Command of type `commandType`,
    /// which is not the hosting store's Command type, `storeCommandType`.
    /// Nothing was dismissed.
    case commandNotAccepted(button: String, commandType: String, storeCommandType: String)

    /// The error, as a sentence naming the titles and types involved.
    public var description: String {
        switch self {
        case .nothingShown:
            return "no alert or confirmation dialog is shown"
        case .nothingShownFollowingNoStore:
            return "no alert or confirmation dialog is shown, and this host follows no store, so it has seen "
                + "nothing its store did since it was made: call host.observeStore() (or host.observe(store.core), "
                + "host.subscribe()) right after creating the host"
        case let .noButton(title, buttons):
            let listed = buttons.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no button is titled \"\(title)\"; the buttons are: \(listed.isEmpty ? "none" : listed)"
        case let .commandNotAccepted(button, commandType, storeCommandType):
            return "the button \"\(button)\" sends a \(commandType), not a \(storeCommandType)"
        }
    }
}
