/// Reading and changing one screen's State in an element of a path,
/// without an accessor per case.
extension PathElement {
    /// The State this element holds when it is of the case `embed` makes,
    /// else `nil`: `path[id: id]?[case: Path.detail]` instead of a
    /// hand-written `var detail: Detail.State?` per case.
    ///
    /// Writing through it changes that State when the element is of that
    /// case, and does nothing otherwise (nor for `nil`), so that a test
    /// describes one field of a pushed screen:
    ///
    /// ```swift
    /// let store = TestStore(App(), initialState: App.State(path: [.counter(Counter.State()), .counter(Counter.State())]))
    /// await store.send(.path(1, .counter(.increment))) {
    ///     $0.path[id: 1]?[case: Path.counter]?.count = 1
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: The case: the enum case that wraps a screen's State.
    public subscript<State>(case embed: (State) -> Self) -> State? {
        get {
            EnumCasePayload.extract(embed, from: self)
        }
        set {
            guard let newValue, EnumCasePayload.extract(embed, from: self) != nil else { return }
            self = embed(newValue)
        }
    }
}
