import Stateful

/// The three faces of a ``/Stateful/ViewState``: a loading indicator, the
/// content, or a failure view.
///
/// ```swift
/// let state: ProfileState = .completed(ProfileContent(name: "Ada"))
/// let accountsState: ViewState<[Account], ProfileError> = .loading
///
/// let screen = Screen("Accounts") {
///     ViewStateContent(state) { content in
///         TextField("Name", text: content.name)
///     }
///
///     ViewStateContent(accountsState, loading: { ProgressView("Loading accounts") }) { accounts in
///         List(accounts) { Text($0.name) }
///     } failure: { error in
///         FailureView(error.message, retryTitle: "Retry")
///     }
/// }
/// ```
///
/// By default the loading face is `ProgressView("Loading")` and the failure
/// face is a ``FailureView`` showing `String(describing: error)`.
public struct ViewStateContent: ScreenContent {
    let elements: [ScreenElement]

    /// Draws whichever face `state` is in.
    public init<Content, Failure>(
        _ state: ViewState<Content, Failure>,
        @ScreenBuilder loading: () -> [ScreenElement] = { ProgressView("Loading").body },
        @ScreenBuilder content: (Content) -> [ScreenElement],
        @ScreenBuilder failure: (Failure) -> [ScreenElement] = { FailureView(String(describing: $0)).body }
    ) {
        switch state {
        case .loading: elements = loading()
        case .completed(let value): elements = content(value)
        case .failed(let error): elements = failure(error)
        }
    }

    /// The elements of the current face.
    public var body: [ScreenElement] { return [ScreenElement(.group(elements))] }
}
