/// A loading indicator, drawn `(...) Loading`: the face of a
/// ``/Stateful/ViewState`` that is ``/Stateful/ViewState/loading``.
///
/// ```swift
/// ProgressView("Loading accounts")
/// ```
public struct ProgressView: ScreenContent {
    let title: String

    /// Creates an indicator with an optional title.
    public init(_ title: String = "") {
        self.title = CanonicalComposition.nfc(title)
    }

    /// The element.
    public var body: [ScreenElement] { return [ScreenElement(.progress(title: title))] }
}
