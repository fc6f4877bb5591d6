import Stateful

extension ViewState {
    /// Changes the content of a ``/Stateful/ViewState/completed(_:)`` State in
    /// place; a `loading` or `failed` State is left unchanged. Handy in a
    /// ``TestStore`` step:
    ///
    /// ```swift
    /// let store = TestStore(ProfileStore())
    /// await store.send(.setName("Ada")) {
    ///     $0.modifyContent { $0.name = "Ada" }
    /// }
    /// ```
    public mutating func modifyContent(_ body: (inout Content) -> Void) {
        guard case var .completed(content) = self else { return }
        body(&content)
        self = .completed(content)
    }
}
