/// Reading one screen's State out of an element of a path, without an
/// accessor per case.
extension PathElement {
    /// The State this element holds when it is of the case `embed` makes,
    /// else `nil`: `path[id: id]?[case: Path.detail]` instead of a
    /// hand-written `var detail: Detail.State?` per case.
    ///
    /// - Parameters:
    ///   - embed: The case: the enum case that wraps a screen's State.
    public subscript<State>(case embed: (State) -> Self) -> State? {
        EnumCasePayload.extract(embed, from: self)
    }
}
