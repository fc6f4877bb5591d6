/// What a screen shows when loading failed, drawn `! message`, with an
/// optional retry button: the face of a ``/Stateful/ViewState`` that is
/// ``/Stateful/ViewState/failed(_:)``.
///
/// ```swift
/// FailureView("Could not load your accounts.", retryTitle: "Retry")
/// ```
public struct FailureView: ScreenContent {
    let message: String
    let retryTitle: String

    /// Creates a failure view; an empty `retryTitle` draws no button.
    public init(_ message: String, retryTitle: String = "") {
        self.message = CanonicalComposition.nfc(message)
        self.retryTitle = CanonicalComposition.nfc(retryTitle)
    }

    /// The element.
    public var body: [ScreenElement] {
        return [ScreenElement(.failure(message: message, retryTitle: retryTitle))]
    }
}
