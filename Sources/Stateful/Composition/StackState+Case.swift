/// Reading and changing one screen's State on a stack, by element id and
/// case, where a write that cannot happen is a reported mistake.
extension StackState where Element: PathElement {
    /// The State of the element `id` when it is of the case `embed` makes,
    /// else `nil`; written through, it changes that State in place.
    ///
    /// This is how a test's expected State describes one field of a pushed
    /// screen:
    ///
    /// ```swift
    /// let store = TestStore(App(), initialState: App.State(path: [.counter(Counter.State()), .counter(Counter.State())]))
    /// await store.send(.stack(.element(id: 1, command: .counter(.increment)))) {
    ///     $0.path[id: 1, case: Path.counter]?.count = 1
    /// }
    /// ```
    ///
    /// Unlike `path[id: 1]?[case: Path.counter]?.count = 1`, whose optional
    /// chain stops silently when element 1 is gone, a write through this
    /// subscript that cannot happen is reported at the line that wrote it:
    /// when no element `id` is on the stack (the screen was popped, or never
    /// pushed), or when it holds another screen. With `StatefulTesting` the
    /// running test fails, naming the id and what the stack holds, so an
    /// expectation cannot describe a screen that is not there and still
    /// pass. Reading reports nothing: `path[id: 1, case: Path.counter] == nil`
    /// is a fine question. Writing `nil` pops the element and every element
    /// above it, as `path[id: 1] = nil` does.
    ///
    /// - Parameters:
    ///   - id: The element.
    ///   - embed: The case: the enum case that wraps the screen's State.
    ///   - fileID: The file ID of the write, where a mistake is reported.
    ///   - filePath: The file path of the write, where a mistake is reported.
    ///   - line: The line of the write, where a mistake is reported.
    ///   - column: The column of the write, where a mistake is reported.
    public subscript<State>(
        id id: StackElementID, case embed: (State) -> Element,
        fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
        line line: UInt = #line, column column: UInt = #column
    ) -> State? {
        get {
            self[id: id].flatMap { EnumCasePayload.extract(embed, from: $0) }
        }
        _modify {
            let element = self[id: id]
            var state = element.flatMap { EnumCasePayload.extract(embed, from: $0) }
            let found = state != nil
            yield &state
            let problem: String? =
                if element == nil {
                    "no element \(id) is on the stack (\(stackDescription))"
                } else if !found {
                    "element \(id) is \(element.flatMap(EnumCasePayload.caseName(of:)).map { "`\($0)`" } ?? "another screen"), not of that case"
                } else {
                    nil
                }
            if let problem {
                IssueReporter.report(ReportedIssue(
                    "StackState[id: \(id), case: …] was written, but \(problem); nothing changed",
                    fileID: fileID, filePath: filePath, line: line, column: column))
                return
            }
            if let state {
                modify(id: id) { $0 = embed(state) }
            } else {
                self[id: id] = nil
            }
        }
    }
}
