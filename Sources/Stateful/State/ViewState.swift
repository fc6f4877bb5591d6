/// The three faces of a screen that loads what it shows.
///
/// ```swift
/// typealias ProfileState = ViewState<ProfileContent, Never>
///
/// var state: ProfileState = .completed(.init())
/// state = state.mutate(keyPath: \.name, value: "Ada")
/// ```
public enum ViewState<Content, Failure: Error> {
    /// The screen is loading what it needs to draw.
    case loading
    /// The screen's content: loaded, or the initial state of a screen with nothing to load.
    case completed(Content)
    /// Loading failed and the screen shows a failure view rather than an alert.
    case failed(Failure)
}

extension ViewState {
    /// Returns a copy whose content has `value` at `keyPath`.
    ///
    /// Only a ``completed(_:)`` state has content; a ``loading`` or
    /// ``failed(_:)`` state is returned unchanged.
    public func mutate<Value>(keyPath: WritableKeyPath<Content, Value>, value: Value) -> Self {
        guard case var .completed(content) = self else { return self }
        content[keyPath: keyPath] = value
        return .completed(content)
    }

    /// The content of a ``completed(_:)`` state, or `nil`.
    public var content: Content? {
        if case let .completed(content) = self { return content }
        return nil
    }

    /// The failure of a ``failed(_:)`` state, or `nil`.
    public var failure: Failure? {
        if case let .failed(failure) = self { return failure }
        return nil
    }

    /// Whether the state is ``loading``.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

extension ViewState: Sendable where Content: Sendable {}
extension ViewState: Equatable where Content: Equatable, Failure: Equatable {}
extension ViewState: Hashable where Content: Hashable, Failure: Hashable {}
