/// An alert: a box with a title, a message and one dismiss button, drawn
/// over the middle of the screen until it is dismissed.
///
/// ```swift
/// host.presentation.alert = Alert(title: "Error", message: "The profile could not be saved.")
/// ```
public struct Alert: Sendable, Hashable {
    /// The alert's title.
    public var title: String
    /// The alert's message; wrapped to fit.
    public var message: String
    /// The title of the button that dismisses the alert.
    public var dismissTitle: String

    /// Creates an alert.
    public init(title: String, message: String, dismissTitle: String = "OK") {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
    }
}
